import { eq } from 'drizzle-orm';
import type { RequestContext } from '@portal/kit';
import { studentAdmissions, students } from './schema.ts';

/**
 * Who pays a child's fees, as a receipt names them: the father, else the mother, else "Parent of" the child.
 * Read for a payment already tied to the admission (a fee plan's reference), whoever makes it.
 */
export async function payerOfAdmission(ctx: RequestContext, admissionId: number): Promise<string | null> {
  const [row] = await ctx.db
    .select({ father: students.fatherName, mother: students.motherName, child: students.fullName })
    .from(studentAdmissions)
    .innerJoin(students, eq(students.id, studentAdmissions.studentId))
    .where(eq(studentAdmissions.id, admissionId));
  if (!row) return null;
  return row.father?.trim() || row.mother?.trim() || `Parent of ${row.child}`;
}
