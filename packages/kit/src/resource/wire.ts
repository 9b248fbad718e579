import { is, sql, SQL, type Query } from 'drizzle-orm';
import { PgColumn, PgTransaction } from 'drizzle-orm/pg-core';
import { keepsNamedStatements, type Executor } from '@portal/db';

/**
 * Lists read rows straight from the driver: the SQL names each value as the API does and hands it
 * over in its JSON form, so no per-row mapping runs in the server (the server, not the database, is
 * what a busy list spends its time on).
 */

/** Whole-millisecond UTC time, as `Date#toJSON` writes it. */
const ISO = 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"';

/** A column (or expression over one) as the value its JSON answer carries. */
export function wireValue(column: PgColumn | SQL): SQL {
  if (is(column, SQL)) return column;
  switch (column.columnType) {
    case 'PgTimestamp':
      return (column as unknown as { withTimezone: boolean }).withTimezone
        ? sql`to_char(${column} at time zone 'UTC', ${sql.raw(`'${ISO}'`)})`
        : sql`to_char(${column}, ${sql.raw(`'${ISO}'`)})`;
    case 'PgDate':
      return sql`to_char(${column}, 'YYYY-MM-DD"T00:00:00.000Z"')`;
    // The driver hands int8 over as text; paise fit a double exactly.
    case 'PgBigInt53':
      return sql`${column}::float8`;
    default:
      return sql`${column}`;
  }
}

/** `wireValue` named as the API names it (the alias keeps its case). */
export function wireColumn(name: string, column: PgColumn | SQL): SQL.Aliased {
  return wireValue(column).as(name);
}

export interface RawStatement {
  execute(values: Record<string, unknown>): Promise<Record<string, unknown>[]>;
}

interface Session {
  prepareQuery(query: Query, fields: undefined, name: string | undefined, arrayMode: boolean): RawPrepared;
}
interface RawPrepared {
  execute(values: Record<string, unknown>): Promise<{ rows: Record<string, unknown>[] }>;
}

let statementCount = 0;

/**
 * A statement whose rows come back as the driver gives them (no field mapping). With a prefix it is
 * kept as a named statement outside transactions, so later calls skip planning. Inside a transaction it is unnamed:
 * a named statement would outlive the transaction on its connection; so it is through a transaction pooler, which
 * lends each statement whichever server connection is free.
 */
export function prepareRaw(db: Executor, query: Query, prefix?: string): RawStatement {
  const session = (db as unknown as { session: Session }).session;
  const named = prefix !== undefined && !(db instanceof PgTransaction) && keepsNamedStatements(db);
  const name = named ? `${prefix}_${++statementCount}` : undefined;
  const prepared = session.prepareQuery(query, undefined, name, false);
  return { execute: async (values) => (await prepared.execute(values)).rows };
}

/**
 * The rows of a child table that belong to each listed row, as one JSON array per row (an entry's
 * journal lines), keyed as the API names them: a correlated subquery, so the page stays one round
 * trip. `where` links the child to the outer row.
 */
export function nestedRows(columns: Record<string, PgColumn>, from: SQL, where: SQL, orderBy: SQL): SQL {
  const pairs = Object.entries(columns).map(([key, col]) => sql`${sql.raw(`'${key}'`)}, ${wireValue(col)}`);
  const built = sql`(select coalesce(json_agg(json_build_object(${sql.join(pairs, sql`, `)}) order by ${orderBy}),
    '[]'::json) from ${from} where ${where})`;
  // Nested one level down, the ORM writes every column with its table's name, which keeps the
  // outer row's columns apart from the child's in a one-table list.
  return sql`${built}`;
}
