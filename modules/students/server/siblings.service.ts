import { and, eq, ne, or, sql } from 'drizzle-orm';
import { nationalMobile } from '@portal/core';
import type { RequestContext } from '@portal/kit';
import { studentAdmissions, students } from './schema.ts';

/** A brother's or sister's admission, as the fees' sibling concession reads it. */
export interface SiblingAdmission {
  studentAdmissionId: number;
  admissionDate: string;
}

/**
 * The other Active admissions of the same centre and academic year whose child has the same parent: the same
 * parent mobile (the same number) or the same parent email (the parent's account). Earliest admitted first.
 */
export async function siblingAdmissions(ctx: RequestContext, studentAdmissionId: number): Promise<SiblingAdmission[]> {
  const [me] = await ctx.db
    .select({
      franchiseeId: studentAdmissions.franchiseeId,
      academicYearId: studentAdmissions.academicYearId,
      studentId: studentAdmissions.studentId,
      mobile: students.parentMobile,
      email: students.parentEmail,
    })
    .from(studentAdmissions)
    .innerJoin(students, eq(students.id, studentAdmissions.studentId))
    .where(eq(studentAdmissions.id, studentAdmissionId));
  if (!me) return [];
  // The whole number, read by the shared normaliser: a number ending in the same ten digits is another phone.
  const mobile = nationalMobile(me.mobile);
  const email = me.email?.trim().toLowerCase() || null;
  const sameParent = or(
    mobile ? eq(students.parentMobile, mobile) : undefined,
    email ? sql`lower(trim(${students.parentEmail})) = ${email}` : undefined,
  );
  if (!sameParent) return [];
  return ctx.db
    .select({ studentAdmissionId: studentAdmissions.id, admissionDate: studentAdmissions.admissionDate })
    .from(studentAdmissions)
    .innerJoin(students, eq(students.id, studentAdmissions.studentId))
    .where(
      and(
        eq(studentAdmissions.franchiseeId, me.franchiseeId),
        eq(studentAdmissions.academicYearId, me.academicYearId),
        eq(studentAdmissions.status, 'Active'),
        ne(studentAdmissions.studentId, me.studentId),
        sameParent,
      ),
    )
    .orderBy(studentAdmissions.admissionDate, studentAdmissions.id);
}
