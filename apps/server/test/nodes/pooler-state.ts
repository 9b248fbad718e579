import { withOneClient } from './one-client.ts';

type Row = Record<string, string | number | null>;

/** Rows counted by the values of `keys`, as "6 active portal, 5 idle portal". */
function countBy(rows: Row[], keys: string[]): string {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const key = keys.map((k) => row[k] || '-').join(' ');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, n]) => `${n} ${key}`).join(', ') || 'none';
}

/**
 * What PgBouncer holds for `database`, asked on its admin console: its pool's clients (active, waiting, and the
 * longest wait) and server connections by state and application. A request that hangs while every member is idle
 * shows here whether it waits for a server connection.
 */
export async function poolerState(bouncerUrl: string, database: string): Promise<string> {
  return withOneClient(
    `${bouncerUrl}/pgbouncer`,
    async (client) => {
      const mine = (rows: Row[]) => rows.filter((r) => r.database === database);
      const pools = mine((await client.query<Row>('SHOW POOLS')).rows).map((p) => {
        const fields = ['cl_active', 'cl_waiting', 'sv_active', 'sv_idle', 'sv_used', 'sv_tested', 'sv_login'];
        return `${fields.map((f) => `${f} ${p[f]}`).join(', ')}, maxwait ${p.maxwait} s`;
      });
      const servers = mine((await client.query<Row>('SHOW SERVERS')).rows);
      const clients = mine((await client.query<Row>('SHOW CLIENTS')).rows);
      const byState = (rows: Row[]) => countBy(rows, ['state', 'application_name']);
      const pool = pools.join('; ') || 'none';
      return `--- PgBouncer now: pool ${pool}; servers ${byState(servers)}; clients ${byState(clients)}`;
    },
    (err) => `--- PgBouncer now: not reachable (${String(err)})`,
  );
}

type PoolCounts = Record<string, { open: number; idle: number; waiting: number }>;

/** A node's pools as its health answers them (`/api/health`, within 3 s). */
async function poolsOf(url: string): Promise<PoolCounts> {
  const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(3000) });
  if (!res.ok) throw new Error(`health answered ${res.status}`);
  return ((await res.json()) as { connections?: PoolCounts }).connections ?? {};
}

/**
 * Each portal node's pools, or that it did not answer: a request that hangs while PgBouncer and every member are idle
 * waits in one of these for a connection, or its node is stuck.
 */
export async function nodePools(urls: string[]): Promise<string> {
  const each = urls.map(async (url, i) => {
    try {
      const pools = Object.entries(await poolsOf(url)).map(
        ([name, c]) => `${name} ${c.open} open, ${c.idle} idle, ${c.waiting} waiting`,
      );
      return `node ${i + 1}: ${pools.join(', ') || 'no pools'}`;
    } catch (err) {
      return `node ${i + 1}: health unanswered (${String(err)})`;
    }
  });
  return (await Promise.all(each)).join('; ');
}

/**
 * Connections the nodes' `portal` pools (through PgBouncer, where requests' statements and transactions go) have lent
 * out or are asked for, all nodes together; null while a node's health does not answer. With no requests coming in
 * it falls to 0 between the nodes' own jobs' moments. (The direct pools keep their LISTENs out for good.)
 */
export async function connectionsInUse(urls: string[]): Promise<number | null> {
  let inUse = 0;
  for (const url of urls) {
    const portal = (await poolsOf(url).catch(() => undefined))?.portal;
    if (!portal) return null;
    inUse += portal.open - portal.idle + portal.waiting;
  }
  return inUse;
}
