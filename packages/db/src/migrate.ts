import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DbHandle } from './client.ts';

const MIGRATION_LOCK = 727274;

/**
 * Applies the committed SQL migrations. On PostgreSQL one connection holds an
 * advisory lock meanwhile, so two app nodes starting together never race. The lock belongs to a session, so
 * the connection is a direct one, never one a transaction pooler lends out statement by statement.
 */
export async function migrate(handle: DbHandle, migrationsFolder: string): Promise<void> {
  if (!handle.direct) {
    await migratePglite(handle.db as never, { migrationsFolder });
    return;
  }
  const client = await handle.direct.connect();
  try {
    const db = drizzlePg({ client, casing: 'snake_case' });
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK})`);
    try {
      await migratePg(db, { migrationsFolder });
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK})`);
    }
  } finally {
    client.release();
  }
}
