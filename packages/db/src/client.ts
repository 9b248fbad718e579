import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db, Executor } from './executor.ts';
import { ReadReplica, type ReplicaSettings } from './replica.ts';
import { tallyEnabled, tallyPglite, tallyPool } from './tally.ts';
import { lockFolder, type FolderLock } from './folder-lock.mjs';
import { probeDatabase } from './probe.ts';
import { watchCommits, watchPoolWrites } from './commit-outcome.ts';
import { SettingError } from './setting-error.ts';
import { dropRowTypeArrayParsers } from './pglite-parsers.ts';

export type { Db, Executor, Tx } from './executor.ts';

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The pool behind a PostgreSQL handle (through the pooler when there is one). */
  pool?: pg.Pool;
  /**
   * Connections straight to the primary for what needs a session of its own: LISTEN and the migrator's
   * advisory lock. The same pool as `pool` unless DATABASE_URL goes through a transaction pooler.
   */
  direct?: pg.Pool;
  /** The streaming replica that lists, reports, exports and dashboards may read from. */
  replica?: ReadReplica;
  /**
   * A small pool of its own on the primary for head office's network-wide reads (dashboards, reports) when no
   * replica takes them: however many of those run, a centre's requests never wait behind them for a connection.
   */
  network?: Db;
  /** The PGlite under a PGlite handle: its LISTEN, its dump, and a test's putting it back. */
  pglite?: PGlite;
  /** PGlite's archive of its data folder, written while it runs (the backup of a running portal). */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

/** The PGlite under a handle `openDb` opened on PGlite; a PostgreSQL handle is refused. */
export function pgliteOf(handle: DbHandle): PGlite {
  if (!handle.pglite) throw new Error('not a PGlite database');
  return handle.pglite;
}

export interface DbConfig {
  /** A PostgreSQL URL; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /**
   * The primary itself, when `databaseUrl` goes through a pooler in transaction mode (PgBouncer): a server
   * connection is then lent per transaction, so session state (LISTEN, session locks, named statements) stays off it.
   */
  directUrl?: string;
  /** A streaming replica of the primary for reads that may lag a moment. */
  readUrl?: string;
  /** How long a query waits for a direct connection, in ms (`DIRECT_WAIT_MS` unless a test says otherwise). */
  directWaitMs?: number;
  replica?: Partial<ReplicaSettings>;
  /** Folder for PGlite's files; 'memory://' keeps them in memory. */
  dataDir: string;
  /** A PGlite data directory dump to start from (each API test file starts from one seeded copy). */
  from?: Blob;
}

/**
 * LISTEN holds two of the three direct connections for good, and every write's notice to the other nodes (its
 * writer's reads go to the primary, cached access is dropped) goes through the third before its answer leaves. A
 * connection that does not come back after a failover must not keep those answers waiting for ever: past this wait
 * the notice is given up, the write's answer stands.
 */
export const DIRECT_WAIT_MS = 5_000;

/** Databases reached through a transaction pooler, where a named statement would meet another session. */
const pooled = new WeakSet<object>();

/** Whether a statement may be kept by name on its connection (not through a transaction pooler). */
export function keepsNamedStatements(db: Executor): boolean {
  return !pooled.has(db);
}

/** A pg pool whose idle and checked-out connections may drop (a restart) without crashing the process. */
export function quietPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  watchPoolWrites(pool);
  // Idle clients report to the pool, checked-out ones (mid-transaction) to themselves; the query in
  // flight still fails, and the error handler answers 503.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
    watchCommits(client);
  });
  return pool;
}

export async function openDb(config: DbConfig): Promise<DbHandle> {
  if (config.databaseUrl) {
    // Each address answers before the pools are made: a start fails in seconds, in words, not by hanging.
    await probeDatabase('DATABASE_URL', config.databaseUrl);
    if (config.directUrl && config.directUrl !== config.databaseUrl)
      await probeDatabase('DATABASE_DIRECT_URL', config.directUrl);
    if (config.readUrl) await probeDatabase('DATABASE_READ_URL', config.readUrl);
    const behindPooler = !!config.directUrl && config.directUrl !== config.databaseUrl;
    // Each pool names its sessions: pg_stat_activity and PgBouncer's SHOW SERVERS tell an operator whose they are.
    const pool = quietPool({
      connectionString: config.databaseUrl,
      application_name: 'portal',
      max: Number(process.env.DB_POOL_SIZE ?? 10),
      // JIT compiles a network-wide report's plan for seconds before running it in milliseconds (the royalty
      // list: 2.1 s of 5 s); a pooler drops start-up options, so there it is set on the database (docs/operations.md).
      options: behindPooler ? undefined : '-c jit=off',
    });
    const direct = behindPooler
      ? quietPool({
          connectionString: config.directUrl,
          application_name: 'portal-direct',
          max: 3,
          connectionTimeoutMillis: config.directWaitMs ?? DIRECT_WAIT_MS,
        })
      : pool;
    const db: Db = drizzlePg({ client: pool, casing: 'snake_case' });
    if (behindPooler) pooled.add(db);
    const networkPool = quietPool({
      connectionString: config.databaseUrl,
      application_name: 'portal-network',
      max: Number(process.env.NETWORK_POOL_SIZE ?? 2),
      options: behindPooler ? undefined : '-c jit=off',
    });
    if (tallyEnabled()) for (const counted of [pool, networkPool]) tallyPool(counted);
    const network: Db = drizzlePg({ client: networkPool, casing: 'snake_case' });
    if (behindPooler) pooled.add(network);
    const replica = config.readUrl ? new ReadReplica(config.readUrl, pool, config.replica) : undefined;
    if (replica && behindPooler) pooled.add(replica.db);
    await replica?.start();
    const close = async () => {
      await replica?.close();
      if (direct !== pool) await direct.end();
      await networkPool.end();
      await pool.end();
    };
    return { db, kind: 'postgres', pool, direct, replica, network, close };
  }
  const loadDataDir = config.from;
  if (config.dataDir === 'memory://') {
    const client = new PGlite({ loadDataDir });
    await client.waitReady;
    await dropRowTypeArrayParsers(client);
    if (tallyEnabled()) tallyPglite(client);
    const db: Db = drizzlePglite({ client, casing: 'snake_case' });
    return { db, kind: 'pglite', pglite: client, dump: () => client.dumpDataDir('gzip'), close: () => client.close() };
  }
  // One process per data folder: PGlite has no lock of its own, and two processes on one folder lose writes.
  const lock = takeDataFolder(config.dataDir);
  try {
    const client = new PGlite(config.dataDir, { loadDataDir });
    await client.waitReady;
    await dropRowTypeArrayParsers(client);
    if (tallyEnabled()) tallyPglite(client);
    const db: Db = drizzlePglite({ client, casing: 'snake_case' });
    const close = async () => {
      await client.close();
      lock.release();
    };
    return { db, kind: 'pglite', pglite: client, dump: () => client.dumpDataDir('gzip'), close };
  } catch (err) {
    lock.release();
    throw err;
  }
}

/** Takes the data folder for this process; a folder that cannot be written or is held is a setting refused. */
function takeDataFolder(dataDir: string): FolderLock {
  try {
    return lockFolder(dataDir, 'portal');
  } catch (err) {
    const { code, message } = err as { code?: string; message: string };
    if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS')
      throw new SettingError(
        'DATA_DIR',
        `The data folder ${dataDir} (DATA_DIR) cannot be written (${code}): ` +
          "give the portal's user write access or set DATA_DIR to another folder",
      );
    if (err instanceof Error && err.name === 'FolderInUseError') throw new SettingError('DATA_DIR', message);
    throw err;
  }
}
