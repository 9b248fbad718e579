/** Demo day at centre 002: approved pickups for parent@demo.school's child and a few of today's arrivals. */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, asc, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import { todayInIndia } from '@portal/core';
import type { Executor } from '@portal/db';
import {
  anonymousContext,
  everyFranchiseeContext,
  files,
  loadSharp,
  type FileStore,
  type SeedContext,
} from '@portal/kit';
import { markPresent, studentAdmissions, workingDates } from '@portal/mod-students/server';
import { adminUsers } from '@portal/mod-users/server';
import { dayCareEvents, dayCheckIns, dayPickups } from './schema.ts';
import { scheduleDaySummaries } from './summary.service.ts';
import { DEMO_MORNING_MINUTES, demoMorning, KIOSK_DEMO_PARENTS } from './clock.ts';

const CENTRE = 2;

const PICKUPS = [
  {
    name: 'Lakshmi Iyer',
    relation: 'GRANDPARENT',
    mobile: '9845012345',
    idReference: 'Aadhaar XXXX 4821',
    colour: '#2f9e44',
  },
  {
    name: 'Suresh Kumar',
    relation: 'DRIVER',
    mobile: '9880098800',
    idReference: 'Driving licence KA01 2019',
    colour: '#1971c2',
  },
];

/** A square portrait with the person's initials, as a stand-in for a photo. */
async function portrait(store: FileStore, db: Executor, name: string, colour: string, uploadedBy: number | null) {
  const initials = name
    .split(' ')
    .map((w) => w[0])
    .join('');
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240">' +
    `<rect width="240" height="240" fill="${colour}"/>` +
    '<text x="120" y="150" font-size="96" font-family="sans-serif" fill="#fff" text-anchor="middle">' +
    `${initials}</text></svg>`;
  const png = await (await loadSharp())(Buffer.from(svg)).png().toBuffer();
  const id = randomBytes(16).toString('base64url');
  await store.write(id, Readable.from([png]));
  await db.insert(files).values({
    id,
    originalName: `${name.toLowerCase().replace(/ /g, '-')}.png`,
    size: png.length,
    contentType: 'image/png',
    uploadedBy,
    franchiseeId: CENTRE,
  });
  return id;
}

export function seedDay(store: FileStore) {
  return async (db: Executor, { today }: SeedContext): Promise<void> => {
    await scheduleDaySummaries(db);
    const [parent] = await db
      .select({ id: adminUsers.id, studentAdmissionId: adminUsers.studentAdmissionId })
      .from(adminUsers)
      .where(eq(adminUsers.email, 'parent@demo.school'));
    const [head] = await db
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(eq(adminUsers.email, 'franchisee-a@demo.school'));
    if (parent?.studentAdmissionId) {
      // The parents named them a month ago: the rows carry the date they stand for.
      const named = new Date(today.getTime() - 30 * 86_400_000);
      for (const p of PICKUPS) {
        const photoFileId = await portrait(store, db, p.name, p.colour, parent.id);
        await db.insert(dayPickups).values({
          franchiseeId: CENTRE,
          studentAdmissionId: parent.studentAdmissionId,
          name: p.name,
          relation: p.relation,
          mobile: p.mobile,
          idReference: p.idReference,
          photoFileId,
          status: 'APPROVED',
          decidedBy: head?.id ?? null,
          decidedAt: named,
          createdAt: named,
          updatedAt: named,
        });
      }
    }

    // Today's arrivals, only on a day the centre works (attendance refuses any other). The demo parents'
    // children stay out, so a parent can try the kiosk's check-in themselves.
    const day = todayInIndia(today);
    const ctx = everyFranchiseeContext(anonymousContext(db));
    if ((await workingDates(ctx, CENTRE, day, day)).length === 0) return;
    const linked = db
      .select({ id: adminUsers.studentAdmissionId })
      .from(adminUsers)
      .where(and(isNotNull(adminUsers.studentAdmissionId), inArray(adminUsers.email, KIOSK_DEMO_PARENTS)));
    const children = await db
      .select({ id: studentAdmissions.id })
      .from(studentAdmissions)
      .where(
        and(
          eq(studentAdmissions.franchiseeId, CENTRE),
          eq(studentAdmissions.status, 'Active'),
          notInArray(studentAdmissions.id, linked),
        ),
      )
      .orderBy(asc(studentAdmissions.id))
      .limit(4);
    const morning = demoMorning(today, DEMO_MORNING_MINUTES);
    const methods = ['KIOSK_QR', 'ROSTER', 'KIOSK_PIN', 'ROSTER'];
    for (const [i, child] of children.entries()) {
      // 08:50 India time onwards (or earlier, before that hour), a few minutes apart.
      const inAt = new Date(morning.getTime() + i * 7 * 60_000);
      await db.insert(dayCheckIns).values({
        franchiseeId: CENTRE,
        studentAdmissionId: child.id,
        day,
        inAt,
        inMethod: methods[i],
        inBy: head?.id ?? null,
      });
      await markPresent(ctx, child.id, day);
    }

    // The morning's care events of those children: breakfast, a nap for the youngest, their moods.
    const at = (minutes: number) => new Date(morning.getTime() + (10 + minutes) * 60_000);
    type Seeded = Omit<typeof dayCareEvents.$inferInsert, 'franchiseeId' | 'day'>;
    const events = children.flatMap((child, i): Seeded[] => [
      { studentAdmissionId: child.id, at: at(10), kind: 'MEAL', meal: 'BREAKFAST', portion: i % 2 ? 'SOME' : 'MOST' },
      { studentAdmissionId: child.id, at: at(40), kind: 'MOOD', mood: i === 3 ? 'TIRED' : 'HAPPY' },
      ...(i === 0
        ? ([
            { studentAdmissionId: child.id, at: at(60), kind: 'ACTIVITY', text: 'Sand play and a story about the sea' },
            { studentAdmissionId: child.id, at: at(90), kind: 'NAP_START' },
            { studentAdmissionId: child.id, at: at(150), kind: 'NAP_END' },
          ] satisfies Seeded[])
        : []),
    ]);
    if (events.length)
      await db
        .insert(dayCareEvents)
        .values(events.map((e) => ({ ...e, franchiseeId: CENTRE, day, recordedBy: head?.id ?? null })));
  };
}
