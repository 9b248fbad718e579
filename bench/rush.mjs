// The morning rush: the moment every centre opens at 9 am, against the built server on the generated network.
// A mixed load in the proportions of a 500-centre network (below, MIX) arrives at a fixed rate (open loop: the
// clients do not wait for the server), stepped up until the p99 of all requests passes the goal. Prints the
// sustainable requests per second at p99 ≤ --p99 ms, the p99 of each kind at that rate, and the CPU per
// request of the server (node) and of PostgreSQL's backends, read from /proc.
//
//   node bench/rush.mjs --db pg --scale 0.1 [--start 40] [--step 40] [--seconds 10] [--p99 300]
//   node bench/rush.mjs --home home                 parents open /api/home/parent instead of the student dashboard
//   node bench/rush.mjs --db pglite --connections 16 --seconds 20
//                                                   one centre's mix at a fixed number of connections (closed loop)
//   --parents 200 --teachers 50 --counsellors 20 --owners 20 --sessions 1
//                                                   how many of the generated people sign in, sessions each
// Needs `npm run build`. The people are the generated centres' own (bench/generate.mjs adds them to a network
// generated before): parents, class teachers, counsellors and owners sampled across the centres (the first of
// every centre, then the second…; with --connections, the first generated centre's people only), and head
// office. Each request goes to one of them at random: a parent asks for their own child, a teacher for their
// class, and each check-in is a child of that teacher's class not yet in today (after the last, taps repeat;
// the run prints how many did).
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { benchPeople, generate } from './generate.mjs';
import { openBenchDb, parseArgs, root } from './lib/database.mjs';
import { declaredRushLines } from './lib/declared-rush.mjs';
import { client, closedLoop, fire, openLoop, quantile, summarise } from './lib/load.mjs';
import { cpuMs, pgCpuMeter, signIn, startServer } from './lib/server.mjs';

const { todayInIndia } = await import('@portal/core');

/**
 * What a 500-centre network asks for between 9 and 9:15 (requests per minute, relative): about 100,000 parents
 * open their child's home and day, 5,000 teachers take the roster and check children in, 1,000 counsellors
 * work their follow-up buckets, 500 owners look at their dashboard and enquiries, head office its two screens.
 * `network` kinds are head office's; `centre` marks what one centre's own people ask (--connections mode).
 */
const MIX = [
  { kind: 'parent home', weight: 40, as: 'parent', get: (s) => s.homePath },
  { kind: "parent: child's day", weight: 20, as: 'parent', get: (s, who) => `/api/day/timeline/${who.child}` },
  { kind: 'teacher roster', weight: 10, as: 'teacher', get: () => '/api/day/roster' },
  {
    kind: 'teacher check-in',
    weight: 6,
    as: 'teacher',
    post: (s, who) => ['/api/day/roster/check-in', { studentAdmissionId: who.nextChild() }],
  },
  { kind: 'teacher attendance', weight: 4, as: 'teacher', get: (s, who) => who.attendancePath },
  { kind: 'counsellor buckets', weight: 5, as: 'counsellor', get: () => '/api/followup/summary' },
  { kind: 'counsellor bucket list', weight: 5, as: 'counsellor', get: () => '/api/followup/list?bucket=due' },
  { kind: 'owner dashboard', weight: 4, as: 'owner', get: () => '/api/dashboard/widgets' },
  { kind: 'owner enquiry list', weight: 3, as: 'owner', get: (s) => s.enquiryPath },
  { kind: "owner: centre's day", weight: 2, as: 'owner', get: () => '/api/day/today' },
  { kind: 'head office dashboard', weight: 0.5, as: 'head', network: true, get: () => '/api/dashboard/widgets' },
  { kind: 'head office benchmarks', weight: 0.5, as: 'head', network: true, get: () => '/api/report/benchmarks' },
];

/** Head office: one account, several sessions. */
const HEAD_OFFICE = 'superadmin@demo.school';
/** The generated people's roles in the mix (bench/generate.mjs names their addresses by kind). */
const KINDS = { parent: 'parent', teacher: 'teacher', counsellor: 'counsellor', owner: 'owner' };

/** Signs in `count` at a time (each sign-in hashes a password: the server's slowest request). */
async function signInAll(url, people, sessions, count = 8) {
  const out = [];
  const queue = people.flatMap((p) => Array.from({ length: sessions }, () => p));
  await Promise.all(
    Array.from({ length: count }, async () => {
      for (let p = queue.shift(); p; p = queue.shift()) out.push({ ...p, headers: await signIn(url, p.email) });
    }),
  );
  return out;
}

/**
 * Sessions and the ids the mix needs: each parent's child (their account's link), each teacher's class (their
 * roster's first) and the children of it not yet in today, in the order they will be checked in.
 */
async function prepare(url, { sessions, home, network, people }) {
  const tokens = {};
  for (const [role, kind] of Object.entries(KINDS)) {
    if (!people[kind]?.length) throw new Error(`no generated ${kind}s: run node bench/generate.mjs first`);
    tokens[role] = await signInAll(url, people[kind], sessions);
  }
  tokens.head = await signInAll(url, [{ email: HEAD_OFFICE }], sessions);
  const get = async (session, p) => {
    const res = await fetch(url + p, { headers: session.headers });
    if (!res.ok) throw new Error(`${session.email} ${p}: ${res.status} ${(await res.text()).slice(0, 200)}`);
    return res.json();
  };
  for (const session of tokens.parent) session.child = session.studentAdmissionId;
  const classes = new Map();
  let repeated = 0;
  for (const session of tokens.teacher) {
    let cls = classes.get(session.email);
    if (!cls) {
      const roster = await get(session, '/api/day/roster');
      const waiting = roster.rows.filter((r) => !r.inAt).map((r) => r.studentAdmissionId);
      const all = roster.rows.map((r) => r.studentAdmissionId);
      let next = 0;
      cls = {
        attendancePath:
          `/api/attendance/class?date=${todayInIndia()}&classId=${roster.classId}` +
          `&academicYearID=${network.academicYearId}`,
        // A teacher's sessions share one queue: a child is checked in once, then (queue empty) taps repeat.
        nextChild: () => {
          if (waiting.length) return waiting.shift();
          repeated++;
          return all[next++ % all.length];
        },
      };
      classes.set(session.email, cls);
    }
    Object.assign(session, cls);
  }
  return {
    tokens,
    homePath: home === 'home' ? '/api/home/parent' : '/api/student/dashboard',
    enquiryPath: `/api/enquiry?academicYearID=${network.academicYearId}&pageSize=50`,
    repeatedCheckIns: () => repeated,
    people: Object.fromEntries(
      Object.entries(tokens).map(([role, list]) => [
        role,
        { accounts: new Set(list.map((x) => x.email)).size, centres: new Set(list.map((x) => x.franchiseeId)).size },
      ]),
    ),
  };
}

/**
 * Each kind alone, `count` requests one after another: statements and rows per request (the server's tally, sent
 * with DB_TALLY=1), CPU per request in node and in PostgreSQL's backends, and the median time. What a kind asks of
 * the database does not depend on the machine's load; its CPU and time do.
 */
async function profileKinds({ send, state, mix, count, server, pgMeter }) {
  const out = {};
  for (const m of mix) {
    const node0 = cpuMs(server.pid);
    await pgMeter?.delta();
    const answers = [];
    for (let i = 0; i < count; i++) answers.push(await fire(send, state, m));
    const nodeMs = (cpuMs(server.pid) - node0) / count;
    const pgMs = pgMeter ? (await pgMeter.delta()) / count : null;
    const tallies = answers.map((a) => (a.tally ?? '0 0').split(' ').map(Number));
    const mean = (i) => tallies.reduce((s, t) => s + t[i], 0) / count;
    const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
    out[m.kind] = {
      queries: mean(0),
      rows: mean(1),
      nodeCpuMs: nodeMs,
      pgCpuMs: pgMs,
      p50: quantile(ms, 0.5),
      failed: answers.filter((a) => a.status >= 300).length,
    };
  }
  const weight = mix.reduce((s, m) => s + m.weight, 0);
  const mixed = (key) => mix.reduce((s, m) => s + (out[m.kind][key] ?? 0) * m.weight, 0) / weight;
  console.log(`profile (${count} requests of each kind alone; load ${loadavg()[0].toFixed(1)}):`);
  console.log(
    `  ${'kind'.padEnd(26)} ${'queries'.padStart(8)} ${'rows'.padStart(9)} ${'node CPU'.padStart(9)} ` +
      `${'pg CPU'.padStart(9)} ${'p50'.padStart(8)}`,
  );
  const ms = (x, width = 6) => (x === null ? '—'.padStart(width + 3) : `${x.toFixed(2).padStart(width)} ms`);
  const line = (kind, p) =>
    console.log(
      `  ${kind.padEnd(26)} ${p.queries.toFixed(1).padStart(8)} ` +
        `${Math.round(p.rows).toLocaleString('en-IN').padStart(9)} ${ms(p.nodeCpuMs)} ${ms(p.pgCpuMs)} ` +
        `${ms(p.p50, 5)}${p.failed ? `  (${p.failed} failed)` : ''}`,
    );
  for (const m of mix) line(m.kind, out[m.kind]);
  const average = {
    queries: mixed('queries'),
    rows: mixed('rows'),
    nodeCpuMs: mixed('nodeCpuMs'),
    pgCpuMs: pgMeter ? mixed('pgCpuMs') : null,
    p50: mixed('p50'),
    failed: 0,
  };
  line('the mix (weighted)', average);
  return { kinds: out, mix: average };
}

async function measured(run, server, pgMeter) {
  const node0 = cpuMs(server.pid);
  await pgMeter?.delta();
  const out = await run();
  const nodeMs = cpuMs(server.pid) - node0;
  const pgMs = pgMeter ? await pgMeter.delta() : null;
  const n = Math.max(1, out.samples.length);
  return { ...out, nodeCpuPerRequest: nodeMs / n, pgCpuPerRequest: pgMs === null ? null : pgMs / n };
}

const fmt = (x) => (x === null ? '—' : `${x.toFixed(2)} ms`);

function printStep(label, step, s) {
  console.log(
    `${label}  ${String(Math.round(s.all.requests / step.elapsed)).padStart(5)} req/s answered  ` +
      `p50 ${String(s.all.p50).padStart(4)} ms  p99 ${String(s.all.p99).padStart(5)} ms  ` +
      `failed ${s.all.failed}  not sent (too many in flight) ${step.dropped}  ` +
      `CPU/request node ${fmt(step.nodeCpuPerRequest)} postgres ${fmt(step.pgCpuPerRequest)}  ` +
      `load ${loadavg()[0].toFixed(1)}`,
  );
}

function printKinds(s) {
  for (const [kind, k] of Object.entries(s.kinds))
    console.log(
      `  ${kind.padEnd(26)} ${String(k.requests).padStart(6)} requests  p50 ${String(k.p50).padStart(4)} ms  ` +
        `p99 ${String(k.p99).padStart(5)} ms${k.failed ? `  (${k.failed} failed: ${k.statuses})` : ''}`,
    );
}

export async function benchRush(args) {
  const opened = await openBenchDb(args.db, args);
  const network = await generate(opened.handle.db, args);
  // One centre's mix (--connections): the first generated centre's people; else a sample across the network.
  const people = await benchPeople(opened.handle.db, {
    seed: args.seed,
    centres: args.connections ? 1 : undefined,
    counts: { parent: args.parents, teacher: args.teachers, counsellor: args.counsellors, owner: args.owners },
  });
  // A refresh of the network's benchmark summaries queued by an earlier run's check-ins (it runs five minutes after
  // a write, 12 s at --scale 1 here) would fall into this run's steps by chance: each run starts without one.
  await opened.handle.db.execute(sql`delete from jobs where name = 'reports.benchmarks' and state = 'queued'`);
  await opened.handle.close();
  const server = await startServer(opened, { nodeFlags: args.nodeFlags, env: { DB_TALLY: '1' } });
  const pgMeter = await pgCpuMeter(opened.databaseUrl);
  try {
    const state = await prepare(server.url, { sessions: args.sessions, home: args.home, network, people });
    console.log(
      'signed in: ' +
        Object.entries(state.people)
          .map(([role, p]) => `${p.accounts} ${role}${p.accounts === 1 ? '' : 's'} (${p.centres || 1} centres)`)
          .join(', ') +
        `, ${args.sessions} session(s) each`,
    );
    const send = client(server.url, args.sockets);
    // One centre's own people only (the embedded default serves one centre).
    const declared = await declaredRushLines(server.url);
    const mix = [...MIX, ...declared].filter((m) => !args.connections || !m.network);
    // Warm-up: every kind once (each must answer), then a short burst, not recorded.
    for (const m of mix) {
      const { status } = await fire(send, state, m);
      if (status >= 400) throw new Error(`${m.kind} answered ${status}`);
    }
    await closedLoop({ send, state, mix, connections: 8, seconds: 3 });
    const result = { db: args.db, scale: args.scale, counts: network.counts, home: state.homePath, steps: [] };
    if (args.profile > 0)
      result.profile = await profileKinds({ send, state, mix, count: args.profile, server, pgMeter });
    if (args.profileOnly) return result;
    if (args.connections) {
      const step = await measured(
        () => closedLoop({ send, state, mix, connections: args.connections, seconds: args.seconds }),
        server,
        pgMeter,
      );
      const s = summarise(step.samples, mix);
      printStep(`${args.connections} connections`, step, s);
      printKinds(s);
      result.fixed = { connections: args.connections, ...strip(step), ...s, load: loadavg()[0] };
      result.goalMet = s.all.p99 <= args.p99;
      console.log(
        `p99 ${s.all.p99} ms at ${args.connections} connections (goal ≤ ${args.p99} ms): ` +
          (result.goalMet ? 'met' : 'not met'),
      );
    } else {
      let best = null;
      for (let rate = args.start; rate <= args.maxRate; rate += args.step) {
        const step = await measured(
          () => openLoop({ send, state, mix, rate, seconds: args.seconds, cap: args.sockets * 4 }),
          server,
          pgMeter,
        );
        const s = summarise(step.samples, mix);
        printStep(`${String(rate).padStart(5)} req/s offered:`, step, s);
        const ok = s.all.p99 <= args.p99 && s.all.failed === 0 && step.dropped === 0;
        result.steps.push({ rate, ok, ...strip(step), ...s, load: loadavg()[0] });
        if (!ok) {
          printKinds(s);
          break;
        }
        best = { rate, step, s };
      }
      if (best) {
        console.log(
          `sustainable: ${best.rate} req/s at p99 ${best.s.all.p99} ms (goal p99 ≤ ${args.p99} ms); ` +
            `CPU per request: node ${fmt(best.step.nodeCpuPerRequest)}, postgres ${fmt(best.step.pgCpuPerRequest)}`,
        );
        printKinds(best.s);
      } else console.log(`not even ${args.start} req/s stays within p99 ${args.p99} ms`);
      result.sustainable = best && { rate: best.rate, ...strip(best.step), ...best.s };
    }
    result.people = state.people;
    result.repeatedCheckIns = state.repeatedCheckIns();
    console.log(
      `check-ins on a child already in (every waiting child of the class was in): ${result.repeatedCheckIns}`,
    );
    result.load = loadavg();
    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    const name = args.connections ? `rush-${args.db}-${args.connections}c` : `rush-${args.db}`;
    writeFileSync(path.join(root, `bench/results/${name}-latest.json`), JSON.stringify(result, null, 2));
    return result;
  } finally {
    await pgMeter?.close();
    await server.stop();
  }
}

const strip = ({ samples, ...rest }) => ({ ...rest, answered: samples.length });

export const RUSH_DEFAULTS = {
  db: 'pg',
  scale: 0.1,
  seed: 42,
  start: 40,
  step: 40,
  maxRate: 5000,
  seconds: 10,
  p99: 300,
  sockets: 64,
  sessions: 1,
  parents: 200,
  teachers: 50,
  counsellors: 20,
  owners: 20,
  home: 'dashboard',
  connections: 0,
  nodeFlags: '',
  /** Requests of each kind alone, one at a time, for the profile (0: none); --profile-only stops after it. */
  profile: 10,
  profileOnly: false,
};

export function rushSummary(r) {
  if (r.fixed)
    return `rush ${r.db} (one centre): ${r.fixed.connections} connections, ${Math.round(
      r.fixed.all.requests / r.fixed.elapsed,
    )} req/s, p99 ${r.fixed.all.p99} ms`;
  return r.sustainable
    ? `rush ${r.db}: ${r.sustainable.rate} req/s at p99 ${r.sustainable.all.p99} ms; CPU/request node ` +
        `${fmt(r.sustainable.nodeCpuPerRequest)}, postgres ${fmt(r.sustainable.pgCpuPerRequest)}`
    : `rush ${r.db}: no step within the p99 goal`;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await benchRush(parseArgs(process.argv.slice(2), RUSH_DEFAULTS));
  console.log(rushSummary(result));
  process.exit(0);
}
