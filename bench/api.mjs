// API throughput on the generated network: autocannon against (a) bare Node http, (b)
// Fastify + the database client running the enquiry keyset query, and (c) the portal's
// real GET /api/enquiry as a centre owner (signed in, access-checked, fenced, validated), and (d) Fastify + the
// client reading only six columns of the same page (no reference labels: a ceiling the list cannot reach by design),
// and (e) (c) with the access log turned off, so the log's cost per request is printed beside the figures, and (f)
// (c) with no page kept: (c) asks for one page again and again, which the node answers from the page it keeps
// until a table the page reads changes; (f) reads it from the database every time, as a page asked first is.
// Same connections and duration for each. (b) and (c) run interleaved, --rounds times each (alternating
// which goes first), so both see the same machine; the ratio is summed over the rounds and printed per round.
//
//   node bench/api.mjs --db pg --scale 0.05 --connections 64 --duration 10 --rounds 4
//   node bench/api.mjs --db pglite            (--db both runs PostgreSQL then PGlite)
//   node bench/api.mjs --scale 0.1 --databases pg
// (b) answers the same columns as (c) does by default, pages of 50.
// Goal on PostgreSQL at 64 connections on the full network: (c) ≥ 1.0 × (b) in req/s and p99(c) ≤ 1.2 × p99(b) in
// every round; (c) ≥ 0.9 × (d) in req/s and p99(c) ≤ 1.3 × p99(d). (b), (c) and (d) run interleaved in each round.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadavg } from 'node:os';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { benchLocation } from './lib/database.mjs';
import { cpuMs, pgCpuMeter } from './lib/server.mjs';

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
  return {
    ...ready,
    pid: child.pid,
    stop: () => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM'))),
  };
}

function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

async function measure(label, url, headers, { connections, duration }, cpu) {
  await cannon({ url, headers, connections, duration: 1 }); // warm-up, not recorded
  const before = cpu && (await cpu.read());
  const r = await cannon({ url, headers, connections, duration });
  const used = cpu && (await cpu.read());
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
  if (cpu) {
    // The servers' process and PostgreSQL's backends, per request answered: a figure that load on the machine
    // disturbs far less than requests per second.
    out.nodeCpuMs = Number(((used.node - before.node) / Math.max(1, r.requests.total)).toFixed(3));
    out.pgCpuMs = Number(((await cpu.pgDelta()) / Math.max(1, r.requests.total)).toFixed(3));
  }
  const failures = out.non2xx || out.errors ? `   (${out.non2xx} non-2xx, ${out.errors} errors)` : '';
  console.log(
    `  ${label.padEnd(34)} ${String(out.rps).padStart(7)} req/s   p50 ${String(out.p50).padStart(4)} ms   ` +
      `p99 ${String(out.p99).padStart(4)} ms` +
      (cpu ? `   CPU/request node ${out.nodeCpuMs.toFixed(2)} ms, postgres ${out.pgCpuMs.toFixed(2)} ms` : '') +
      failures,
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
    const keysetUrl =
      `http://127.0.0.1:${ports.direct}/keyset?franchiseeId=${network.centreId}` +
      `&academicYearId=${network.academicYearId}&limit=${opts.pageSize}`;
    const pg = opts.db === 'pg' ? await pgCpuMeter(benchLocation('pg', opts).databaseUrl) : null;
    const cpu = {
      read: async () => ({ node: cpuMs(servers.pid) }),
      pgDelta: async () => (pg ? pg.delta() : 0),
    };
    const bs = [];
    const cs = [];
    const ds = [];
    const es = [];
    const fs = [];
    const keptPages = (on) => fetch(`http://127.0.0.1:${ports.direct}/kept-pages?on=${on ? 1 : 0}`, { method: 'POST' });
    const accessLog = (on) => fetch(`http://127.0.0.1:${ports.direct}/access-log?on=${on ? 1 : 0}`, { method: 'POST' });
    const sixUrl = keysetUrl.replace('/keyset?', '/keyset-six?');
    for (let round = 1; round <= opts.rounds; round++) {
      const runB = async () =>
        bs.push(await measure(`(b) fastify + keyset query  #${round}`, keysetUrl, {}, opts, cpu));
      const runD = async () => ds.push(await measure(`(d) six columns only  #${round}`, sixUrl, {}, opts, cpu));
      const auth = { authorization: `Bearer ${token}` };
      const runC = async () =>
        cs.push(await measure(`(c) GET /api/enquiry (owner)  #${round}`, listUrl, auth, opts, cpu));
      const runE = async () => {
        await accessLog(false);
        es.push(await measure(`(e) (c) without the access log  #${round}`, listUrl, auth, opts, cpu));
        await accessLog(true);
      };
      const runF = async () => {
        await keptPages(false);
        fs.push(await measure(`(f) (c) with no page kept  #${round}`, listUrl, auth, opts, cpu));
        await keptPages(true);
      };
      // Each round in another order, so no target always follows the same one.
      const order = [
        [runB, runC, runD, runE, runF],
        [runC, runF, runE, runD, runB],
        [runD, runB, runF, runE, runC],
        [runF, runE, runD, runC, runB],
      ][(round - 1) % 4];
      for (const run of order) await run();
      const [c, b, d] = [cs.at(-1), bs.at(-1), ds.at(-1)];
      const versus = (x) => `${(c.rps / x.rps).toFixed(2)} × req/s, p99 ${(c.p99 / Math.max(1, x.p99)).toFixed(2)} ×`;
      console.log(
        `    round ${round}: (c)/(b) = ${versus(b)}; (c)/(d) = ${versus(d)}; (f)/(d) = ${(
          fs.at(-1).rps / d.rps
        ).toFixed(2)} × req/s`,
      );
    }
    await pg?.close();
    const b = combine('(b) fastify + keyset query', bs);
    const c = combine('(c) GET /api/enquiry (centre owner)', cs);
    const d = combine('(d) fastify + six columns', ds);
    const e = combine('(e) (c) without the access log', es);
    const f = combine('(f) (c) with no page kept', fs);
    const ratio = c.rps / b.rps;
    const p99Ratio = c.p99 / Math.max(b.p99, 1);
    const sixRatio = c.rps / d.rps;
    const sixP99Ratio = c.p99 / Math.max(d.p99, 1);
    const perRound = cs.map((x, i) => x.rps / bs[i].rps);
    const p99PerRound = cs.map((x, i) => x.p99 / Math.max(1, bs[i].p99));
    const range = (xs) => `${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)}`;
    console.log(
      `  (c)/(b) = ${ratio.toFixed(2)} × req/s (per round ${range(perRound)}; goal ≥ 1.0 × in every round)   ` +
        `p99(c)/p99(b) = ${p99Ratio.toFixed(2)} × (per round ${range(p99PerRound)}; goal ≤ 1.2 ×)` +
        `   load ${loadavg()[0].toFixed(1)}`,
    );
    console.log(
      `  (c)/(d) = ${sixRatio.toFixed(2)} × req/s (per round ${range(cs.map((x, i) => x.rps / ds[i].rps))}; ` +
        `goal ≥ 0.9 ×)   p99(c)/p99(d) = ${sixP99Ratio.toFixed(2)} × ` +
        `(per round ${range(cs.map((x, i) => x.p99 / Math.max(1, ds[i].p99)))}; goal ≤ 1.3 ×)`,
    );
    console.log(
      `  CPU per request: node ${b.nodeCpuMs} ms (b) vs ${c.nodeCpuMs} ms (c) vs ${d.nodeCpuMs} ms (d); ` +
        `postgres ${b.pgCpuMs} ms (b) vs ${c.pgCpuMs} ms (c) vs ${d.pgCpuMs} ms (d)`,
    );
    // What each declared guarantee costs a list answer: the access log measured apart ((c) against (e)); the
    // audience, the fence and the labels are inside the one query and are what (c) pays over (d).
    const ms = (x) => (x >= 0 ? '+' : '') + x.toFixed(2);
    console.log(
      `  guarantees: access log (c)/(e) = ${(c.rps / e.rps).toFixed(2)} × req/s, ` +
        `p99 ${(c.p99 / Math.max(1, e.p99)).toFixed(2)} ×, CPU ${ms(c.nodeCpuMs - e.nodeCpuMs)} ms node ` +
        `${ms(c.pgCpuMs - e.pgCpuMs)} ms postgres; without it (e)/(d) = ${(e.rps / d.rps).toFixed(2)} × req/s ` +
        `(goal for (c) ≥ 0.9 ×), p99 ${(e.p99 / Math.max(1, d.p99)).toFixed(2)} × (goal ≤ 1.3 ×)`,
    );
    // The reference labels (a class's name, the counsellor's email) are what (b) reads over (d); the sign-in, the
    // access check, the fence, the in-centre audience and validation are what (c) pays over (b).
    console.log(
      `  guarantees: labels (b)/(d) = ${(b.rps / d.rps).toFixed(2)} × req/s, p99 ` +
        `${(b.p99 / Math.max(1, d.p99)).toFixed(2)} ×, CPU ${ms(b.nodeCpuMs - d.nodeCpuMs)} ms node ` +
        `${ms(b.pgCpuMs - d.pgCpuMs)} ms postgres; portal (fence, audience, checks) (c)/(b) = ` +
        `${(c.rps / b.rps).toFixed(2)} × req/s, p99 ${(c.p99 / Math.max(1, b.p99)).toFixed(2)} ×, ` +
        `CPU ${ms(c.nodeCpuMs - b.nodeCpuMs)} ms node ${ms(c.pgCpuMs - b.pgCpuMs)} ms postgres` +
        `   [goal (c)/(d) ≥ 0.9 × req/s, p99 ≤ 1.3 ×]`,
    );
    // The same answer read from the database each time: what a page asked for the first time costs.
    console.log(
      `  kept pages: (c)/(f) = ${(c.rps / f.rps).toFixed(2)} × req/s; with no page kept (f)/(d) = ` +
        `${(f.rps / d.rps).toFixed(2)} × req/s (per round ${range(fs.map((x, i) => x.rps / ds[i].rps))}), ` +
        `p99 ${(f.p99 / Math.max(1, d.p99)).toFixed(2)} ×, (f)/(b) = ${(f.rps / b.rps).toFixed(2)} × req/s; ` +
        `CPU node ${f.nodeCpuMs} ms, postgres ${f.pgCpuMs} ms`,
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
      d,
      e,
      f,
      rounds: { b: bs, c: cs, d: ds, e: es, f: fs },
      load: loadavg(),
      ratio: Number(ratio.toFixed(3)),
      p99Ratio: Number(p99Ratio.toFixed(3)),
      sixRatio: Number(sixRatio.toFixed(3)),
      sixP99Ratio: Number(sixP99Ratio.toFixed(3)),
    };
  } finally {
    await servers.stop();
  }
}

/** The rounds of one target as one figure: requests per second and p99 averaged over the rounds. */
function combine(label, runs) {
  const mean = (f) => Math.round(runs.reduce((s, r) => s + f(r), 0) / runs.length);
  return {
    label,
    url: runs[0].url,
    rps: mean((r) => r.rps),
    p50: mean((r) => r.p50),
    p99: mean((r) => r.p99),
    max: Math.max(...runs.map((r) => r.max)),
    requests: runs.reduce((s, r) => s + r.requests, 0),
    non2xx: runs.reduce((s, r) => s + r.non2xx, 0),
    errors: runs.reduce((s, r) => s + r.errors, 0),
    nodeCpuMs: Number((runs.reduce((s, r) => s + (r.nodeCpuMs ?? 0), 0) / runs.length).toFixed(3)),
    pgCpuMs: Number((runs.reduce((s, r) => s + (r.pgCpuMs ?? 0), 0) / runs.length).toFixed(3)),
  };
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
    `(c)/(b) ${r.ratio.toFixed(2)} × req/s, p99 ${r.p99Ratio.toFixed(2)} × | ` +
    `(d) ${r.d.rps} req/s p99 ${r.d.p99} ms | ` +
    `(c)/(d) ${r.sixRatio.toFixed(2)} × req/s, p99 ${r.sixP99Ratio.toFixed(2)} × at ${r.connections} connections, ` +
    `${r.rounds.c.length} interleaved rounds of ${r.duration} s (load ${r.load[0].toFixed(1)})`
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
    rounds: 4,
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
