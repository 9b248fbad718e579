import { and, eq, inArray, sql } from 'drizzle-orm';
import { canSeeFranchisee, type RequestContext } from '@portal/kit';
import { classes } from '@portal/mod-org/server';
import { studentAdmissions, students } from '@portal/mod-students/server';
import { onPaymentConfirmed, paymentRequests } from '@portal/mod-enquiry/server';
import type { FinancePorts } from '../ports.ts';

/** The fees module's ports onto the students and enquiry modules. */
export const admissionPorts: FinancePorts = {
  async findAdmission(ctx: RequestContext, id: number) {
    const [row] = await ctx.db
      .select({
        id: studentAdmissions.id,
        franchiseeId: studentAdmissions.franchiseeId,
        academicYearId: studentAdmissions.academicYearId,
        studentName: sql<string>`trim(${students.firstName} || ' ' || ${students.lastName})`,
        className: classes.name,
        classCategory: classes.classCategory,
        parentMobile: students.parentMobile,
      })
      .from(studentAdmissions)
      .innerJoin(students, eq(students.id, studentAdmissions.studentId))
      .innerJoin(classes, eq(classes.id, studentAdmissions.classId))
      .where(eq(studentAdmissions.id, id));
    return row && canSeeFranchisee(ctx, row.franchiseeId) ? row : null;
  },
  async admissionNames(ctx: RequestContext, ids: number[]) {
    if (ids.length === 0) return new Map();
    const rows = await ctx.db
      .select({
        id: studentAdmissions.id,
        franchiseeId: studentAdmissions.franchiseeId,
        name: sql<string>`trim(${students.firstName} || ' ' || ${students.lastName})`,
      })
      .from(studentAdmissions)
      .innerJoin(students, eq(students.id, studentAdmissions.studentId))
      .where(and(inArray(studentAdmissions.id, ids)));
    return new Map(rows.filter((r) => canSeeFranchisee(ctx, r.franchiseeId)).map((r) => [r.id, r.name]));
  },
  async findPaymentRequest(ctx: RequestContext, referenceId: string) {
    const [row] = await ctx.db.select().from(paymentRequests).where(eq(paymentRequests.referenceId, referenceId));
    return row
      ? {
          franchiseeId: row.franchiseeId,
          referenceType: row.referenceType,
          amountPaise: row.amountPaise,
          status: row.status,
          description: row.description,
          payerName: row.payerName,
        }
      : null;
  },
  onPaymentConfirmed: (ctx, referenceId, opts) => onPaymentConfirmed(ctx, referenceId, opts),
};
