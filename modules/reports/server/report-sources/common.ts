// What every paged report source is built from: the source's shape and the small column and filter helpers.
import { and, asc, count, eq, gt, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { type RequestContext, type View } from '@portal/kit';
import type { RowColumn } from '../../shared/contracts.ts';
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
  totals?(ctx: RequestContext, where: SQL | undefined): Promise<Total[]>;
}

export const col = (key: string, label: string, kind: RowColumn['kind'] = 'text'): RowColumn => ({ key, label, kind });
export const fullName = (first: SQL | Parameters<typeof eq>[0], last: Parameters<typeof eq>[0]) =>
  sql<string>`trim(${first} || ' ' || ${last})`;
export const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
export const int = (q: SQL) => sql<number>`(${q})::int`;
/** The sum of a money column or expression over the report's rows, 0 when there are none. */
export const sumOf = (x: SQL | PgColumn) => sql<string>`coalesce(sum(${x}), 0)`;

/** A page of a report's rows in id order: after `afterId` (an export's batches) or from `offset` (a screen). */
export function inIdOrder<T extends PgSelect>(query: T, id: PgColumn, where: SQL | undefined, page: Page) {
  return query
    .where(and(where, page.afterId !== undefined ? gt(id, page.afterId) : undefined))
    .orderBy(asc(id))
    .limit(page.limit)
    .offset(page.offset ?? 0);
}

/** Query rows as a report's rows: the id apart, the rest shown. */
export const asReportRows = <R extends { id: number }>(rows: R[]) => rows.map(({ id, ...row }) => ({ id, row }));

/** The rows of an owner's view the condition keeps, counted (a report whose rows are that view's own rows). */
export const countOf =
  (view: View) =>
  async (ctx: RequestContext, where: SQL | undefined): Promise<number> => {
    const [r] = await fromView(ctx.db, view, { n: count() }, { joined: false }).where(where);
    return r.n;
  };

/** A report over an owner's dated rows: its fence on their centre, the period on their day, the status asked for. */
export const inPeriod =
  (view: View, day: PgColumn, status: PgColumn) =>
  (ctx: RequestContext, q: SourceQuery): SQL | undefined =>
    and(
      viewFence(ctx, view, q.franchisee),
      gte(day, q.from),
      lte(day, q.to),
      q.status ? eq(status, q.status) : undefined,
    );
