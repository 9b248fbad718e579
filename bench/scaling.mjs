// Costs against the size of the network: every head-office report, dashboard widget set, benchmark view, an
// export and the royalty run, timed on the generated network at several scales (bench/generate.mjs --scale),
// and a centre's own screens beside them. Each cost's growth between two scales is printed as an exponent k
// (time ∝ size^k): k ≈ 1 is linear, k > 1.2 is flagged as growing faster than the network; a centre's own
// screens should stay flat (k ≈ 0; flagged above 0.5).
//
//   node bench/scaling.mjs --scales 0.01,0.03,0.1 [--requests 5] [--db pg] [--costs follow-up]
// --costs times only the costs whose label contains it (the refresh, royalty run and export only when named).
// Needs `npm run build`. Each scale is its own database (generated on first use, kept afterwards).
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { generate } from './generate.mjs';
import { openBenchDb, parseArgs, root } from './lib/database.mjs';
import { signIn, startServer } from './lib/server.mjs';

const { refreshBenchmarkSummaries } = await import('@portal/mod-reports/server');
const { runRoyalty } = await import('@portal/mod-ledger/server');
const { anonymousContext } = await import('@portal/kit');
const { todayInIndia, addDays } = await import('@portal/core');

/** What is timed, as whom. `centre` costs are a centre's own screens (expected flat). */
function costs(network) {
  const today = todayInIndia();
  const yearAgo = addDays(today, -365);
  const period = `fromDate=${yearAgo}&toDate=${today}`;
  return [
    { label: 'dashboard widgets (head office)', as: 'head', path: '/api/dashboard/widgets' },
    { label: 'network benchmarks (head office)', as: 'head', path: '/api/report/benchmarks' },
    { label: 'enquiry dashboard (head office)', as: 'head', path: '/api/enquiry/dashboard' },
    {
      label: 'B2S report (head office)',
      as: 'head',
      path: `/api/B2SReport/dashboard?academicYearID=${network.academicYearId}`,
    },
    { label: 'follow-up buckets (head office)', as: 'head', path: '/api/followup/summary' },
    { label: 'finance dashboard (head office)', as: 'head', path: '/api/finance/dashboard' },
    { label: 'royalty report', as: 'head', path: `/api/report/royalty-report?${period}` },
    { label: 'order report', as: 'head', path: `/api/report/order-report?${period}` },
    { label: 'royalty due per centre', as: 'head', path: '/api/royalty/list' },
    { label: 'ledger: centres', as: 'head', path: '/api/ledger/franchisees' },
    { label: 'ledger: nodal account', as: 'head', path: '/api/ledger/nodal' },
    { label: 'ledger: trial balance', as: 'head', path: '/api/ledger/trial-balance' },
    { label: 'audit: centres ranked', as: 'head', path: '/api/audit/centres' },
    { label: 'incidents (network)', as: 'head', path: '/api/day/incidents/network' },
    { label: 'enquiry list page 1 (head office)', as: 'head', path: '/api/enquiry?pageSize=50' },
    { label: 'student list page 1 (head office)', as: 'head', path: '/api/student?pageSize=50' },
    {
      label: 'enquiry list page 1 (centre owner)',
      as: 'owner',
      centre: true,
      path: `/api/enquiry?academicYearID=${network.academicYearId}&pageSize=50`,
    },
    { label: 'dashboard widgets (centre owner)', as: 'owner', centre: true, path: '/api/dashboard/widgets' },
    { label: 'benchmarks (centre owner)', as: 'owner', centre: true, path: '/api/report/benchmarks' },
    { label: 'follow-up buckets (centre owner)', as: 'owner', centre: true, path: '/api/followup/summary' },
  ];
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function timeGet(url, headers, requests) {
  const times = [];
  let status = 200;
  for (let i = 0; i <= requests; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    status = res.status;
    if (!res.ok) break;
    if (i > 0) times.push(performance.now() - started); // the first (cold) one is not counted
  }
  return times.length ? median(times) : { status };
}

/** An export of the last year's enquiries as a job: seconds from the request to its file being ready. */
async function timeExport(url, headers) {
  const today = todayInIndia();
  const body = { report: 'enquiries', format: 'csv', fromDate: addDays(today, -365), toDate: today };
  const started = performance.now();
  const res = await fetch(`${url}/api/report/exports`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== 202) return { status: res.status };
  const { id } = await res.json();
  for (;;) {
    await new Promise((r) => setTimeout(r, 100));
    const list = await (await fetch(`${url}/api/report/exports`, { headers })).json();
    const row = list.rows.find((r) => r.id === id);
    if (row.status === 'Interrupted') return { status: 500 };
    if (row.status === 'Completed') return performance.now() - started;
  }
}

/** Last month's royalty run over every generated centre, rolled back afterwards so it can run again. */
async function timeRoyaltyRun(db, franchiseeIds) {
  const month = addDays(todayInIndia().slice(0, 7) + '-01', -1).slice(0, 7);
  const ctx = { ...anonymousContext(db), franchisees: 'all' };
  let ms = 0;
  await db
    .transaction(async (tx) => {
      const started = performance.now();
      await runRoyalty({ ...ctx, db: tx }, { months: [month], franchiseeIds });
      ms = performance.now() - started;
      throw new RolledBack();
    })
    .catch((e) => {
      if (!(e instanceof RolledBack)) throw e;
    });
  return ms;
}
class RolledBack extends Error {}

async function oneScale(scale, args) {
  const opened = await openBenchDb(args.db, { scale, seed: args.seed });
  const network = await generate(opened.handle.db, { scale, seed: args.seed });
  const times = {};
  const wanted = (label) => !args.costs || label.includes(args.costs);
  let started = performance.now();
  if (wanted('benchmark summaries refresh')) {
    await refreshBenchmarkSummaries(opened.handle.db);
    times['benchmark summaries refresh'] = performance.now() - started;
  }
  const { rows } = await opened.handle.pool.query(
    "select array_agg(id) as ids from franchisees where code like 'GEN%'",
  );
  if (wanted('royalty run'))
    times['royalty run (last month, every centre)'] = await timeRoyaltyRun(opened.handle.db, rows[0].ids);
  await opened.handle.close();
  const server = await startServer(opened);
  try {
    const who = {
      head: await signIn(server.url, 'superadmin@demo.school'),
      owner: await signIn(server.url, network.user.email),
    };
    for (const c of costs(network).filter((c) => wanted(c.label)))
      times[c.label] = await timeGet(server.url + c.path, who[c.as], args.requests);
    if (wanted('export')) times["export of a year's enquiries (job)"] = await timeExport(server.url, who.head);
  } finally {
    await server.stop();
  }
  console.log(
    `scale ${scale}: ${network.counts.franchisees} centres, ${network.counts.enquiries.toLocaleString('en-IN')} ` +
      `enquiries (load ${loadavg()[0].toFixed(1)})`,
  );
  return { scale, counts: network.counts, times };
}

export async function benchScaling(args) {
  const scales = String(args.scales).split(',').map(Number);
  const runs = [];
  for (const scale of scales) runs.push(await oneScale(scale, args));
  const centreOwn = new Set(
    costs({})
      .filter((c) => c.centre)
      .map((c) => c.label),
  );
  const labels = Object.keys(runs[0].times);
  const rows = [];
  const cell = (t) => (typeof t === 'number' ? `${t.toFixed(t < 10 ? 1 : 0)} ms` : `HTTP ${t.status}`);
  console.log(`\n${'cost'.padEnd(42)}${scales.map((s) => `scale ${s}`.padStart(14)).join('')}   growth k`);
  for (const label of labels) {
    const ts = runs.map((r) => r.times[label]);
    const ks = [];
    for (let i = 1; i < runs.length; i++) {
      const size = runs[i].counts.enquiries / runs[i - 1].counts.enquiries;
      if (typeof ts[i] === 'number' && typeof ts[i - 1] === 'number')
        ks.push(Math.log(Math.max(ts[i], 0.5) / Math.max(ts[i - 1], 0.5)) / Math.log(size));
    }
    const k = ks.length ? ks.at(-1) : null;
    const flat = centreOwn.has(label);
    const flag =
      k === null ? '' : flat ? (k > 0.5 ? '  GROWS (should be flat)' : '') : k > 1.2 ? '  FASTER THAN LINEAR' : '';
    rows.push({ label, centre: flat, times: ts, k: ks });
    console.log(
      `${label.padEnd(42)}${ts.map((t) => cell(t).padStart(14)).join('')}   ` +
        `${ks.map((x) => x.toFixed(2)).join(' → ') || '—'}${flag}`,
    );
  }
  const result = { db: args.db, scales, counts: runs.map((r) => r.counts), rows, load: loadavg() };
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, 'bench/results/scaling-latest.json'), JSON.stringify(result, null, 2));
  return result;
}

export const SCALING_DEFAULTS = { db: 'pg', scales: '0.01,0.03,0.1', seed: 42, requests: 5 };

export function scalingSummary(r) {
  const faster = r.rows.filter((x) => !x.centre && x.k.length && x.k.at(-1) > 1.2).map((x) => x.label);
  const grows = r.rows.filter((x) => x.centre && x.k.length && x.k.at(-1) > 0.5).map((x) => x.label);
  return (
    `scaling ${r.scales.join(' / ')}: ${r.rows.length} costs; faster than linear: ${faster.join(', ') || 'none'}; ` +
    `centre screens growing: ${grows.join(', ') || 'none'}`
  );
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await benchScaling(parseArgs(process.argv.slice(2), SCALING_DEFAULTS));
  console.log(scalingSummary(result));
  process.exit(0);
}
