// API throughput on the generated network: autocannon against (a) bare Node http, (b)
// Fastify + the database client running the enquiry keyset query, and (c) the portal's
// real GET /api/enquiry as a centre owner (signed in, access-checked, fenced, validated).
// Same connections and duration for each, one measured run after a short warm-up.
//
//   node bench/api.mjs --db pg --scale 0.05 --connections 64 --duration 10
//   node bench/api.mjs --db pglite            (--db both runs PostgreSQL then PGlite)
//   node bench/api.mjs --scale 0.1 --databases pg
// (b) answers the same columns as (c) does by default, pages of 50.
// Goal on PostgreSQL at 64 connections: (c) ≥ 0.6 × (b) in req/s and p99(c) ≤ 1.5 × p99(b).
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');

export async function startServers({ db, scale, seed, pageSize }) {
  const child = spawn(
    process.execPath,
    [
      path.join(root, 'bench/lib/api-servers.mjs'),
      '--db',
      db,
      '--scale',
      String(scale),
      '--seed',
      String(seed),
      '--page-size',
      String(pageSize),
    ],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const lines = createInterface({ input: child.stdout });
  const ready = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`benchmark servers exited with ${code}`)));
    lines.on('line', (line) => {
      if (line.startsWith('{"ready"')) resolve(JSON.parse(line));
      else console.log(line);
    });
  });
  return { ...ready, stop: () => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM'))) };
}

function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

async function measure(label, url, headers, { connections, duration }) {
  await cannon({ url, headers, connections, duration: 1 }); // warm-up, not recorded
  const r = await cannon({ url, headers, connections, duration });
  const out = {
    label,
    url: url.replace(/:\d+\//, ':PORT/'),
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
  const failures = out.non2xx || out.errors ? `   (${out.non2xx} non-2xx, ${out.errors} errors)` : '';
  console.log(
    `  ${label.padEnd(34)} ${String(out.rps).padStart(7)} req/s   p50 ${String(out.p50).padStart(4)} ms   ` +
      `p99 ${String(out.p99).padStart(4)} ms${failures}`,
  );
  return out;
}

/** One database: start the servers, sign in, run (a), (b), (c). */
export async function benchApi(opts) {
  const servers = await startServers(opts);
  try {
    const { ports, network } = servers;
    const login = await fetch(`http://127.0.0.1:${ports.app}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: network.user.email, password: network.user.password }),
    });
    if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
    const { token } = await login.json();
    const listUrl = `http://127.0.0.1:${ports.app}/api/enquiry?academicYearID=${network.academicYearId}&pageSize=${opts.pageSize}`;
    const check = await fetch(listUrl, { headers: { authorization: `Bearer ${token}` } });
    const body = await check.json();
    if (!check.ok || body.rows.length !== Math.min(opts.pageSize, network.counts.centreEnquiries))
      throw new Error(`the enquiry list answered ${check.status}: ${JSON.stringify(body).slice(0, 200)}`);

    console.log(
      `${servers.kind}: ${opts.connections} connections × ${opts.duration} s; ` +
        `centre ${network.centreId} has ${network.counts.centreEnquiries} enquiries this year, ` +
        `${network.counts.enquiries.toLocaleString('en-IN')} in all`,
    );
    const a = await measure('(a) bare node http', `http://127.0.0.1:${ports.bare}/`, {}, opts);
    const b = await measure(
      '(b) fastify + keyset query',
      `http://127.0.0.1:${ports.direct}/keyset?franchiseeId=${network.centreId}&academicYearId=${network.academicYearId}&limit=${opts.pageSize}`,
      {},
      opts,
    );
    const c = await measure('(c) GET /api/enquiry (centre owner)', listUrl, { authorization: `Bearer ${token}` }, opts);
    const ratio = c.rps / b.rps;
    const p99Ratio = c.p99 / Math.max(b.p99, 1);
    console.log(
      `  (c)/(b) = ${ratio.toFixed(2)} × req/s (goal ≥ 0.6 ×)   ` +
        `p99(c)/p99(b) = ${p99Ratio.toFixed(2)} × (goal ≤ 1.5 ×)`,
    );
    return {
      database: servers.kind,
      connections: opts.connections,
      duration: opts.duration,
      pageSize: opts.pageSize,
      network: network.counts,
      sizes: network.sizes,
      a,
      b,
      c,
      ratio: Number(ratio.toFixed(3)),
      p99Ratio: Number(p99Ratio.toFixed(3)),
    };
  } finally {
    await servers.stop();
  }
}

export function writeResult(name, result) {
  const dir = path.join(root, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  const body = JSON.stringify({ at: new Date().toISOString(), node: process.version, ...result }, null, 2);
  writeFileSync(file, body);
  writeFileSync(path.join(dir, `${name}-latest.json`), body);
  return path.relative(root, file);
}

export function apiSummary(r) {
  return (
    `api ${r.database}: (a) ${r.a.rps} req/s | (b) ${r.b.rps} req/s p99 ${r.b.p99} ms | ` +
    `(c) ${r.c.rps} req/s p50 ${r.c.p50} ms p99 ${r.c.p99} ms | ` +
    `(c)/(b) ${r.ratio.toFixed(2)} × req/s, p99 ${r.p99Ratio.toFixed(2)} × at ${r.connections} connections`
  );
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { parseArgs } = await import('./lib/database.mjs');
  const args = parseArgs(process.argv.slice(2), {
    db: 'both',
    scale: 0.05,
    seed: 42,
    connections: 64,
    duration: 10,
    pageSize: 50,
    databases: '',
  });
  // --databases pg (or pglite, or pg,pglite) names the databases; --db is the older spelling.
  const databases = args.databases ? args.databases.split(',') : args.db === 'both' ? ['pg', 'pglite'] : [args.db];
  for (const db of databases) {
    const result = await benchApi({ ...args, db });
    const file = writeResult(`api-${result.database}`, { scale: args.scale, seed: args.seed, ...result });
    console.log(`${apiSummary(result)}  → ${file}`);
  }
}
