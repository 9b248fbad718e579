// Failovers of the database tier (deploy/ha: Patroni pair with synchronous replication, etcd, HAProxy) under two
// portal nodes behind nginx, through PgBouncer, while eight clients keep writing the morning (care notes,
// payments to head office, pincodes). Each round loses the
// leader's machine (Patroni and the postmaster killed with SIGKILL), waits for writes to flow again, then brings
// the lost member back as a replica. Printed per round and in sum: the seconds without an acknowledged write,
// the requests refused (503 with Retry-After), and the acknowledged writes missing afterwards (must be 0).
//
//   node bench/failover.mjs [--rounds 5] [--workers 8]
// Runs the built server when there is one (`npm run build`), otherwise the sources.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { register } from 'tsx/esm/api';
import { parseArgs, root } from './lib/database.mjs';

register();
const load = (file) => import(pathToFileURL(`${root}/apps/server/test/${file}`).href);
const { startHa, HA_TIMINGS } = await load('nodes/ha.ts');
const { startNginx, startPgBouncer, until } = await load('nodes/cluster.ts');
const { ackedCount, morningWrites, writeLoad } = await load('nodes/write-load.ts');
const { signIn, startServer } = await load('faults/support.ts');

const DATABASE = 'portal';

async function query(url, text, values) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

async function round(ha, proxyUrl, tokens, n, workers) {
  const leader = await ha.leader();
  const kinds = await morningWrites(proxyUrl, tokens, 600_000 + n * 10_000);
  const load = writeLoad(proxyUrl, kinds, { workers });
  await until('writes to flow', async () => ackedCount(load.report()) >= 30, 60_000);
  const lostAt = Date.now();
  await leader.crash();
  await until('writes to succeed again', async () => load.ackedSince(lostAt) >= 30, 180_000, 200);
  const report = await load.stop();
  let stored = 0;
  for (const kind of kinds) {
    const [row] = await query(ha.url(DATABASE), `select count(*)::int as n from ${kind.table} where id = any($1)`, [
      report.acknowledged[kind.name],
    ]);
    stored += row.n;
  }
  leader.start();
  await until(
    'the lost member to rejoin',
    async () => (await leader.status())?.role === 'replica' && ha.patronictl(['list']).includes('Sync Standby'),
    180_000,
    500,
  );
  return {
    round: n + 1,
    lost: leader.name,
    secondsWithoutWrites: +(report.longestGapMs / 1000).toFixed(1),
    refused: report.refused.length,
    errors: report.refused.filter((r) => r.status !== 503).length,
    acknowledged: ackedCount(report),
    acknowledgedLost: ackedCount(report) - stored,
  };
}

export async function benchFailover(options) {
  const args = { rounds: 5, workers: 8, ...options };
  const stops = [];
  const folders = [];
  try {
    const ha = await startHa();
    stops.unshift(() => ha.stop());
    await query(ha.url(), `create database ${DATABASE}`);
    const bouncer = await startPgBouncer({ port: ha.writePort, url: ha.url, stop: async () => {} }, 20, {
      password: ha.password,
      settings: ['server_login_retry = 1', 'server_connect_timeout = 3'],
    });
    stops.unshift(() => bouncer.stop());
    const entry = existsSync(path.join(root, 'apps/server/dist/main.js')) ? 'built' : undefined;
    const nodes = [];
    // The first node migrates and seeds the demo network; the second starts on it.
    for (let i = 0; i < 2; i++) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-failover-'));
      folders.push(dataDir);
      const node = await startServer({
        entry,
        databaseUrl: `${bouncer.url}/${DATABASE}`,
        dataDir,
        readyTimeoutMs: 600_000,
        env: {
          DATABASE_DIRECT_URL: ha.url(DATABASE),
          DATABASE_READ_URL: ha.url(DATABASE, 'read'),
          AUTH_IP_LIMIT_PER_MINUTE: '100000',
          TRUST_PROXY: '1',
          DB_POOL_SIZE: '8',
        },
      });
      nodes.push(node);
      stops.unshift(() => node.kill());
    }
    const proxy = await startNginx(nodes.map((n) => n.port));
    stops.unshift(() => proxy.stop());
    const tokens = {
      owner: await signIn(proxy.url, 'franchisee-a@demo.school'),
      teacher: await signIn(proxy.url, 'teacher@demo.school'),
      finance: await signIn(proxy.url, 'finance@demo.school'),
    };
    const rounds = [];
    for (let n = 0; n < args.rounds; n++) {
      rounds.push(await round(ha, proxy.url, tokens, n, args.workers));
      console.error(JSON.stringify(rounds.at(-1)));
    }
    return {
      at: new Date().toISOString(),
      machine: `${cpus().length} × ${cpus()[0].model}`,
      load: loadavg()[0],
      patroni: HA_TIMINGS,
      args,
      rounds,
    };
  } finally {
    for (const stop of stops) await stop().catch(() => undefined);
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  }
}

export function failoverSummary(result) {
  const gaps = result.rounds.map((r) => r.secondsWithoutWrites).sort((a, b) => a - b);
  const sum = (key) => result.rounds.reduce((s, r) => s + r[key], 0);
  return (
    `${result.rounds.length} failovers (ttl ${result.patroni.TTL} s, loop_wait ${result.patroni.LOOP_WAIT} s; ` +
    `${result.machine}, load ${result.load.toFixed(1)}): seconds without writes median ` +
    `${gaps[Math.floor(gaps.length / 2)]}, max ${gaps.at(-1)}; requests refused ${sum('refused')} ` +
    `(${sum('errors')} not 503); acknowledged writes lost ${sum('acknowledgedLost')} of ${sum('acknowledged')}`
  );
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = parseArgs(process.argv.slice(2), { rounds: 5, workers: 8 });
  const result = await benchFailover(args);
  console.log(JSON.stringify(result, null, 2));
  console.log(failoverSummary(result));
}
