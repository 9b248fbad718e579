import { and, asc, eq, sql } from 'drizzle-orm';
import { mayTouchFranchisee, type RequestContext } from '@portal/kit';
import { alias } from 'drizzle-orm/pg-core';
import { academicYears, classes } from '@portal/mod-org/server';
import { studentAdmissions, students } from './schema.ts';

/** What other modules (fees) need to know about one student admission. */
export interface AdmissionInfo {
  id: number;
  franchiseeId: number;
  academicYearId: number;
  studentName: string;
  className: string | null;
  classCategory: string | null;
  parentMobile: string | null;
  /** The day the child joined (YYYY-MM-DD). */
  admissionDate: string;
}

/** The admission if it exists and lies inside the user's fence, else null. */
export async function admissionInfo(ctx: RequestContext, id: number): Promise<AdmissionInfo | null> {
  const [row] = await ctx.db
    .select({
      id: studentAdmissions.id,
      franchiseeId: studentAdmissions.franchiseeId,
      academicYearId: studentAdmissions.academicYearId,
      studentName: sql<string>`trim(${students.firstName} || ' ' || ${students.lastName})`,
      className: classes.name,
      classCategory: classes.classCategory,
      parentMobile: students.parentMobile,
      admissionDate: studentAdmissions.admissionDate,
    })
    .from(studentAdmissions)
    .innerJoin(students, eq(students.id, studentAdmissions.studentId))
    .innerJoin(classes, eq(classes.id, studentAdmissions.classId))
    .where(eq(studentAdmissions.id, id));
  return row && mayTouchFranchisee(ctx, row.franchiseeId) ? row : null;
}

/** One of a child's admissions: a year of the child at its centre, in a class. */
export interface YearOfChild {
  studentAdmissionId: number;
  franchiseeId: number;
  classId: number;
  sectionId: number | null;
  academicYearId: number;
  /** The academic year's first and last days (YYYY-MM-DD). */
  yearFrom: string;
  yearTo: string;
}

/**
 * Every admission of the child of this one at the same centre, the one asked among them, oldest first: what a
 * centre gives for the child across its years (a fee certificate's financial year spans a promotion, a family opens
 * last year's report card after the promotion moved their account). Empty when the admission is outside the user's
 * fence.
 */
export async function yearsOfChild(ctx: RequestContext, id: number): Promise<YearOfChild[]> {
  const asked = await admissionInfo(ctx, id);
  if (!asked) return [];
  const same = alias(studentAdmissions, 'same_child');
  return ctx.db
    .select({
      studentAdmissionId: same.id,
      franchiseeId: same.franchiseeId,
      classId: same.classId,
      sectionId: same.sectionId,
      academicYearId: same.academicYearId,
      yearFrom: academicYears.startDate,
      yearTo: academicYears.endDate,
    })
    .from(studentAdmissions)
    .innerJoin(same, and(eq(same.studentId, studentAdmissions.studentId), eq(same.franchiseeId, asked.franchiseeId)))
    .innerJoin(academicYears, eq(academicYears.id, same.academicYearId))
    .where(eq(studentAdmissions.id, id))
    .orderBy(asc(same.admissionDate), asc(same.id));
}

/** The ids of `yearsOfChild`. */
export async function admissionsOfChild(ctx: RequestContext, id: number): Promise<number[]> {
  return (await yearsOfChild(ctx, id)).map((y) => y.studentAdmissionId);
}
