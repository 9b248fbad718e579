// Nodes behind a real proxy, and a read replica, built here from Debian's nginx and PostgreSQL 15:
//   1. throughput of the enquiry list (a centre owner's page of 50) and the parent home straight to one node,
//      through nginx to that one node, and through nginx to two nodes, in interleaved rounds;
//   2. the share of replica-eligible reads a streaming standby serves under a mixed load (owners' lists and
//      dashboards, teachers' rosters and check-ins), read from each node's /api/health counters.
// On a 2-core machine the load generator, nginx, PostgreSQL and the nodes share the two cores: the two-node
// figure shows what a second node and the proxy cost here, not how the portal scales on real servers.
//
//   node bench/nodes.mjs [--seconds 10] [--connections 32] [--rounds 2]
// Needs `npm run build`; the primary and its standby are temporary servers on free ports.
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { register } from 'tsx/esm/api';
import { parseArgs, root } from './lib/database.mjs';
import { signIn, startServer } from './lib/server.mjs';

register();
const { startNginx, startPrimary, startStandby } = await import(
  pathToFileURL(`${root}/apps/server/test/nodes/cluster.ts`).href
);

const DATABASE = 'portal';

const cannon = (opts) =>
  new Promise((resolve, reject) => autocannon(opts, (err, result) => (err ? reject(err) : resolve(result))));

async function rate(url, headers, { seconds, connections }) {
  await cannon({ url, headers, connections, duration: 1 }); // warm-up, not recorded
  const r = await cannon({ url, headers, connections, duration: seconds });
  return { rps: Math.round(r.requests.average), p99: r.latency.p99, errors: r.errors + r.non2xx };
}

async function createDatabase(server) {
  const admin = new pg.Client({ connectionString: server.url() });
  await admin.connect();
  await admin.query(`create database ${DATABASE}`);
  await admin.end();
}

/** The enquiry list and the parent home, straight, through nginx to one node, and to two. */
async function throughput(nodes, args) {
  const one = await startNginx([nodes[0].port]);
  const two = await startNginx(nodes.map((n) => n.port));
  const owner = await signIn(nodes[0].url, 'franchisee-a@demo.school');
  const parent = await signIn(nodes[0].url, 'parent@demo.school');
  const pages = [
    { name: 'enquiry list', path: '/api/enquiry?page=1&pageSize=50', headers: owner },
    { name: 'parent home', path: '/api/home/parent', headers: parent },
  ];
  const targets = [
    { name: 'one node, direct', url: nodes[0].url },
    { name: 'nginx → one node', url: one.url },
    { name: 'nginx → two nodes', url: two.url },
  ];
  const runs = new Map();
  for (let round = 0; round < args.rounds; round++)
    for (const page of pages)
      for (const target of round % 2 ? [...targets].reverse() : targets) {
        const key = `${page.name}|${target.name}`;
        runs.set(key, [...(runs.get(key) ?? []), await rate(target.url + page.path, page.headers, args)]);
      }
  await one.stop();
  await two.stop();
  return pages.map((page) => {
    const of = (target) => {
      const rounds = runs.get(`${page.name}|${target.name}`);
      return {
        target: target.name,
        rps: Math.round(rounds.reduce((s, r) => s + r.rps, 0) / rounds.length),
        p99: Math.max(...rounds.map((r) => r.p99)),
        errors: rounds.reduce((s, r) => s + r.errors, 0),
      };
    };
    const rows = targets.map(of);
    return { page: page.name, rows, twoOverOne: +(rows[2].rps / rows[1].rps).toFixed(2) };
  });
}

async function servedReads(node) {
  const health = await (await fetch(`${node.url}/api/health`)).json();
  return health.replica?.reads ?? { replica: 0, primary: 0 };
}

/** Owners read lists and dashboards while teachers read their roster and check children in. */
async function replicaShare(node, args) {
  const owner = await signIn(node.url, 'franchisee-a@demo.school');
  const teacher = await signIn(node.url, 'teacher@demo.school');
  const roster = await (await fetch(`${node.url}/api/day/roster`, { headers: teacher })).json();
  const children = roster.rows.map((r) => r.studentAdmissionId);
  const json = { ...teacher, 'content-type': 'application/json' };
  const before = await servedReads(node);
  const writes = children.map((id) => ({
    method: 'POST',
    path: '/api/day/roster/check-in',
    headers: json,
    body: JSON.stringify({ studentAdmissionId: id }),
  }));
  const [reads, mixed] = await Promise.all([
    cannon({
      url: node.url,
      connections: Math.max(1, Math.round(args.connections * 0.75)),
      duration: args.seconds,
      requests: [
        { path: '/api/enquiry?page=1&pageSize=50', headers: owner },
        { path: '/api/dashboard/widgets', headers: owner },
      ],
    }),
    cannon({
      url: node.url,
      connections: Math.max(1, Math.round(args.connections * 0.25)),
      duration: args.seconds,
      requests: [{ path: '/api/day/roster', headers: teacher }, ...writes],
    }),
  ]);
  const after = await servedReads(node);
  const replica = after.replica - before.replica;
  const primary = after.primary - before.primary;
  return {
    requests: reads.requests.total + mixed.requests.total,
    errors: reads.errors + reads.non2xx + mixed.errors + mixed.non2xx,
    replicaReads: replica,
    primaryReads: primary,
    replicaShare: +(replica / Math.max(1, replica + primary)).toFixed(2),
  };
}

export async function benchNodes(options) {
  const args = { seconds: 10, connections: 32, rounds: 2, ...options };
  const primary = await startPrimary();
  const standby = await startStandby(primary);
  const stops = [() => standby.stop(), () => primary.stop()];
  try {
    await createDatabase(primary);
    const databaseUrl = primary.url(DATABASE);
    // The first node migrates and seeds the demo network; the others start on it.
    const first = await startServer({ databaseUrl });
    stops.unshift(first.stop);
    const second = await startServer({ databaseUrl });
    stops.unshift(second.stop);
    const pages = await throughput([first, second], args);
    const withReplica = await startServer({ databaseUrl }, { env: { DATABASE_READ_URL: standby.url(DATABASE) } });
    stops.unshift(withReplica.stop);
    const replica = await replicaShare(withReplica, args);
    return { at: new Date().toISOString(), load: loadavg()[0], args, pages, replica };
  } finally {
    for (const stop of stops) await stop().catch(() => undefined);
  }
}

export function nodesSummary(result) {
  const pages = result.pages.map(
    (p) =>
      `${p.page} ${p.rows.map((r) => `${r.target} ${r.rps} req/s (p99 ${r.p99} ms)`).join(', ')}; ` +
      `two/one ${p.twoOverOne}`,
  );
  const r = result.replica;
  return [
    `nodes (load ${result.load.toFixed(1)}): ${pages.join(' | ')}`,
    `replica: ${Math.round(r.replicaShare * 100)}% of ${r.replicaReads + r.primaryReads} eligible reads ` +
      `served by the standby (${r.requests} requests, ${r.errors} errors)`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = parseArgs(process.argv.slice(2), { seconds: 10, connections: 32, rounds: 2 });
  const result = await benchNodes(args);
  console.log(JSON.stringify(result, null, 2));
  console.log(nodesSummary(result));
}
