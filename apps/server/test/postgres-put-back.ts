import pg from 'pg';
import {
  CATALOG_SIGNATURE,
  CURRENT_XID,
  quote,
  SEQUENCES,
  sequencesBack,
  USER_TABLES,
  writtenSince,
} from '@portal/db/put-back-sql';
import { onDatabase, postgresCopy, type PostgresCopy } from './postgres-copy.ts';

/**
 * One PostgreSQL database per API test worker, put back to the run's seeded template between files, as PGlite's is
 * (packages/db/src/pglite-put-back.ts): a copy made for each file (`CREATE DATABASE … TEMPLATE`, 0.2–0.3 s of the
 * worker's wait, then its drop's checkpoint) cost the server's backends more than the tables a file writes.
 *
 * The worker's first file gets a copy of the template, whose rows (as JSON) and sequences are kept. When the next file
 * asks for a database, the tables written since (a row version newer than the last reset, or fewer rows) are emptied
 * and filled again from those rows, with triggers and foreign keys off as a replica's restore has them, and every
 * sequence is set back. A file that changed what the database is (its catalog's signature), or a second database
 * open at once in one file, gets a copy of its own, as before.
 */
interface TableRows {
  name: string;
  /** The columns a row is written with: every stored one but the generated. */
  columns: string;
  rows: number;
  json: string;
}

interface Snapshot {
  tables: TableRows[];
  sequences: { name: string; value: string | null; start: string }[];
  catalog: string;
  lastXid: string;
}

/** A database for one test file, and its end. */
export interface SeededPostgres {
  url: string;
  release(): Promise<void>;
}

/** How the last database was had (TEST_APP_TIMINGS). */
export let lastPostgresOpening: 'put back' | 'copied' = 'copied';

let shared: { template: string; copy: PostgresCopy; snapshot: Snapshot; lent: boolean } | null = null;

const one = async <T extends pg.QueryResultRow>(client: pg.Client, sql: string) =>
  (await client.query<T>(sql)).rows[0]!;

async function takeSnapshot(client: pg.Client): Promise<Snapshot> {
  const { rows: names } = await client.query<{ schema: string; name: string }>(USER_TABLES);
  const tables: TableRows[] = [];
  for (const { schema, name } of names) {
    const table = quote(schema, name);
    const { columns } = await one<{ columns: string }>(
      client,
      `select string_agg(quote_ident(attname), ', ' order by attnum) as columns from pg_attribute
        where attrelid = '${table}'::regclass and attnum > 0 and not attisdropped and attgenerated = ''`,
    );
    const { n, json } = await one<{ n: number; json: string }>(
      client,
      `select count(*)::int as n, coalesce(json_agg(t), '[]')::text as json from ${table} t`,
    );
    tables.push({ name: table, columns, rows: n, json });
  }
  return {
    tables,
    sequences: (
      await client.query<{ schema: string; name: string; value: string | null; start: string }>(SEQUENCES)
    ).rows.map((s) => ({ name: quote(s.schema, s.name), value: s.value, start: s.start })),
    catalog: (await one<{ sig: string }>(client, CATALOG_SIGNATURE)).sig,
    lastXid: (await one<{ xid: string }>(client, CURRENT_XID)).xid,
  };
}

/** Puts the database back to the snapshot; answers false when it cannot (what the database is has changed). */
async function putBack(client: pg.Client, snapshot: Snapshot): Promise<boolean> {
  if ((await one<{ sig: string }>(client, CATALOG_SIGNATURE)).sig !== snapshot.catalog) return false;
  const changed: TableRows[] = [];
  for (let i = 0; i < snapshot.tables.length; i += 50) {
    const sql = writtenSince(snapshot.tables.slice(i, i + 50), i, snapshot.lastXid);
    for (const r of (await client.query<{ i: number; n: number; w: number }>(sql)).rows) {
      const t = snapshot.tables[r.i]!;
      if (r.w > 0 || r.n !== t.rows) changed.push(t);
    }
  }
  await client.query('begin');
  try {
    await client.query('set local session_replication_role = replica');
    for (const t of changed) {
      await client.query(`delete from ${t.name}`);
      await client.query(
        `insert into ${t.name} (${t.columns}) overriding system value
         select ${t.columns} from json_populate_recordset(null::${t.name}, $1::json)`,
        [t.json],
      );
    }
    for (const statement of sequencesBack(snapshot.sequences)) await client.query(statement);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  snapshot.lastXid = (await one<{ xid: string }>(client, CURRENT_XID)).xid;
  return true;
}

/**
 * A database holding the run's seeded template: the worker's own, put back, or a copy of its own when the worker's is
 * lent or could not be put back. Its `release` gives the worker's back, or drops the copy (not waited for: PostgreSQL
 * checkpoints for a DROP DATABASE, 1–1.5 s of waiting on the disk, which the next file need not wait on).
 */
export async function seededPostgres(baseUrl: string, template?: string): Promise<SeededPostgres> {
  lastPostgresOpening = 'copied';
  // Without a template (a run that made none) the database is empty, for its first server to migrate and seed.
  if (!template || process.env.TEST_POSTGRES_COPY === '1' || shared?.lent) {
    const copy = await postgresCopy(baseUrl, template);
    return { url: copy.url, release: async () => void copy.drop() };
  }
  if (shared && shared.template !== template) {
    void shared.copy.drop();
    shared = null;
  }
  if (shared) {
    const worker = shared;
    // Whatever the last file left connected (a server it started, a listener) is let go first.
    const back = await onDatabase(worker.copy.url, async (client) => {
      await client.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
      );
      return putBack(client, worker.snapshot);
    }).catch(() => false);
    if (back) lastPostgresOpening = 'put back';
    else {
      // A new copy of the same template has the same catalog and rows: the snapshot still holds.
      void worker.copy.drop();
      worker.copy = await postgresCopy(baseUrl, template);
      worker.snapshot.lastXid = await onDatabase(
        worker.copy.url,
        async (c) => (await one<{ xid: string }>(c, CURRENT_XID)).xid,
      );
    }
  } else {
    const copy = await postgresCopy(baseUrl, template);
    shared = { template, copy, snapshot: await onDatabase(copy.url, takeSnapshot), lent: false };
  }
  const lent = shared;
  lent.lent = true;
  let given = false;
  return {
    url: lent.copy.url,
    release: async () => {
      if (given) return;
      given = true;
      lent.lent = false;
    },
  };
}
