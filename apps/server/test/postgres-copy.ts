import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A database of the tests' own on a PostgreSQL server, and its drop. */
export interface PostgresCopy {
  url: string;
  /** Drops the database; never fails (a drop left undone is the run's end's, template-db.ts). */
  drop(): Promise<void>;
}

/**
 * A new database on the server of `baseUrl`: a copy of `template` (the run's migrated and seeded demo network,
 * template-db.ts) when one is named, else empty for its first server to migrate and seed. It is named after the
 * template, so the run's end finds a copy whose drop had not ended.
 */
export async function postgresCopy(baseUrl: string, template?: string): Promise<PostgresCopy> {
  const name = `${template ?? 'portal_test'}_t${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  await adminQuery(baseUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(baseUrl, `drop database if exists ${name} with (force)`).catch(() => undefined),
  };
}

/** Runs `run` on a connection of its own to the database of `url`, closed after it. */
export async function onDatabase<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Runs one statement on the server of `baseUrl` in a connection of its own (CREATE and DROP DATABASE). */
export async function adminQuery(baseUrl: string, sql: string): Promise<void> {
  await onDatabase(baseUrl, (admin) => admin.query(sql));
}
