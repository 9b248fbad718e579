import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import { badRequest, type RequestContext } from '@portal/kit';
import { classes } from '@portal/mod-org/server';
import { studentAdmissions, students } from '@portal/mod-students/server';
import { KIT_TYPES } from '@portal/core';
import { kitAllocations, kitMappings } from '../schema.ts';
import { activeAdmissionsOf, childName, orderYear } from './admitted.service.ts';
import { orderFranchisee } from './place-order.service.ts';

/**
 * The place-order cart: the centre's active admissions of the year whose class has an
 * APPROVED mapping of the kit type and whose kit is not on a live order. Rows are the
 * spec's student order kit rows, which the web keeps in IndexedDB for offline carts.
 */
export async function orderCart(
  ctx: RequestContext,
  input: { franchiseeId?: number; kitType: string; academicYearId?: number },
) {
  const franchiseeId = orderFranchisee(ctx, input.franchiseeId);
  if (!KIT_TYPES.some((k) => k.id === input.kitType && k.onMapping))
    throw badRequest('Unknown kit type', { kitType: 'Unknown kit type' });
  const yearId = await orderYear(ctx, input.academicYearId);
  if (!yearId) return { franchiseeId, rows: [] };
  const mapped = ctx.db
    .select({ classId: kitMappings.classId })
    .from(kitMappings)
    .where(
      and(eq(kitMappings.kitType, input.kitType), eq(kitMappings.status, 'APPROVED'), eq(kitMappings.isActive, true)),
    );
  const rows = await ctx.db
    .select({
      id: studentAdmissions.id,
      franchiseeID: studentAdmissions.franchiseeId,
      enrollmentID: studentAdmissions.id,
      classID: studentAdmissions.classId,
      className: classes.name,
      gender: students.gender,
      studentName: childName,
    })
    .from(studentAdmissions)
    .innerJoin(students, eq(students.id, studentAdmissions.studentId))
    .innerJoin(classes, eq(classes.id, studentAdmissions.classId))
    .where(
      and(
        activeAdmissionsOf(franchiseeId, yearId),
        inArray(studentAdmissions.classId, mapped),
        notExists(
          ctx.db
            .select({ one: sql`1` })
            .from(kitAllocations)
            .where(
              and(
                eq(kitAllocations.studentAdmissionId, studentAdmissions.id),
                eq(kitAllocations.kitType, input.kitType),
                eq(kitAllocations.status, 'ORDERED'),
              ),
            ),
        ),
      ),
    )
    .orderBy(classes.sort, students.firstName);
  return { franchiseeId, rows };
}
