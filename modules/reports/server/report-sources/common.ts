// What every paged report source is built from: the source's shape and the small column and filter helpers.
import { and, asc, count, eq, gt, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { type RequestContext, type View } from '@portal/kit';
import type { RowColumn } from '../../shared/contracts.ts';
import { franchisees } from '@portal/mod-org/server';
import { fromView, viewFence } from '../owner-views.ts';

export type Cell = string | number | null;

/** What a report is narrowed to: the period, the centres (one, a settled list, or the fence) and its own filters. */
export interface SourceQuery {
  from: string;
  to: string;
  franchisee?: number | readonly number[] | null;
  classId?: number;
  search?: string;
  status?: string;
  kitType?: string;
}

export interface Total {
  key: string;
  label: string;
  kind: RowColumn['kind'];
  value: number;
}

type Page = { afterId?: number; offset?: number; limit: number };

export interface ReportSource {
  title: string;
  columns: RowColumn[];
  where(ctx: RequestContext, q: SourceQuery): SQL | undefined;
  count(ctx: RequestContext, where: SQL | undefined): Promise<number>;
  /** Rows in id order: after `afterId` (an export's batches) or from `offset` (a screen's page). */
  rows(
    ctx: RequestContext,
    where: SQL | undefined,
    q: SourceQuery,
    page: Page,
  ): Promise<{ id: number; row: Record<string, Cell> }[]>;
  totals?(ctx: RequestContext, where: SQL | undefined, q: SourceQuery): Promise<Total[]>;
}

/** What a report's column reads: a view's or a table's column, or an expression over them. */
export type Read = PgColumn | SQL | SQL.Aliased;

/**
 * A report column declared once: its label, how it is shown ('text' unless said), and what it reads (an expression,
 * or one built from the report's period); a column the source fills after reading (a percentage, a service's count)
 * declares no `read`.
 */
export interface ShownColumn {
  label: string;
  kind?: RowColumn['kind'];
  read?: Read | ((q: SourceQuery) => Read);
}

/** The selection of a report's columns that read something, each typed by what it reads. */
type ReadingKeys<D> = { [K in keyof D]: D[K] extends { read: unknown } ? K : never }[keyof D];
export type ReadsOf<D> = {
  [K in ReadingKeys<D>]: D[K] extends { read: (q: SourceQuery) => infer R }
    ? R
    : D[K] extends { read: infer R }
      ? R
      : never;
};

/**
 * A report's columns, each named once: the columns the screen and the CSV show (in the order declared) and the
 * selection that reads them for a query (`select(q)`), so a column cannot be shown without being read, nor read
 * under another name.
 */
export function reportColumns<D extends Record<string, ShownColumn>>(declared: D) {
  const columns: RowColumn[] = Object.entries(declared).map(([key, c]) => ({
    key,
    label: c.label,
    kind: c.kind ?? 'text',
  }));
  const select = (q: SourceQuery) => {
    const reads = Object.entries(declared).flatMap(([key, { read }]) =>
      read ? [[key, typeof read === 'function' ? read(q) : read] as const] : [],
    );
    // cast: the entries kept are exactly the declared columns with a `read`, each read as ReadsOf<D> names it
    return Object.fromEntries(reads) as ReadsOf<D>;
  };
  return { columns, select };
}

/** A column of a declared view as a report shows it: the view's label, and its kind where the view knows it. */
export function viewColumn(view: View, name: string, label?: string): ShownColumn {
  const column = view.columns[name];
  if (!column) throw new Error(`View '${view.name}' has no column '${name}'`);
  const kind =
    column.kind === 'date' ? 'date' : column.kind === 'money' ? 'paise' : column.kind === 'enum' ? 'status' : 'text';
  const shown = label ?? column.label;
  if (!shown) throw new Error(`View '${view.name}' declares no label for '${name}': name one in the report`);
  return { label: shown, kind, read: column.column };
}

/**
 * The totals of a report over a view: its rows counted, then the sum of each of its money columns under that
 * column's own key and label, 0 when there are none.
 */
export const paiseTotals =
  (view: View, count: { key: string; label: string }, shown: ReturnType<typeof reportColumns>) =>
  async (ctx: RequestContext, where: SQL | undefined, q: SourceQuery): Promise<Total[]> => {
    const money = shown.columns.filter((c) => c.kind === 'paise');
    const reads: Record<string, Read> = shown.select(q);
    const sums = Object.fromEntries(money.map((c) => [c.key, sumOf(reads[c.key])]));
    const [r] = await fromView(ctx.db, view, { n: sql<number>`count(*)::int`, ...sums }).where(where);
    const summed: Record<string, unknown> = r;
    return [
      { ...count, kind: 'count', value: r.n },
      ...money.map((c): Total => ({ key: c.key, label: c.label, kind: 'paise', value: Number(summed[c.key]) })),
    ];
  };
export const fullName = (first: SQL | Parameters<typeof eq>[0], last: Parameters<typeof eq>[0]) =>
  sql<string>`trim(${first} || ' ' || ${last})`;
export const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
export const int = (q: SQL) => sql<number>`(${q})::int`;
/** The sum of a money column or expression over the report's rows, 0 when there are none. */
export const sumOf = (x: Read) => sql<string>`coalesce(sum(${x}), 0)`;
/** A column or an expression as an expression, which drizzle's comparisons take whichever it is. */
const expr = (x: Read): SQL => sql`${x}`;

/** A page of a report's rows in id order: after `afterId` (an export's batches) or from `offset` (a screen). */
export function inIdOrder<T extends PgSelect>(query: T, id: PgColumn | SQL, where: SQL | undefined, page: Page) {
  return query
    .where(and(where, page.afterId !== undefined ? gt(expr(id), page.afterId) : undefined))
    .orderBy(asc(id))
    .limit(page.limit)
    .offset(page.offset ?? 0);
}

/** A value read as a report's cell: text and numbers as they are, anything else as its text, nothing as null. */
export const cellOf = (value: unknown): Cell =>
  typeof value === 'string' || typeof value === 'number' ? value : value == null ? null : String(value);

/** Query rows as a report's rows: the id apart, the rest shown. */
export const asReportRows = (rows: ({ id: unknown } & Record<string, unknown>)[]) =>
  rows.map(({ id, ...row }) => ({
    id: Number(id),
    row: Object.fromEntries(Object.entries(row).map(([key, value]) => [key, cellOf(value)])),
  }));

/**
 * A report whose rows are an owner's view's own rows, each with its centre's name: a page of them in id order, read
 * as the report's columns.
 */
export const centreRows =
  (view: View, keys: { id: PgColumn; franchiseeId: PgColumn }, shown: ReturnType<typeof reportColumns>) =>
  async (ctx: RequestContext, where: SQL | undefined, q: SourceQuery, page: Page) => {
    const read: Record<string, Read> = shown.select(q);
    const query = fromView(ctx.db, view, { id: keys.id, ...read }).innerJoin(
      franchisees,
      eq(franchisees.id, keys.franchiseeId),
    );
    return asReportRows(await inIdOrder(query, keys.id, where, page));
  };

/** The rows of an owner's view the condition keeps, counted (a report whose rows are that view's own rows). */
export const countOf =
  (view: View) =>
  async (ctx: RequestContext, where: SQL | undefined): Promise<number> => {
    const [r] = await fromView(ctx.db, view, { n: count() }, { joined: false }).where(where);
    return r.n;
  };

/** A report over an owner's dated rows: its fence on their centre, the period on their day, the status asked for. */
export const inPeriod =
  (view: View, day: Read, status: Read) =>
  (ctx: RequestContext, q: SourceQuery): SQL | undefined =>
    and(
      viewFence(ctx, view, q.franchisee),
      gte(expr(day), q.from),
      lte(expr(day), q.to),
      q.status ? eq(expr(status), q.status) : undefined,
    );
