// Sends uploads the portal must refuse to the built server, as a centre's staff would, and prints for each
// how long the refusal took, the answer, the slowest health check answered meanwhile and the server's peak
// memory during that upload (VmHWM, reset before each one).
//   node bench/upload-limits.mjs [--db pglite|pg]
// Needs `npm run build`. Goal: a 1,000,000-row upload refused within 2 s with the server below 300 MB.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { memoryOf, startPortal } from './enquiry-import.mjs';
import { parseArgs } from './lib/database.mjs';
import { bombWorkbook, rowsWorkbook } from './lib/zip.mjs';

const MB = 1024 * 1024;
const GB = 1024 * MB;
const mobile = (i) => `98${String(i).padStart(8, '0')}`;
const ENQUIRY_HEADER = ['Parent name', 'Mobile', 'Child name', 'Child date of birth', 'Class', 'PIN code', 'Source'];
const enquiryRow = (i) => ['Meera Sharma', mobile(i), `Child ${i}`, '05-06-2022', 'Nursery', '560038', 'Walk-in'];

/** Built a thousand rows at a time, so this process holds few objects while it times the server. */
function csv(header, rows, row) {
  const parts = [Buffer.from(header.join(',') + '\n')];
  for (let i = 0; i < rows; i += 1000) {
    let chunk = '';
    for (let k = i; k < Math.min(rows, i + 1000); k++) chunk += row(k).join(',') + '\n';
    parts.push(Buffer.from(chunk));
  }
  return Buffer.concat(parts);
}

/** The uploads, each built when its turn comes so only one is held at a time. */
const cases = [
  ['1,000,000-row CSV, enquiry columns', 'leads.csv', async () => csv(ENQUIRY_HEADER, 1_000_000, enquiryRow)],
  ['1,000,000-row CSV, mobile numbers only', 'leads.csv', async () => csv(['Mobile'], 1_000_000, (i) => [mobile(i)])],
  ['1,000,000-row XLSX, enquiry columns', 'leads.xlsx', () => rowsWorkbook(ENQUIRY_HEADER, 1_000_000, enquiryRow)],
  [
    '1,000,000-row XLSX, mobile numbers only',
    'leads.xlsx',
    () => rowsWorkbook(['Mobile'], 1_000_000, (i) => [9_800_000_000 + i]),
  ],
  ['zip bomb: 2 GB sheet claiming 150 MB', 'leads.xlsx', () => bombWorkbook(2 * GB, { declaredSize: 150 * MB })],
  ['zip bomb: 3 GB sheet, honest headers', 'leads.xlsx', () => bombWorkbook(3 * GB)],
];

/**
 * GET /api/health every 50 ms from a separate process (so this one's own pauses do not count) until `done`
 * settles; the slowest answer in ms.
 */
async function slowestHealth(url, done) {
  const poller = spawn(
    process.execPath,
    [
      '-e',
      `let slowest = 0;
       process.on('SIGTERM', () => { process.stdout.write(String(Math.round(slowest))); process.exit(0); });
       (async () => { for (;;) {
         const t = performance.now();
         await fetch(${JSON.stringify(`${url}/api/health`)});
         slowest = Math.max(slowest, performance.now() - t);
         await new Promise((r) => setTimeout(r, 50));
       } })();`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  poller.stdout.on('data', (d) => (out += d));
  await done.catch(() => {});
  poller.kill('SIGTERM');
  await once(poller, 'exit');
  return Number(out);
}

const summary = (r) =>
  `${r.upload} (${r.fileMB} MB): ${r.status} in ${r.seconds} s, "${r.message}"; ` +
  `slowest health ${r.slowestHealthMs} ms; server ${r.rssBeforeMB} MB before, peak ${r.peakMB} MB`;

export async function benchUploadLimits({ db = 'pglite', onResult = () => {} } = {}) {
  const portal = await startPortal(db);
  try {
    const login = await fetch(`${portal.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'franchisee-a@demo.school', password: 'Demo@12345' }),
    });
    const auth = { authorization: `Bearer ${(await login.json()).token}` };
    const years = await fetch(`${portal.url}/api/franchiseeAcademicYears?isCurrentAcademicYear=true`, {
      headers: auth,
    });
    const year = (await years.json()).rows[0].id;
    const results = [];
    for (const [label, name, build] of cases) {
      const file = await build();
      const form = new FormData();
      form.append('file', new Blob([file]), name);
      // Reset the server's peak resident size so the figure is this upload's.
      writeFileSync(`/proc/${portal.pid}/clear_refs`, '5');
      const before = memoryOf(portal.pid).rss;
      const started = performance.now();
      const answer = fetch(`${portal.url}/api/upload/enquiries?franchiseeID=2&academicYearID=${year}`, {
        method: 'POST',
        headers: auth,
        body: form,
      }).then(async (res) => ({ status: res.status, body: await res.json() }));
      const health = await slowestHealth(portal.url, answer);
      const { status, body } = await answer;
      results.push({
        upload: label,
        fileMB: Number((file.length / MB).toFixed(1)),
        seconds: Number(((performance.now() - started) / 1000).toFixed(2)),
        status,
        message: body.message,
        slowestHealthMs: Math.round(health),
        rssBeforeMB: Math.round(before / MB),
        peakMB: Math.round(memoryOf(portal.pid).peak / MB),
      });
      onResult(results.at(-1));
    }
    return { database: db === 'pg' ? 'postgres' : 'pglite', results };
  } finally {
    await portal.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = parseArgs(process.argv.slice(2), { db: 'pglite' });
  const { writeResult } = await import('./api.mjs');
  const result = await benchUploadLimits({ ...args, onResult: (r) => console.log(summary(r)) });
  console.log(`→ ${writeResult(`upload-limits-${result.database}`, result)}`);
}
