import type { PGlite } from '@electric-sql/pglite';

/** The array types whose element is a row type: one for each table, view and composite type. */
const ROW_TYPE_ARRAYS = `
  select a.oid::int as oid
  from pg_catalog.pg_type a
  join pg_catalog.pg_type e on e.oid = a.typelem
  where a.typcategory = 'A' and e.typtype = 'c'`;

/**
 * Leaves out of PGlite's result parsers the ones for arrays of row types.
 *
 * PGlite keeps a parser for every array type of the database, one per table among them, and copies that whole table
 * into each query given parsers of its own — which Drizzle gives every query. With the portal's tables and views
 * and the catalog's own (~490 such arrays), that copy was half of PGlite's JavaScript time for a small query (3,000
 * of them: 2.6 s against 1.2 s without those parsers). No query of the portal reads an array of rows (its arrays are
 * of integers and text, whose parsers stay); one that did would get PostgreSQL's text for it, as for any type PGlite
 * has no parser for.
 */
export async function dropRowTypeArrayParsers(client: PGlite): Promise<void> {
  const { rows } = await client.query<{ oid: number }>(ROW_TYPE_ARRAYS);
  const dropped = new Set(rows.map((r) => String(r.oid)));
  // A new object rather than deletes: an object with hundreds of keys deleted is slower to copy than a fresh one.
  client.parsers = Object.fromEntries(Object.entries(client.parsers).filter(([oid]) => !dropped.has(oid)));
}
