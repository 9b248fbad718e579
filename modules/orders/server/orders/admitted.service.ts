import { and, eq, sql } from 'drizzle-orm';
import { currentAcademicYear } from '@portal/core';
import type { RequestContext } from '@portal/kit';
import { academicYears } from '@portal/mod-org/server';
import { studentAdmissions, students } from '@portal/mod-students/server';

/** A child's full name as order and indent screens show it. */
export const childName = sql<string>`trim(${students.firstName} || ' ' || ${students.lastName})`;

/** The year orders are for: the one asked for, the one chosen in the shell, else the current one. */
export async function orderYear(ctx: RequestContext, requested?: number): Promise<number | undefined> {
  if (requested ?? ctx.academicYearId) return requested ?? ctx.academicYearId!;
  const [year] = await ctx.db
    .select({ id: academicYears.id })
    .from(academicYears)
    .where(eq(academicYears.academicYear, currentAcademicYear()));
  return year?.id;
}

/** The centre's children admitted (and still active) in the year. */
export function activeAdmissionsOf(franchiseeId: number, yearId: number) {
  return and(
    eq(studentAdmissions.franchiseeId, franchiseeId),
    eq(studentAdmissions.academicYearId, yearId),
    eq(studentAdmissions.status, 'Active'),
  );
}
