// Observations and the progress card against the built portal:
//  1. recording an observation at the rush's load: --lanes teachers at once (closed loop, each records again as
//     soon as the last is answered), each write one to three children of the demo's Nursery class with its own
//     Idempotency-Key, for --seconds; the p50/p99 of the answer and the writes per second;
//  2. the class's progress card PDFs: 20 cards drawn one after another in Hindi (the class's children in turn when
//     it has fewer), the total seconds.
//   node bench/observations.mjs [--db pglite|pg] [--lanes 32] [--seconds 20]
// Needs `npm run build`. Goals (issue 70): recording ≤ 150 ms at p99; the class's 20 PDFs ≤ 60 s. The times are
// taken by the client over loopback, so they include the server's whole handling and an upper bound of it.
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { startPortal } from './enquiry-import.mjs';
import { parseArgs } from './lib/database.mjs';

const CARDS = 20;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function signIn(url, username) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Demo@12345' }),
  });
  if (!res.ok) throw new Error(`sign-in ${username}: ${res.status}`);
  return { authorization: `Bearer ${(await res.json()).token}` };
}

export async function run({ db = 'pglite', lanes = 32, seconds = 20 } = {}) {
  const { competenciesOfBand } = await import('../modules/observations/shared/framework.ts');
  const portal = await startPortal(db);
  try {
    const auth = await signIn(portal.url, 'teacher@demo.school');
    const roster = await (await fetch(`${portal.url}/api/observations/class`, { headers: auth })).json();
    const children = roster.children;
    if (children.length === 0) throw new Error('the demo teacher has no children to observe');

    // 1. Recording at load.
    const times = [];
    let refused = 0;
    const until = Date.now() + seconds * 1000;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: lanes }, async (_, lane) => {
        for (let i = 0; Date.now() < until; i++) {
          const first = (lane * 7 + i) % children.length;
          const picked = children.slice(first, first + 1 + (i % 3));
          const band = picked[0].band;
          const same = picked.filter((c) => c.band === band);
          const competencies = competenciesOfBand(band);
          const body = {
            studentAdmissionIds: same.map((c) => c.studentAdmissionId),
            competency: competencies[(lane + i) % competencies.length].code,
            level: ['proficient', 'progressing', 'beginner', 'notYetObserved'][i % 4],
            note: i % 5 === 0 ? 'Seen during free play' : undefined,
          };
          const at = performance.now();
          const res = await fetch(`${portal.url}/api/observations/record`, {
            method: 'POST',
            headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
            body: JSON.stringify(body),
          });
          await res.arrayBuffer();
          times.push(performance.now() - at);
          if (res.status !== 201) refused++;
        }
      }),
    );
    const took = (Date.now() - started) / 1000;
    times.sort((a, b) => a - b);
    const record = {
      lanes,
      writes: times.length,
      refused,
      perSecond: Number((times.length / took).toFixed(1)),
      p50Ms: Number(percentile(times, 50).toFixed(1)),
      p99Ms: Number(percentile(times, 99).toFixed(1)),
    };

    // 2. The class's 20 progress card PDFs, one after another, in Hindi.
    const pdfStarted = performance.now();
    let bytes = 0;
    for (let i = 0; i < CARDS; i++) {
      const child = children[i % children.length];
      const res = await fetch(`${portal.url}/api/observations/hpc/${child.studentAdmissionId}/pdf?language=hi`, {
        headers: auth,
      });
      if (!res.ok) throw new Error(`PDF of ${child.studentAdmissionId}: ${res.status}`);
      bytes += (await res.arrayBuffer()).byteLength;
    }
    const pdfs = {
      cards: CARDS,
      classChildren: children.length,
      seconds: Number(((performance.now() - pdfStarted) / 1000).toFixed(1)),
      kbPerCard: Math.round(bytes / CARDS / 1024),
    };
    const load = loadavg().map((l) => l.toFixed(2));
    console.log(`database: ${db}; machine load (1, 5, 15 min): ${load.join(', ')}`);
    console.log(
      `recording: ${record.writes} writes on ${lanes} lanes, ${record.perSecond}/s, p50 ${record.p50Ms} ms, ` +
        `p99 ${record.p99Ms} ms (goal ≤ 150 ms), ${refused} not 201`,
    );
    console.log(
      `progress cards: ${CARDS} PDFs in Hindi in ${pdfs.seconds} s (goal ≤ 60 s), ${pdfs.kbPerCard} kB each; ` +
        `the class has ${children.length} children`,
    );
    return { record, pdfs, load };
  } finally {
    await portal.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await run(parseArgs(process.argv.slice(2), { db: 'pglite', lanes: 32, seconds: 20 }));
}
