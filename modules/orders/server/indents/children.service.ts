import { and, asc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import { type RequestContext } from '@portal/kit';
import { classes } from '@portal/mod-org/server';
import { studentAdmissions, students } from '@portal/mod-students/server';
import { UNIFORM_ORDER } from '../../shared/index.ts';
import { kitOrderLines, kitOrders } from '../schema.ts';
import { activeAdmissionsOf, childName, orderYear } from '../orders/admitted.service.ts';
import { orderFranchisee } from '../orders/place-order.service.ts';

export interface IndentChildrenQuery {
  franchiseeId?: number;
  academicYearId?: number;
  q?: string;
}

/**
 * The centre's active admissions of the year with their live uniform indent, if any:
 * the single and bulk indent screens offer the children without one, the SOP enquiry
 * screen looks a child up. One live indent per child, as placing enforces.
 */
export async function uniformIndentChildren(ctx: RequestContext, query: IndentChildrenQuery) {
  const franchiseeId = orderFranchisee(ctx, query.franchiseeId);
  const yearId = await orderYear(ctx, query.academicYearId);
  if (!yearId) return { franchiseeId, rows: [] };
  const name = childName;
  const term = query.q?.trim().replace(/[\\%_]/g, (c) => `\\${c}`);
  const kids = await ctx.db
    .select({
      studentAdmissionId: studentAdmissions.id,
      studentName: name,
      classId: studentAdmissions.classId,
      className: classes.name,
      gender: students.gender,
    })
    .from(studentAdmissions)
    .innerJoin(students, eq(students.id, studentAdmissions.studentId))
    .innerJoin(classes, eq(classes.id, studentAdmissions.classId))
    .where(
      and(
        activeAdmissionsOf(franchiseeId, yearId),
        term
          ? or(
              ilike(name, `%${term}%`),
              ilike(classes.name, `%${term}%`),
              sql`${studentAdmissions.id}::text = ${query.q!.trim()}`,
            )
          : undefined,
      ),
    )
    .orderBy(asc(classes.sort), asc(students.firstName), asc(studentAdmissions.id))
    .limit(1000);
  const indents = kids.length
    ? await ctx.db
        .selectDistinctOn([kitOrderLines.studentAdmissionId], {
          studentAdmissionId: kitOrderLines.studentAdmissionId,
          orderId: kitOrders.id,
          orderNo: kitOrders.orderNo,
          status: kitOrders.status,
          size: kitOrderLines.size,
          placedAt: kitOrders.createdAt,
        })
        .from(kitOrderLines)
        .innerJoin(kitOrders, eq(kitOrders.id, kitOrderLines.orderId))
        .where(
          and(
            inArray(
              kitOrderLines.studentAdmissionId,
              kids.map((k) => k.studentAdmissionId),
            ),
            eq(kitOrders.kitType, UNIFORM_ORDER),
            ne(kitOrders.status, 'CANCELLED'),
            ne(kitOrders.status, 'FAIL'),
          ),
        )
        .orderBy(kitOrderLines.studentAdmissionId, kitOrders.id)
    : [];
  return {
    franchiseeId,
    rows: kids.map((k) => {
      const indent = indents.find((i) => i.studentAdmissionId === k.studentAdmissionId);
      return {
        ...k,
        indent: indent
          ? {
              orderId: indent.orderId,
              orderNo: indent.orderNo,
              status: indent.status,
              size: indent.size,
              placedAt: indent.placedAt,
            }
          : null,
      };
    }),
  };
}
