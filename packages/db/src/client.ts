import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';

export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = PgTransaction<
  PgQueryResultHKT,
  Record<string, never>,
  ExtractTablesWithRelations<Record<string, never>>
>;
/** Anything queries can run on: the database or an open transaction. */
export type Executor = Db | Tx;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The pool behind a PostgreSQL handle (migrations need one connection of it). */
  pool?: pg.Pool;
  close(): Promise<void>;
}

export interface DbConfig {
  /** A PostgreSQL URL; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** Folder for PGlite's files; 'memory://' keeps them in memory. */
  dataDir: string;
  /** A PGlite data directory dump to start from (each API test file starts from one seeded copy). */
  from?: Blob;
}

export async function openDb(config: DbConfig): Promise<DbHandle> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: Number(process.env.DB_POOL_SIZE ?? 10) });
    // A client losing its connection (a PostgreSQL restart) must not crash the process: idle
    // ones report to the pool, checked-out ones (mid-transaction) to themselves; the query in
    // flight still fails, and the error handler answers 503.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg({ client: pool, casing: 'snake_case' }) as unknown as Db;
    return { db, kind: 'postgres', pool, close: () => pool.end() };
  }
  const loadDataDir = config.from;
  const client =
    config.dataDir === 'memory://' ? new PGlite({ loadDataDir }) : new PGlite(config.dataDir, { loadDataDir });
  await client.waitReady;
  const db = drizzlePglite({ client, casing: 'snake_case' }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close() };
}
