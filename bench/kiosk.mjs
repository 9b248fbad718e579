// The morning rush at one door: a class of 25 families checking in at the kiosk by scanning its QR code.
// The kiosk asks for its code every 3 seconds (as the kiosk screen does); a used code is replaced at its next ask,
// so each family waits for a fresh code, then needs a few seconds to scan it (--scan, default 6 s). Time runs on the
// day's simulated clock, so the figure is the door's throughput, not this machine's speed; the server's own time
// per check-in is measured on the real clock beside it. Embedded PGlite in memory, seeded with the demo data.
//   node bench/kiosk.mjs [--families 25] [--scan 6]
import path from 'node:path';
import { register } from 'tsx/esm/api';

register();
const root = path.resolve(import.meta.dirname, '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const FAMILIES = arg('--families', 25);
const SCAN_S = arg('--scan', 6);
const POLL_S = 3;

const { openDb, migrate } = await import('@portal/db');
const { eq } = await import('drizzle-orm');
const { todayInIndia } = await import('@portal/core');
const { seedIfEmpty } = await import('../apps/server/src/seed/index.ts');
const { buildApp } = await import('../apps/server/src/app.ts');
const { loadConfig } = await import('../apps/server/src/config.ts');
const { adminUsers, userRoles, DEMO_PASSWORD } = await import('@portal/mod-users/server');
const { students, studentAdmissions } = await import('@portal/mod-students/server');
const { setDayClock } = await import('@portal/mod-day/server');

const handle = await openDb({ dataDir: 'memory://' });
await migrate(handle, path.join(root, 'packages/db/migrations'));
await seedIfEmpty(handle.db);
const db = handle.db;
const app = await buildApp({ db: handle, config: { ...loadConfig({}), webDist: undefined } });

// ---- the class: FAMILIES children beside the demo parent's child, each with a parent account ----
const [parent] = await db.select().from(adminUsers).where(eq(adminUsers.email, 'parent@demo.school'));
const [admission] = await db
  .select()
  .from(studentAdmissions)
  .where(eq(studentAdmissions.id, parent.studentAdmissionId));
const [child] = await db.select().from(students).where(eq(students.id, admission.studentId));
const roles = await db.select().from(userRoles).where(eq(userRoles.userId, parent.id));
const emails = [];
for (let i = 1; i <= FAMILIES; i++) {
  const [kid] = await db
    .insert(students)
    .values({
      franchiseeId: child.franchiseeId,
      admissionNumber: `KIOSK-BENCH-${i}`,
      firstName: `Child ${i}`,
      dateOfBirth: child.dateOfBirth,
      gender: child.gender,
      parentMobile: `6${String(i).padStart(9, '0')}`,
    })
    .returning();
  const [place] = await db
    .insert(studentAdmissions)
    .values({ ...admission, id: undefined, studentId: kid.id, createdAt: undefined, updatedAt: undefined })
    .returning();
  const email = `kiosk-bench-${i}@demo.school`;
  const [user] = await db
    .insert(adminUsers)
    .values({
      ...parent,
      id: undefined,
      email,
      mobile: kid.parentMobile,
      studentAdmissionId: place.id,
      createdAt: undefined,
      updatedAt: undefined,
    })
    .returning();
  await db.insert(userRoles).values(roles.map((r) => ({ userId: user.id, roleId: r.roleId })));
  emails.push(email);
}

const signIn = async (username) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password: DEMO_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in ${username}: ${res.body}`);
  return { authorization: `Bearer ${res.json().token}` };
};
const kiosk = await signIn('franchisee-a@demo.school');
const phones = await Promise.all(emails.map(signIn));

// ---- the morning, on the day's clock: today 08:30 in India (attendance takes no future day; a day the centre
// does not work refuses check-ins, so run it on a working day) ----
const morning = new Date(`${todayInIndia()}T08:30:00+05:30`);
let clock = morning.getTime();
setDayClock(new Date(clock));

const serverMs = [];
const timed = async (opts) => {
  const t0 = performance.now();
  const res = await app.inject(opts);
  serverMs.push(performance.now() - t0);
  return res;
};
const askKiosk = async () => {
  const res = await timed({ method: 'GET', url: '/api/day/kiosk/code', headers: kiosk });
  if (res.statusCode !== 200) throw new Error(`kiosk code: ${res.body}`);
  return res.json().token;
};

let shown = await askKiosk();
let checkedIn = 0;
for (const phone of phones) {
  // The family scans the code on the screen; the kiosk keeps asking every 3 seconds meanwhile.
  const scanned = shown;
  for (let waited = 0; waited < SCAN_S; waited += POLL_S) {
    clock += Math.min(POLL_S, SCAN_S - waited) * 1000;
    setDayClock(new Date(clock));
  }
  const res = await timed({ method: 'POST', url: '/api/day/check-in', headers: phone, payload: { token: scanned } });
  if (res.statusCode !== 200) throw new Error(`check-in: ${res.body}`);
  checkedIn += res.json().children.length;
  // The used code goes at the kiosk's next ask.
  clock += POLL_S * 1000;
  setDayClock(new Date(clock));
  shown = await askKiosk();
}

const minutes = (clock - morning.getTime()) / 60_000;
const sorted = [...serverMs].sort((a, b) => a - b);
const pct = (p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))].toFixed(1);
console.log(
  JSON.stringify({
    bench: 'kiosk',
    db: 'pglite',
    families: FAMILIES,
    checkedIn,
    scanSeconds: SCAN_S,
    doorMinutes: Number(minutes.toFixed(2)),
    goalMinutes: 5,
    serverMsMedian: Number(pct(0.5)),
    serverMsP95: Number(pct(0.95)),
  }),
);
setDayClock(undefined);
await app.close();
await handle.close();
