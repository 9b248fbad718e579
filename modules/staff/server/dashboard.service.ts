import { and, count, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { todayInIndia, addDays } from '@portal/core';
import {
  franchiseeFence,
  type FenceColumn,
  type RequestContext,
  requireAccess,
  type Resource,
  resourceOwnerCondition,
} from '@portal/kit';
import type { StaffDashboardCounts } from '../shared/contracts.ts';
import { STAFF_MODULES } from '../shared/index.ts';
import {
  logBookResource,
  staffAttendanceResource,
  staffDocumentResource,
  staffLeaveResource,
  staffResource,
} from './resources.ts';
import { logBooks, staff, staffAttendance, staffDocuments, staffLeaves } from './schema.ts';

/** The fence, narrowed to the centre picked on the dashboard, and the resource's owner rule. */
export function centreFilter(
  ctx: RequestContext,
  column: FenceColumn,
  res: Resource,
  franchiseeId?: number,
): SQL | undefined {
  return and(franchiseeFence(ctx, column, franchiseeId), resourceOwnerCondition(ctx, res));
}

/** Counts on the staff dashboard, inside the caller's fence. */
export async function staffDashboard(
  ctx: RequestContext,
  franchiseeId?: number,
  now = new Date(),
): Promise<StaffDashboardCounts> {
  requireAccess(ctx, STAFF_MODULES.DASHBOARD, 'GET');
  const today = todayInIndia(now);
  const fence = {
    staff: centreFilter(ctx, staff.franchiseeId, staffResource, franchiseeId),
    attendance: centreFilter(ctx, staffAttendance.franchiseeId, staffAttendanceResource, franchiseeId),
    leaves: centreFilter(ctx, staffLeaves.franchiseeId, staffLeaveResource, franchiseeId),
    documents: centreFilter(ctx, staffDocuments.franchiseeId, staffDocumentResource, franchiseeId),
    logBooks: centreFilter(ctx, logBooks.franchiseeId, logBookResource, franchiseeId),
  };
  const [staffCounts] = await ctx.db
    .select({
      total: count(),
      teachers: sql<number>`count(*) filter (where ${staff.staffCategory} = 'TEACHER')`,
      approved: sql<number>`count(*) filter (where ${staff.status} = 'APPROVED')`,
      pending: sql<number>`count(*) filter (where ${staff.status} = 'PENDING')`,
    })
    .from(staff)
    .where(and(eq(staff.isActive, true), fence.staff));
  const [attendance] = await ctx.db
    .select({
      present: sql<number>`count(*) filter (where ${staffAttendance.attendanceDate} = ${today}
        and ${staffAttendance.approvalStatus} = 'APPROVED'
        and ${staffAttendance.attendanceStatus} in ('PRESENT', 'HALF DAY'))`,
      pending: sql<number>`count(*) filter (where ${staffAttendance.approvalStatus} = 'PENDING')`,
    })
    .from(staffAttendance)
    .where(fence.attendance);
  const [leaves] = await ctx.db
    .select({
      onLeave: sql<number>`count(distinct ${staffLeaves.staffId}) filter (where ${staffLeaves.status} = 'APPROVED'
        and ${staffLeaves.fromDate} <= ${today} and ${staffLeaves.toDate} >= ${today})`,
      pending: sql<number>`count(*) filter (where ${staffLeaves.status} = 'PENDING')`,
    })
    .from(staffLeaves)
    .where(fence.leaves);
  const [documents] = await ctx.db
    .select({ n: count() })
    .from(staffDocuments)
    .where(
      and(fence.documents, gte(staffDocuments.expiryDate, today), lte(staffDocuments.expiryDate, addDays(today, 30))),
    );
  const [entries] = await ctx.db
    .select({ n: count() })
    .from(logBooks)
    .where(and(fence.logBooks, gte(logBooks.logDate, `${today.slice(0, 7)}-01`), lte(logBooks.logDate, today)));
  return {
    totalStaff: Number(staffCounts.total),
    teachers: Number(staffCounts.teachers),
    approvedStaff: Number(staffCounts.approved),
    pendingApproval: Number(staffCounts.pending),
    presentToday: Number(attendance.present),
    onLeaveToday: Number(leaves.onLeave),
    pendingLeaves: Number(leaves.pending),
    pendingAttendance: Number(attendance.pending),
    documentsExpiringSoon: Number(documents.n),
    logBookEntriesThisMonth: Number(entries.n),
  };
}
