import { sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { keepsNamedStatements, type Executor } from '@portal/db';

/**
 * Hot queries built once. Building a query's SQL text through the ORM costs the server more than many
 * queries cost the database, so a query asked on every page (a child's admission, a class's children, the
 * day's check-ins) is built once per database handle and shape, kept as a named statement (the database
 * plans it once per connection too), and later calls only hand over their values.
 */

/** More values than this in one list make a query built for this call only (its shape would rarely recur). */
const LISTED_AT_MOST = 64;

/**
 * A query's values as named placeholders, and its shape: everything its SQL text depends on (which
 * conditions, how many values each). Two calls of one shape differ only in their values. A condition
 * that cannot take placeholders (a value spliced into the text) calls `once()`: that call is built afresh.
 */
export class QueryValues {
  readonly values: Record<string, unknown> = {};
  private readonly shape: string[];
  private next = 0;
  private builtOnce = false;

  constructor(name: string) {
    this.shape = [name];
  }

  bind(value: unknown): Placeholder {
    const name = `p${this.next++}`;
    this.values[name] = value;
    return sql.placeholder(name);
  }

  /** A list of values (an IN list): the shape notes how many. */
  bindAll(values: readonly unknown[]): Placeholder[] {
    this.note(`n${values.length}`);
    if (values.length > LISTED_AT_MOST) this.once();
    return values.map((v) => this.bind(v));
  }

  /**
   * `column = any(values)` with the whole list as one array value: one shape whatever the list's length (a class of
   * 40 children and one of 52 share a statement).
   */
  anyOf(column: SQLWrapper, values: readonly unknown[]): SQL {
    this.note('any');
    return sql`${column} = any(${this.bind([...values])})`;
  }

  note(part: string): void {
    this.shape.push(part);
  }

  /** This call's SQL carries a value in its text: build it for this call only. */
  once(): void {
    this.builtOnce = true;
  }

  get key(): string | null {
    return this.builtOnce ? null : this.shape.join('|');
  }
}

interface Preparable<T> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<T> };
}

/** Built statements by shape, per database handle (a prepared statement belongs to one). */
const built = new WeakMap<Executor, Map<string, { execute(values?: Record<string, unknown>): Promise<unknown> }>>();
let statementCount = 0;

/**
 * Runs the query `build` makes with the placeholders of `values`, building it only the first time its shape
 * is asked on this database handle. Inside a transaction it is built afresh and unnamed: a named statement
 * would outlive the transaction on its connection (and through a transaction pooler each statement may meet
 * another server connection). `build` must put every value that varies between calls through `values`.
 */
export function prepared<T>(db: Executor, values: QueryValues, build: () => Preparable<T>): Promise<T> {
  const key = values.key;
  if (key === null || db instanceof PgTransaction) return build().prepare('').execute(values.values);
  let byShape = built.get(db);
  if (!byShape) built.set(db, (byShape = new Map()));
  let statement = byShape.get(key);
  if (!statement) {
    statement = build().prepare(keepsNamedStatements(db) ? `hot_${++statementCount}` : '');
    byShape.set(key, statement);
  }
  // cast: the statement was prepared from the query this shape stands for, whose rows are T
  return statement.execute(values.values) as Promise<T>;
}
