import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { badRequest, type RequestContext, requireAccess } from '@portal/kit';
import type { LeaveReportRow } from '../shared/contracts.ts';
import { STAFF_MODULES } from '../shared/index.ts';
import { centreFilter } from './dashboard.service.ts';
import { staffLeaveResource } from './resources.ts';
import { staff, staffLeaves } from './schema.ts';

export interface LeaveReportQuery {
  fromDate: string;
  toDate: string;
  franchiseeId?: number;
}

/**
 * Leave days per staff member and leave type for leaves starting in the period:
 * approved days by type, plus what still waits for a decision.
 */
export async function leaveReport(ctx: RequestContext, query: LeaveReportQuery): Promise<LeaveReportRow[]> {
  requireAccess(ctx, STAFF_MODULES.CENTRE_HEAD_ATTENDANCE, 'GET');
  if (query.toDate < query.fromDate)
    throw badRequest('To date must not be before the from date', {
      toDate: 'To date must not be before the from date',
    });
  const rows = await ctx.db
    .select({
      staffId: staffLeaves.staffId,
      firstName: staff.firstName,
      lastName: staff.lastName,
      franchiseeId: staffLeaves.franchiseeId,
      leaveType: staffLeaves.leaveType,
      approved: sql<number>`coalesce(sum(${staffLeaves.days}) filter (where ${staffLeaves.status} = 'APPROVED'), 0)`,
      pending: sql<number>`coalesce(sum(${staffLeaves.days}) filter (where ${staffLeaves.status} = 'PENDING'), 0)`,
    })
    .from(staffLeaves)
    .innerJoin(staff, eq(staff.id, staffLeaves.staffId))
    .where(
      and(
        centreFilter(ctx, staffLeaves.franchiseeId, staffLeaveResource, query.franchiseeId),
        gte(staffLeaves.fromDate, query.fromDate),
        lte(staffLeaves.fromDate, query.toDate),
      ),
    )
    .groupBy(staffLeaves.staffId, staff.firstName, staff.lastName, staffLeaves.franchiseeId, staffLeaves.leaveType)
    .orderBy(asc(staff.firstName), asc(staff.lastName));
  const byStaff = new Map<number, LeaveReportRow>();
  for (const r of rows) {
    const row = byStaff.get(r.staffId) ?? {
      staffId: r.staffId,
      staffName: `${r.firstName} ${r.lastName}`,
      franchiseeId: r.franchiseeId,
      byType: {},
      approvedDays: 0,
      pendingDays: 0,
    };
    row.byType[r.leaveType] = Number(r.approved);
    row.approvedDays += Number(r.approved);
    row.pendingDays += Number(r.pending);
    byStaff.set(r.staffId, row);
  }
  return [...byStaff.values()];
}
