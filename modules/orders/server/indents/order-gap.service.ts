import { and, eq, notInArray, sql } from 'drizzle-orm';
import { franchiseeFence, type RequestContext } from '@portal/kit';
import { classes, franchisees } from '@portal/mod-org/server';
import { studentAdmissions } from '@portal/mod-students/server';
import { UNIFORM_ORDER } from '../../shared/index.ts';
import { kitOrderLines, kitOrders } from '../schema.ts';

/**
 * indent/order-gap: per centre and class, the active admissions of the year against
 * the children with a live (not cancelled or failed) uniform indent. The gap is the
 * children still without uniforms.
 */
export async function uniformOrderGap(ctx: RequestContext, input: { academicYearId: number; franchiseeId?: number }) {
  const indented = ctx.db
    .selectDistinct({ id: kitOrderLines.studentAdmissionId })
    .from(kitOrderLines)
    .innerJoin(kitOrders, eq(kitOrders.id, kitOrderLines.orderId))
    .where(
      and(
        eq(kitOrders.kitType, UNIFORM_ORDER),
        notInArray(kitOrders.status, ['CANCELLED', 'FAIL']),
        sql`${kitOrderLines.studentAdmissionId} is not null`,
      ),
    );
  const rows = await ctx.db
    .select({
      franchiseeId: studentAdmissions.franchiseeId,
      companyName: franchisees.companyName,
      classId: studentAdmissions.classId,
      className: classes.name,
      admitted: sql<number>`count(*)::int`,
      ordered: sql<number>`count(*) filter (where ${studentAdmissions.id} in ${indented})::int`,
    })
    .from(studentAdmissions)
    .innerJoin(classes, eq(classes.id, studentAdmissions.classId))
    .innerJoin(franchisees, eq(franchisees.id, studentAdmissions.franchiseeId))
    .where(
      and(
        eq(studentAdmissions.academicYearId, input.academicYearId),
        eq(studentAdmissions.status, 'Active'),
        franchiseeFence(ctx, studentAdmissions.franchiseeId, input.franchiseeId), // another centre's id: 404
      ),
    )
    .groupBy(
      studentAdmissions.franchiseeId,
      franchisees.companyName,
      studentAdmissions.classId,
      classes.name,
      classes.sort,
    )
    .orderBy(studentAdmissions.franchiseeId, classes.sort);
  return rows.map((r) => ({ ...r, gap: r.admitted - r.ordered }));
}
