import pg from 'pg';
import type { DbHandle } from './client.ts';
import { START_TIMEOUT_MS } from './probe.ts';

/**
 * What a server waiting on its PostgreSQL database may be waiting on, in one line: the pool's connections (in use,
 * idle, callers waiting for one), and every other session of the database with its state, what it waits on and
 * which sessions block it. Read on a connection of its own (the pool may have none to lend), within 5 s; empty on
 * PGlite, which has no other sessions.
 */
export async function describeWaits(handle: Pick<DbHandle, 'pool' | 'direct'>): Promise<string> {
  const pool = handle.direct ?? handle.pool;
  if (!pool) return '';
  const counts = `pool: ${pool.totalCount} connections, ${pool.idleCount} idle, ${pool.waitingCount} waiting`;
  const client = new pg.Client({
    connectionString: pool.options.connectionString,
    connectionTimeoutMillis: START_TIMEOUT_MS,
    query_timeout: START_TIMEOUT_MS,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    const { rows } = await client.query<{ line: string }>(
      `select format('%s %s, waits on %s, blocked by %s: %s', pid, coalesce(state, '-'),
                     coalesce(wait_event_type || ':' || wait_event, 'nothing'), pg_blocking_pids(pid),
                     left(regexp_replace(query, '\\s+', ' ', 'g'), 80)) as line
         from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    return `${counts}; other sessions: ${rows.map((r) => r.line).join(' | ') || 'none'}`;
  } catch (err) {
    return `${counts}; the sessions could not be read: ${err instanceof Error ? err.message : String(err)}`;
  } finally {
    void client.end().catch(() => {});
  }
}
