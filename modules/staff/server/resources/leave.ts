import { approvalPair } from '@portal/core';
import { and, eq, gte, lte, ne } from 'drizzle-orm';
import {
  actingUser,
  badRequest,
  conflict,
  defineResource,
  fieldError,
  type RequestContext,
  ownerAudience,
  withFourEyes,
} from '@portal/kit';
import { leaveDays, STAFF_MODULES } from '../../shared/index.ts';
import { actingStaff } from '../acting-staff.service.ts';
import { ownedByStaff } from '../owner.ts';
import { staffLeaves } from '../schema.ts';
import { staffLeaveShape } from '../../shared/resources.ts';
import { OWN_STAFF_ROWS, decision } from './staff.ts';

/**
 * A leave's days, in order, at most 180 of them, and none already asked for in another application that still
 * stands (an edit compares against the others only).
 */
async function checkLeaveDays(
  ctx: RequestContext,
  staffId: number,
  from: string,
  to: string,
  exceptId?: number,
): Promise<number> {
  if (to < from) throw fieldError('toDate', 'To date must not be before the from date');
  const days = leaveDays(from, to);
  if (days > 180) throw fieldError('toDate', 'A leave may last at most 180 days');
  const [clash] = await ctx.db
    .select({ id: staffLeaves.id })
    .from(staffLeaves)
    .where(
      and(
        eq(staffLeaves.staffId, staffId),
        ne(staffLeaves.status, 'REJECTED'),
        lte(staffLeaves.fromDate, to),
        gte(staffLeaves.toDate, from),
        exceptId === undefined ? undefined : ne(staffLeaves.id, exceptId),
      ),
    );
  if (clash) throw conflict('A leave application already covers some of these days');
  return days;
}

export const staffLeaveResource = defineResource({
  ...staffLeaveShape,
  personalData: {
    whose: ['staff member'],
    categories: ['health'],
    audience: ownerAudience(ownedByStaff),
    retention: 'employment, then 3 years',
    purposes: ['Granting and planning leave'],
  },
  scope: 'franchisee',
  table: staffLeaves,
  titleField: 'leaveType',
  list: {
    columns: ['staffId', 'leaveType', 'fromDate', 'toDate', 'days', 'status'],
    search: ['reason'],
    filters: ['franchiseeId', 'staffId', 'leaveType', 'status', 'fromDate'],
    defaultSort: { field: 'fromDate', dir: 'desc' },
  },
  statusField: 'status',
  commands: {
    // Nobody approves their own attendance or leave.
    ...withFourEyes(approvalPair({ module: STAFF_MODULES.CENTRE_HEAD_ATTENDANCE, fields: decision }), OWN_STAFF_ROWS),
  },
  remove: false,
  owner: ownedByStaff,
  hooks: {
    async beforeCreate(ctx, values) {
      const member = await actingStaff(ctx, values.staffId);
      const days = await checkLeaveDays(ctx, member.id, String(values.fromDate), String(values.toDate));
      return { ...values, staffId: member.id, franchiseeId: member.franchiseeId, days, status: 'PENDING' };
    },
    async beforeUpdate(ctx, values, existing) {
      if (existing.status !== 'PENDING')
        throw conflict(`The leave application is ${existing.status} and cannot be changed`);
      if (values.staffId !== undefined && values.staffId !== existing.staffId)
        throw badRequest('Apply for another staff member as a new application');
      const from = String(values.fromDate ?? existing.fromDate);
      const to = String(values.toDate ?? existing.toDate);
      return { ...values, days: await checkLeaveDays(ctx, existing.staffId, from, to, existing.id) };
    },
    onCommand: (ctx, _command, _existing, input) => ({
      decidedBy: actingUser(ctx).id,
      decisionRemark: input.decisionRemark ?? null,
    }),
  },
});
