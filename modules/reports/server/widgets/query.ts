// What every dashboard figure is: its filters, its figure and series, the rows it opens, and shared helpers.
import { eq, sql, type SQL } from 'drizzle-orm';
import { figurePercent } from '@portal/core';
import { type RequestContext } from '@portal/kit';
import type { RowColumn } from '../../shared/contracts.ts';

/** The selectors a figure is read with, settled from the request (server/dashboard.service.ts). */
export interface Filters {
  franchiseeId?: number;
  yearId: number | null;
  /** The day the figure is for (YYYY-MM-DD, India). */
  date: string;
  monthStart: string;
  nextMonth: string;
}

export type Cell = string | number | null;
export interface Point {
  key: string;
  label: string;
  value: number;
}
export interface Figure {
  value: number | null;
  series: Point[];
}
export interface Rows {
  columns: RowColumn[];
  rows: Record<string, Cell>[];
}

export interface WidgetQuery {
  figure(ctx: RequestContext, f: Filters): Promise<Figure>;
  rows(ctx: RequestContext, f: Filters, series?: string): Promise<Rows>;
}

/** The list behind a figure shows at most this many rows (the report centre exports the rest). */
export const ROW_LIMIT = 500;

export const col = (key: string, label: string, kind: RowColumn['kind'] = 'text'): RowColumn => ({ key, label, kind });
export const num = (v: unknown) => Number(v ?? 0);
/** Percentage with one decimal; null when there is nothing to divide by (the figures' one rounding). */
export const percent = figurePercent;
export const year = (column: SQL | Parameters<typeof eq>[0], f: Filters) =>
  f.yearId ? eq(column, f.yearId) : undefined;
/** A timestamp's day in India, for date ranges and per-day figures. */
export const indiaDay = (column: Parameters<typeof eq>[0]) => sql`(${column} at time zone 'Asia/Kolkata')::date`;
