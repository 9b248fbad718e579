import { eq, sql } from 'drizzle-orm';
import { mayTouchFranchisee, type RequestContext } from '@portal/kit';
import { classes } from '@portal/mod-org/server';
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
