/**
 * The statements that put a test database back to its seeded copy, on PGlite (pglite-put-back.ts) and on PostgreSQL
 * (apps/server/test/postgres-put-back.ts): what the database is, which tables were written since, and the sequences.
 */

export const quote = (schema: string, name: string) =>
  `"${schema.replaceAll('"', '""')}"."${name.replaceAll('"', '""')}"`;

/**
 * What the database is, as opposed to what it holds: relations, columns, constraints, indexes, functions, triggers
 * (and whether they are enabled), policies, rules, types, schemas, roles and per-database settings. Temporary
 * schemas are left out: DISCARD ALL drops what is in them.
 */
export const CATALOG_SIGNATURE = `
  select md5(string_agg(x, '|' order by x)) as sig from (
    select concat_ws(',', 'c', c.oid, c.relname, c.relkind, c.relnatts, c.relnamespace, c.relfilenode) as x
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname not like 'pg_temp%' and n.nspname not like 'pg_toast_temp%'
    union all
    select concat_ws(',', 'a', a.attrelid, a.attnum, a.attname, a.atttypid, a.attnotnull, a.atthasdef, a.attisdropped)
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
     where n.nspname not like 'pg_temp%' and n.nspname not like 'pg_toast_temp%'
    union all select concat_ws(',', 'd', oid, md5(pg_get_expr(adbin, adrelid))) from pg_attrdef
    union all select concat_ws(',', 'k', oid, conname, convalidated, condeferrable, condeferred) from pg_constraint
    union all select concat_ws(',', 'p', oid, proname, md5(coalesce(prosrc, '')), provolatile) from pg_proc
    union all select concat_ws(',', 't', oid, tgname, tgenabled) from pg_trigger
    union all select concat_ws(',', 'y', oid, polname) from pg_policy
    union all select concat_ws(',', 'r', oid, rulename, ev_enabled) from pg_rewrite
    union all select concat_ws(',', 'T', oid, typname) from pg_type
    union all select concat_ws(',', 'n', oid, nspname) from pg_namespace
     where nspname not like 'pg_temp%' and nspname not like 'pg_toast_temp%'
    union all select concat_ws(',', 'R', oid, rolname, rolsuper, rolbypassrls) from pg_roles
    union all select concat_ws(',', 's', setdatabase, setrole, array_to_string(setconfig, ',')) from pg_db_role_setting
    union all select concat_ws(',', 'e', oid, extname, extversion) from pg_extension
  ) parts`;

/** The 32-bit transaction id the next row version will carry at least (xmin compares against it). */
export const CURRENT_XID = `select (txid_current() % 4294967296)::text as xid`;

/** Every ordinary table outside the system's schemas, by schema and name. */
export const USER_TABLES = `
  select n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema')
     and n.nspname not like 'pg_toast%' and n.nspname not like 'pg_temp%'
   order by 1, 2`;

/** Every sequence's position, and where it starts when it was never used. */
export const SEQUENCES = `
  select schemaname as schema, sequencename as name, last_value::text as value, start_value::text as start
    from pg_sequences`;

/**
 * One statement over some tables (the snapshot's `i`-th onwards): each one's rows, and how many were written after
 * transaction `lastXid`. A single UNION over every table is a plan too large to be quick: callers send a few dozen
 * at a time.
 */
export function writtenSince(tables: { name: string }[], first: number, lastXid: string): string {
  const written = `count(*) filter (where xmin::text::bigint > ${lastXid})::int`;
  return tables
    .map((t, j) => `select ${first + j} as i, count(*)::int as n, ${written} as w from ${t.name}`)
    .join(' union all ');
}

/** The statements that set every sequence back to where the snapshot had it, 200 to a statement. */
export function sequencesBack(sequences: { name: string; value: string | null; start: string }[]): string[] {
  const setvals = sequences.map((s) =>
    s.value === null ? `setval('${s.name}', ${s.start}, false)` : `setval('${s.name}', ${s.value}, true)`,
  );
  const statements: string[] = [];
  for (let i = 0; i < setvals.length; i += 200) statements.push(`select ${setvals.slice(i, i + 200).join(', ')}`);
  return statements;
}
