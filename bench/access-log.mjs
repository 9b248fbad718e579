// What the access log (DPDP Rule 6) costs a read: a teacher reads a child's record and a page of 50 children,
// with the log on (every read noted in memory, written in batches) and off, in alternating rounds; then what
// writing a batch of noted reads costs the database, off the request. Embedded PGlite in memory, demo data.
//   node bench/access-log.mjs [--requests 400] [--rounds 4]
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { register } from 'tsx/esm/api';

register();
const root = path.resolve(import.meta.dirname, '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const REQUESTS = arg('--requests', 400);
const ROUNDS = arg('--rounds', 4);

const { openDb, migrate } = await import('@portal/db');
const { sql } = await import('drizzle-orm');
const { setAccessLogWriter, flushAccessLog } = await import('@portal/kit');
const { writeAccessLog } = await import('@portal/mod-safeguards/server');
const { seedIfEmpty } = await import('../apps/server/src/seed/index.ts');
const { buildApp } = await import('../apps/server/src/app.ts');
const { loadConfig } = await import('../apps/server/src/config.ts');
const { DEMO_PASSWORD } = await import('@portal/mod-users/server');

const handle = await openDb({ dataDir: 'memory://' });
await migrate(handle, path.join(root, 'packages/db/migrations'));
await seedIfEmpty(handle.db);
const app = await buildApp({ db: handle, config: { ...loadConfig({}), webDist: undefined } });
await app.ready();
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: { username: 'teacher@demo.school', password: DEMO_PASSWORD },
});
const headers = { authorization: `Bearer ${login.json().token}` };
const [{ id: child }] = (await handle.db.execute(sql`select id from students where franchisee_id = 2 limit 1`)).rows;

const reads = { record: `/api/student/${child}`, list: '/api/student?pageSize=50' };

async function time(url) {
  const ms = [];
  for (let i = 0; i < REQUESTS; i++) {
    const t0 = performance.now();
    const res = await app.inject({ method: 'GET', url, headers });
    ms.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  }
  return ms;
}
const stats = (ms) => {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return { mean: s.reduce((a, b) => a + b, 0) / s.length, p50: at(0.5), p99: at(0.99) };
};
const fmt = (x) => `${x.toFixed(2)} ms`;

// Warm up both paths (statements kept, code compiled) before measuring.
for (const url of Object.values(reads)) await time(url);
await flushAccessLog();

const samples = { record: { on: [], off: [] }, list: { on: [], off: [] } };
for (let round = 0; round < ROUNDS; round++) {
  // Alternating which goes first, so the machine's drift falls on both alike.
  for (const mode of round % 2 ? ['off', 'on'] : ['on', 'off']) {
    setAccessLogWriter(mode === 'on' ? writeAccessLog : null);
    for (const [kind, url] of Object.entries(reads)) samples[kind][mode].push(...(await time(url)));
    await flushAccessLog();
  }
}
setAccessLogWriter(writeAccessLog);

console.log(`access log: ${REQUESTS} reads × ${ROUNDS} rounds each way, PGlite in memory, app.inject (no network)`);
for (const kind of Object.keys(reads)) {
  const on = stats(samples[kind].on);
  const off = stats(samples[kind].off);
  console.log(
    `  ${kind.padEnd(6)} off: mean ${fmt(off.mean)}, p50 ${fmt(off.p50)}, p99 ${fmt(off.p99)} | ` +
      `on: mean ${fmt(on.mean)}, p50 ${fmt(on.p50)}, p99 ${fmt(on.p99)} | ` +
      `on/off mean ${(on.mean / off.mean).toFixed(3)} ×, p50 ${(on.p50 / off.p50).toFixed(3)} ×`,
  );
}

// The batch writer's own cost: the reads noted above, written as the timer or a full buffer would.
// Below the buffer's 500 rows, so the flush here is the one that writes them.
for (const batch of [100, 400]) {
  for (let i = 0; i < batch; i++) await app.inject({ method: 'GET', url: reads.record, headers });
  const t0 = performance.now();
  await flushAccessLog();
  const ms = performance.now() - t0;
  console.log(`  writing a batch of ${batch} record reads: ${fmt(ms)} (${fmt(ms / batch)} a row), off the request`);
}
const [{ n }] = (await handle.db.execute(sql`select count(*)::int as n from access_log`)).rows;
console.log(`  access_log rows written: ${n}`);
await app.close();
await handle.close();
