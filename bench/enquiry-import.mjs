// Uploads a 100,000-row enquiry file (0.2 % of the rows bad) to the built portal, as a centre's
// staff would, and prints the time, rows per second and the server's memory: its resident size
// before the upload and its peak during it (the kernel's high-water mark, VmHWM).
//   node bench/enquiry-import.mjs [--rows 100000] [--db pg|pglite]
// pg (default) uses a fresh database on the PostgreSQL server (BENCH_PG_URL) and drops it after;
// pglite keeps the database inside the server process, so its memory counts the data too.
// Needs `npm run build`. Goal: ≤ 30 s and ≤ 300 MB for 100,000 rows.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const PG_BASE = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function freePort() {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Resident memory of a process in bytes: now (VmRSS) and the peak so far (VmHWM). */
export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)[1]) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

async function pgDatabase() {
  const name = `portal_bench_import_${Date.now()}`;
  const admin = new pg.Client({ connectionString: PG_BASE });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_BASE);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_BASE });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function startPortal(db) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-import-'));
  const database = db === 'pg' ? await pgDatabase() : null;
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    AUTH_IP_LIMIT_PER_MINUTE: '10000',
    LOG_LEVEL: 'warn',
    DATABASE_URL: database?.url ?? '',
  };
  const server = spawn(
    process.execPath,
    [...(process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean), 'apps/server/dist/main.js'],
    { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (server.exitCode !== null) throw new Error(`the portal exited with ${server.exitCode}`);
    if (i > 240) throw new Error('the portal did not start within 120 s');
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    pid: server.pid,
    stop: async () => {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
    },
  };
}

function enquiryFile(rows) {
  const names = ['Aarav', 'Vivaan', 'Aditya', 'Diya', 'Ananya', 'Ishaan', 'Saanvi', 'Kabir', 'Myra', 'Reyansh'];
  const classes = ['Playgroup', 'Nursery', 'LKG', 'UKG'];
  const lines = ['Parent name,Mobile,Child name,Child date of birth,Class,PIN code,Source'];
  for (let i = 0; i < rows; i++) {
    const mobile = i % 500 === 499 ? '12345' : `98${String(i).padStart(8, '0')}`;
    lines.push(
      [
        'Meera Sharma',
        mobile,
        `${names[i % 10]} ${names[Math.floor(i / 10) % 10]}`,
        `0${(i % 9) + 1}-06-2022`,
        classes[i % 4],
        `5600${String(10 + (i % 90))}`,
        'Walk-in',
      ].join(','),
    );
  }
  return Buffer.from(lines.join('\n'));
}

export async function benchImport({ rows = 100_000, db = 'pg' } = {}) {
  const portal = await startPortal(db);
  try {
    const login = await fetch(`${portal.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'franchisee-a@demo.school', password: 'Demo@12345' }),
    });
    if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
    const auth = { authorization: `Bearer ${(await login.json()).token}` };
    const [year] = (
      await (
        await fetch(`${portal.url}/api/franchiseeAcademicYears?isCurrentAcademicYear=true`, { headers: auth })
      ).json()
    ).rows;
    const file = enquiryFile(rows);
    const form = new FormData();
    form.append('file', new Blob([file], { type: 'text/csv' }), 'enquiries.csv');

    const before = memoryOf(portal.pid).rss;
    const started = performance.now();
    const res = await fetch(
      `${portal.url}/api/upload/enquiries?mode=skip-bad-rows&franchiseeID=2&academicYearID=${year.id}`,
      { method: 'POST', headers: auth, body: form },
    );
    const seconds = (performance.now() - started) / 1000;
    const body = await res.json();
    if (!res.ok) throw new Error(`the upload answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
    const { peak } = memoryOf(portal.pid);
    return {
      database: db === 'pg' ? 'postgres' : 'pglite',
      rows,
      fileMB: Number((file.length / 1048576).toFixed(1)),
      created: body.created,
      skipped: body.skipped,
      reported: body.errors.length,
      seconds: Number(seconds.toFixed(2)),
      rowsPerSecond: Math.round(body.created / seconds),
      rssBeforeMB: Math.round(before / 1048576),
      peakMB: Math.round(peak / 1048576),
    };
  } finally {
    await portal.stop();
  }
}

export function importSummary(r) {
  return (
    `enquiry import ${r.database}: ${r.rows.toLocaleString('en-IN')} rows (${r.fileMB} MB) in ${r.seconds} ` +
    `s = ${r.rowsPerSecond.toLocaleString('en-IN')} rows/s; ${r.created.toLocaleString('en-IN')} created, ` +
    `${r.reported} bad rows reported; server memory ${r.rssBeforeMB} MB before, peak ${r.peakMB} MB (goal ≤ 30 ` +
    `s, ≤ 300 MB)`
  );
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { parseArgs } = await import('./lib/database.mjs');
  const args = parseArgs(process.argv.slice(2), { rows: 100_000, db: 'pg' });
  const { writeResult } = await import('./api.mjs');
  const result = await benchImport(args);
  const file = writeResult(`enquiry-import-${result.database}`, result);
  console.log(`${importSummary(result)}  → ${file}`);
}
