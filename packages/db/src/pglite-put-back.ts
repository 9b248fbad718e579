import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { openDb, pgliteOf, type DbHandle } from './client.ts';
import {
  CATALOG_SIGNATURE,
  CURRENT_XID,
  quote,
  SEQUENCES,
  sequencesBack,
  USER_TABLES,
  writtenSince,
} from './put-back-sql.ts';

/**
 * One seeded PGlite per process, put back to the seeded copy between its users instead of loaded again: an API test
 * worker's files (apps/server/test/support.ts), and the portals a browser flow worker's host serves one after another
 * (e2e/portal-host.mjs, through the server's start.ts).
 *
 * Loading the seeded data directory (apps/server/test/template-db.ts) costs a file 1.5–3 s on a quiet two-core
 * machine, most of an API test file's own time. So a worker loads it once, copies every table's rows and every
 * sequence's position into memory, and when the next file asks for a database it rewrites only the tables whose
 * rows changed (a row written since the last reset has a newer `xmin`; a deleted one shows in the count), with
 * triggers and foreign keys off as a replica's restore has them, and puts every sequence back. A file that changed
 * what the database is (a table, column, function, trigger, index, role or setting made, altered or dropped) cannot
 * be put back this way: the next file then gets the seeded copy loaded again. A second database open at once in
 * one file (two apps side by side) is loaded on its own too. `TEST_PGLITE_RELOAD=1` loads a fresh copy for every
 * file, as before.
 */

interface TableCopy {
  name: string;
  rows: number;
  data: Blob;
}

interface Snapshot {
  tables: TableCopy[];
  sequences: { name: string; value: string | null; start: string }[];
  catalog: string;
  /** Rows with an xmin past this were written since the seeded copy was taken or put back. */
  lastXid: string;
}

async function takeSnapshot(client: PGlite): Promise<Snapshot> {
  const { rows: tables } = await client.query<{ schema: string; name: string }>(USER_TABLES);
  const copies: TableCopy[] = [];
  for (const t of tables) {
    const name = quote(t.schema, t.name);
    const res = await client.query(`copy ${name} to '/dev/blob' with (format binary)`);
    const count = await client.query<{ n: number }>(`select count(*)::int as n from ${name}`);
    copies.push({ name, rows: count.rows[0].n, data: res.blob! });
  }
  const { rows: sequences } = await client.query<{ schema: string; name: string; value: string | null; start: string }>(
    SEQUENCES,
  );
  return {
    tables: copies,
    sequences: sequences.map((s) => ({ name: quote(s.schema, s.name), value: s.value, start: s.start })),
    catalog: await catalogOf(client),
    lastXid: await currentXid(client),
  };
}

const catalogOf = async (client: PGlite) => (await client.query<{ sig: string }>(CATALOG_SIGNATURE)).rows[0].sig;
const currentXid = async (client: PGlite) => (await client.query<{ xid: string }>(CURRENT_XID)).rows[0].xid;

/**
 * Keeps the seeded copy's rows beside its dump (`<template>.rows` and `.rows.json`), taken once by the run's
 * setup: a worker then reads them instead of copying every table out of its own database (a minute under load).
 */
async function saveSnapshot(client: PGlite, template: string): Promise<void> {
  const snapshot = await takeSnapshot(client);
  const bytes = await Promise.all(snapshot.tables.map(async (t) => Buffer.from(await t.data.arrayBuffer())));
  writeFileSync(`${template}.rows`, Buffer.concat(bytes));
  const tables = snapshot.tables.map((t, i) => ({ name: t.name, rows: t.rows, size: bytes[i].length }));
  const { sequences, catalog } = snapshot;
  writeFileSync(`${template}.rows.json`, JSON.stringify({ tables, sequences, catalog }));
}

/**
 * Writes the seeded copy `seededPglite` loads: the data directory's dump in `file`, and its rows beside it. The
 * browser flows make theirs from the folder a portal seeded (e2e/portal.ts).
 */
export async function saveSeededCopy(client: PGlite, file: string): Promise<void> {
  await saveSnapshot(client, file);
  // Written aside and renamed, rows first: a run starting meanwhile never reads half a copy, nor one without rows.
  writeFileSync(`${file}.${process.pid}`, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  renameSync(`${file}.${process.pid}`, file);
}

/** Removes a copy `saveSeededCopy` wrote: the dump and the rows beside it. */
export function removeSeededCopy(file: string): void {
  for (const part of [file, `${file}.rows`, `${file}.rows.json`]) rmSync(part, { force: true });
}

/** What `saveSnapshot` writes to `<template>.rows.json`: each table's place in `<template>.rows`. */
type SavedRows = Omit<Snapshot, 'tables' | 'lastXid'> & { tables: { name: string; rows: number; size: number }[] };

/** The snapshot saved beside the template, if there is one and it is of this database. */
async function savedSnapshot(client: PGlite, template: string): Promise<Snapshot | null> {
  if (!existsSync(`${template}.rows.json`) || !existsSync(`${template}.rows`)) return null;
  // Written by saveSnapshot from the same shape.
  const saved: SavedRows = JSON.parse(readFileSync(`${template}.rows.json`, 'utf8'));
  if (saved.catalog !== (await catalogOf(client))) return null;
  const bytes = readFileSync(`${template}.rows`);
  let offset = 0;
  const tables = saved.tables.map((t) => {
    const data = new Blob([bytes.subarray(offset, offset + t.size)]);
    offset += t.size;
    return { name: t.name, rows: t.rows, data };
  });
  return { tables, sequences: saved.sequences, catalog: saved.catalog, lastXid: await currentXid(client) };
}

/** The tables whose rows differ from the snapshot: a row version newer than its last reset, or fewer rows. */
async function changedTables(client: PGlite, snapshot: Snapshot): Promise<TableCopy[]> {
  const changed: TableCopy[] = [];
  for (let i = 0; i < snapshot.tables.length; i += 50) {
    const sql = writtenSince(snapshot.tables.slice(i, i + 50), i, snapshot.lastXid);
    const { rows } = await client.query<{ i: number; n: number; w: number }>(sql);
    for (const r of rows) {
      const t = snapshot.tables[r.i];
      if (r.w > 0 || r.n !== t.rows) changed.push(t);
    }
  }
  return changed;
}

/** Puts the database back to the snapshot; answers false when it cannot (what the database is has changed). */
async function putBack(client: PGlite, snapshot: Snapshot): Promise<boolean> {
  // An open transaction, session settings, LISTENs, advisory locks, prepared statements and temporary tables.
  await client.exec('rollback').catch(() => undefined);
  await client.exec('discard all');
  if ((await client.query<{ sig: string }>(CATALOG_SIGNATURE)).rows[0].sig !== snapshot.catalog) return false;
  const changed = await changedTables(client, snapshot);
  await client.transaction(async (tx) => {
    // As a replica's restore: no trigger (the ledger's immutability, kept counts, change announcements) and no
    // foreign key check fires while the rows are rewritten.
    await tx.exec('set local session_replication_role = replica');
    for (const t of changed) {
      await tx.exec(`delete from ${t.name}`);
      await tx.query(`copy ${t.name} from '/dev/blob' with (format binary)`, [], { blob: t.data });
    }
    for (const statement of sequencesBack(snapshot.sequences)) await tx.exec(statement);
  });
  // The deleted row versions would otherwise pile up over a worker's files and slow every scan.
  if (changed.length > 0) await client.exec(`vacuum ${changed.map((t) => t.name).join(', ')}`);
  snapshot.lastXid = await currentXid(client);
  return true;
}

/** The seeded copy loaded afresh (what every file did before). */
async function load(template: string): Promise<DbHandle> {
  return openDb({ dataDir: 'memory://', from: new Blob([readFileSync(template)]) });
}

/** How the last database was had: put back, loaded for the worker, or loaded for one start (TEST_APP_TIMINGS). */
export let lastOpening: 'put back' | 'loaded' | 'own' = 'own';

let shared: { template: string; handle: DbHandle; snapshot: Snapshot; lent: boolean } | null = null;

/** A database holding the seeded copy; its `close` gives it back to the worker (or closes it, if it was its own). */
export async function seededPglite(template: string): Promise<DbHandle> {
  lastOpening = 'own';
  if (process.env.TEST_PGLITE_RELOAD === '1') return load(template);
  const closed = () => !shared || pgliteOf(shared.handle).closed;
  if (shared?.lent) return load(template);
  lastOpening = 'put back';
  if (shared && shared.template !== template) {
    if (!closed()) await shared.handle.close();
    shared = null;
  }
  if (shared && (closed() || !(await putBack(pgliteOf(shared.handle), shared.snapshot).catch(() => false)))) {
    if (!closed()) await shared.handle.close();
    shared = null;
  }
  if (!shared) {
    lastOpening = 'loaded';
    const handle = await load(template);
    const client = pgliteOf(handle);
    const snapshot = (await savedSnapshot(client, template)) ?? (await takeSnapshot(client));
    shared = { template, handle, snapshot, lent: false };
  }
  const lent = shared;
  lent.lent = true;
  let given = false;
  return {
    ...lent.handle,
    close: async () => {
      // Closing twice, or after the test closed the PGlite itself (a lost database), gives it back once.
      if (given) return;
      given = true;
      lent.lent = false;
    },
  };
}
