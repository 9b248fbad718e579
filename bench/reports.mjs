// Dashboards and exports on the generated network (bench/generate.mjs): the benchmark summaries' refresh,
// the p50/p95 of the dashboard APIs (head office's and a centre owner's widgets, the network benchmarks), and
// an export of every enquiry of the last year (1,000,000 rows at --scale 1) run as a job: its duration and the
// server's resident memory (sampled, and the peak VmHWM).
//
//   node bench/reports.mjs --db pg --scale 1 [--requests 200] [--format csv|xlsx] [--seed 42]
//   node bench/reports.mjs --db pglite --scale 0.01
//   --node-flags=--max-old-space-size=160 starts the server with those Node flags
// Needs `npm run build`. Goals: every dashboard API under 300 ms at p95; a 1,000,000-row export done as a
// job within 60 s with the server below 300 MB.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { memoryOf } from './enquiry-import.mjs';
import { generate } from './generate.mjs';
import { openBenchDb, parseArgs, root } from './lib/database.mjs';

const MB = 1024 * 1024;
const { refreshBenchmarkSummaries } = await import('@portal/mod-reports/server');
const { todayInIndia, addDays } = await import('@portal/core');

async function freePort() {
  const net = await import('node:net');
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** The built server on the benchmark database (PostgreSQL URL, or the PGlite folder the data lives in). */
async function startServer(where, nodeFlags = '') {
  const port = await freePort();
  const dataDir = where.dataDir ?? mkdtempSync(path.join(tmpdir(), 'portal-bench-reports-'));
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: where.databaseUrl ?? '',
    AUTH_IP_LIMIT_PER_MINUTE: '10000',
    LOG_LEVEL: 'warn',
  };
  const server = spawn(process.execPath, [...nodeFlags.split(' ').filter(Boolean), 'apps/server/dist/main.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (server.exitCode !== null) throw new Error(`the portal exited with ${server.exitCode}`);
    if (i > 600) throw new Error('the portal did not start within 5 minutes');
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
      if (!where.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function signIn(url, username) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Demo@12345' }),
  });
  if (!res.ok) throw new Error(`sign-in of ${username} failed: ${res.status}`);
  return { authorization: `Bearer ${(await res.json()).token}` };
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** One request after another (a person's dashboard, not a load test), after five unrecorded. */
async function latency(label, url, headers, requests) {
  const times = [];
  for (let i = 0; i < requests + 5; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${label}: ${res.status}`);
    if (i >= 5) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { label, requests, p50: quantile(times, 0.5), p95: quantile(times, 0.95), max: times.at(-1) };
}

async function exportJob(url, headers, pid, format) {
  const today = todayInIndia();
  const body = { report: 'enquiries', format, fromDate: addDays(today, -365), toDate: today };
  // The peak is reset first (as bench/upload-limits.mjs does), so VmHWM is the export's own.
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    /* not Linux, or not allowed: VmHWM then counts from the start */
  }
  const before = memoryOf(pid).rss;
  let peakRss = before;
  const sampler = setInterval(() => {
    try {
      peakRss = Math.max(peakRss, memoryOf(pid).rss);
    } catch {
      /* the server is gone */
    }
  }, 100);
  const started = performance.now();
  try {
    const res = await fetch(`${url}/api/report/exports`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.status !== 202) throw new Error(`the export was refused: ${res.status} ${await res.text()}`);
    const { id } = await res.json();
    for (;;) {
      await new Promise((r) => setTimeout(r, 250));
      const list = await (await fetch(`${url}/api/report/exports`, { headers })).json();
      const row = list.rows.find((r) => r.id === id);
      if (row.status === 'Interrupted') throw new Error(`the export failed: ${row.error}`);
      if (row.status === 'Completed') {
        const seconds = (performance.now() - started) / 1000;
        const jobPeak = Math.max(peakRss, memoryOf(pid).peak);
        const file = await fetch(`${url}/api/report/exports/${id}/file`, { headers });
        const bytes = (await file.arrayBuffer()).byteLength;
        return { rows: row.rowCount, seconds, bytes, before, jobPeak, peakRss, hwm: memoryOf(pid).peak };
      }
    }
  } finally {
    clearInterval(sampler);
  }
}

export async function benchReports({
  db = 'pg',
  scale = 0.01,
  seed = 42,
  requests = 200,
  format = 'csv',
  nodeFlags = '',
} = {}) {
  const opened = await openBenchDb(db, { scale, seed });
  const network = await generate(opened.handle.db, { scale, seed });
  const started = performance.now();
  const summaryRows = await refreshBenchmarkSummaries(opened.handle.db);
  const refreshSeconds = (performance.now() - started) / 1000;
  await opened.handle.close?.();
  console.log(
    `network: ${network.counts.franchisees} centres, ${network.counts.enquiries.toLocaleString('en-IN')} enquiries, ` +
      `${network.counts.students.toLocaleString('en-IN')} students; benchmark summaries: ${summaryRows} ` +
      `centre-months in ${refreshSeconds.toFixed(1)} s`,
  );
  const server = await startServer(opened, nodeFlags);
  try {
    const head = await signIn(server.url, 'superadmin@demo.school');
    const owner = await signIn(server.url, network.user.email);
    // The export first, on a server that has answered nothing else yet.
    const job = await exportJob(server.url, head, server.pid, format);
    console.log(
      `export of ${job.rows.toLocaleString('en-IN')} enquiries (${format}, ${(job.bytes / MB).toFixed(0)} MB): ` +
        `${job.seconds.toFixed(1)} s as a job; server RSS ${(job.before / MB).toFixed(0)} MB before, ` +
        `${(job.jobPeak / MB).toFixed(0)} MB peak while the job ran, ${(job.peakRss / MB).toFixed(0)} MB ` +
        `with the download (VmHWM ${(job.hwm / MB).toFixed(0)} MB)`,
    );
    const apis = [
      await latency("head office's dashboard widgets", `${server.url}/api/dashboard/widgets`, head, requests),
      await latency("a centre owner's dashboard widgets", `${server.url}/api/dashboard/widgets`, owner, requests),
      await latency('network benchmarks, head office', `${server.url}/api/report/benchmarks`, head, requests),
      await latency("network benchmarks, a centre's own", `${server.url}/api/report/benchmarks`, owner, requests),
    ];
    for (const a of apis)
      console.log(
        `${a.label.padEnd(38)} p50 ${a.p50.toFixed(0).padStart(5)} ms  p95 ${a.p95.toFixed(0).padStart(5)} ms  ` +
          `max ${a.max.toFixed(0).padStart(5)} ms  (${a.requests} requests)`,
      );
    const result = { db, scale, seed, counts: network.counts, refreshSeconds, summaryRows, apis, export: job };
    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    writeFileSync(path.join(root, 'bench/results/reports-latest.json'), JSON.stringify(result, null, 2));
    return result;
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = parseArgs(process.argv.slice(2), {
    db: 'pg',
    scale: 0.01,
    seed: 42,
    requests: 200,
    format: 'csv',
    nodeFlags: '',
  });
  await benchReports(args);
  process.exit(0);
}
