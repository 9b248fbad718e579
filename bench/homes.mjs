// Throughput of the parent's and the teacher's homes: autocannon against the built server (npm run build) on a
// fresh demo database, the demo parent and teacher signed in, GET /api/home/parent and GET /api/home/teacher in
// turn at a fixed number of connections. Prints requests per second, p50 and p99 per home.
//   node bench/homes.mjs [--db pg|pglite] [--connections 16] [--duration 10]
// BENCH_SERVER_ENTRY (bench/lib/server.mjs) runs an earlier build kept aside, to compare two versions.
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { openBenchDb, parseArgs } from './lib/database.mjs';
import { cpuMs, signIn, startServer } from './lib/server.mjs';

const HOMES = [
  { name: 'parent', email: 'parent@demo.school', path: '/api/home/parent' },
  { name: 'teacher', email: 'teacher@demo.school', path: '/api/home/teacher' },
];

function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

export async function benchHomes({ db = 'pg', connections = 16, duration = 10 } = {}) {
  // The demo network, seeded afresh so the demo day (arrivals, diary, photos) is today's.
  const opened = await openBenchDb(db, { scale: 'homes', seed: 0 }, { fresh: true });
  await opened.handle.close();
  const server = await startServer(opened);
  const homes = {};
  try {
    for (const home of HOMES) {
      const headers = await signIn(server.url, home.email);
      const url = `${server.url}${home.path}`;
      const first = await fetch(url, { headers });
      if (!first.ok) throw new Error(`${home.path} answered ${first.status}`);
      await cannon({ url, headers, connections, duration: 2 }); // warm-up, not recorded
      const cpuBefore = cpuMs(server.pid);
      const r = await cannon({ url, headers, connections, duration });
      const cpu = cpuMs(server.pid) - cpuBefore;
      homes[home.name] = {
        rps: Math.round(r.requests.average),
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors + r.non2xx,
        nodeCpuMsPerRequest: r.requests.total ? Number((cpu / r.requests.total).toFixed(2)) : null,
      };
    }
  } finally {
    await server.stop();
  }
  return { database: db, connections, duration, load1: Number(loadavg()[0].toFixed(1)), homes };
}

export function homesSummary(r) {
  const part = (name) => {
    const h = r.homes[name];
    return `${name} ${h.rps} req/s (p50 ${h.p50} ms, p99 ${h.p99} ms, node ${h.nodeCpuMsPerRequest} ms CPU/request)`;
  };
  return `homes ${r.database} at ${r.connections} connections: ${part('parent')}; ${part('teacher')} (load ${r.load1})`;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { writeResult } = await import('./api.mjs');
  const args = parseArgs(process.argv.slice(2), { db: 'pg', connections: 16, duration: 10 });
  const result = await benchHomes(args);
  console.log(`${homesSummary(result)}  → ${writeResult(`homes-${result.database}`, result)}`);
}
