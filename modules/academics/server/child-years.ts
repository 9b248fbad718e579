import { and, eq, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { YearOfChild } from '@portal/mod-students/server';

/**
 * A stretch of one of a child's years at its centre: its class and section then, from one day to another. Classes
 * are the network's (Nursery, LKG) and outlive a year, so a class's diary and homework are its children's of a year:
 * what a child's family reads is counted in these.
 */
export interface ClassSpan {
  classId: number;
  sectionId: number | null;
  from: string;
  to: string;
}

/** The child's years (`yearsOfChild`), each cut to the days asked; the whole years without them. */
export function classSpans(years: readonly YearOfChild[], from?: string, to?: string): ClassSpan[] {
  return years.flatMap((y) => {
    const start = from && from > y.yearFrom ? from : y.yearFrom;
    const end = to && to < y.yearTo ? to : y.yearTo;
    return start <= end ? [{ classId: y.classId, sectionId: y.sectionId, from: start, to: end }] : [];
  });
}

/** A class's rows a child of it reads: the whole class's and, for a child in a section, that section's. */
export const ofChildsSection = (column: PgColumn, sectionId: number | null): SQL | undefined =>
  sectionId === null ? isNull(column) : or(isNull(column), eq(column, sectionId));

/** Rows of the child's class and section dated within one of the spans (none: no row). */
export function inClassSpans(
  columns: { classId: PgColumn; sectionId: PgColumn; on: PgColumn },
  spans: readonly ClassSpan[],
): SQL | undefined {
  if (spans.length === 0) return sql`false`;
  return or(
    ...spans.map((s) =>
      and(
        eq(columns.classId, s.classId),
        ofChildsSection(columns.sectionId, s.sectionId),
        gte(columns.on, s.from),
        lte(columns.on, s.to),
      ),
    ),
  );
}
