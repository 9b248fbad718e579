import { approvalPair, todayInIndia } from '@portal/core';
import {
  actingUser,
  badRequest,
  defineResource,
  fieldError,
  forbidden,
  ownerAudience,
  withFourEyes,
} from '@portal/kit';
import { STAFF_MODULES } from '../../shared/index.ts';
import { actingStaff, isSupervisor } from '../acting-staff.service.ts';
import { ownedByStaff } from '../owner.ts';
import { staffAttendance } from '../schema.ts';
import { staffAttendanceShape } from '../../shared/resources.ts';
import { OWN_STAFF_ROWS, decision } from './staff.ts';

export const staffAttendanceResource = defineResource({
  ...staffAttendanceShape,
  personalData: {
    whose: ['staff member'],
    categories: ['location'],
    audience: ownerAudience(ownedByStaff),
    retention: 'employment, then 3 years',
    purposes: ['Paying and scheduling the staff'],
  },
  labelPlural: 'Attendance',
  scope: 'franchisee',
  table: staffAttendance,
  titleField: 'attendanceDate',
  list: {
    columns: ['attendanceDate', 'staffId', 'staffCategory', 'attendanceStatus', 'inTime', 'outTime', 'approvalStatus'],
    search: ['reason'],
    filters: ['franchiseeId', 'staffId', 'staffCategory', 'attendanceDate', 'attendanceStatus', 'approvalStatus'],
    defaultSort: { field: 'attendanceDate', dir: 'desc' },
  },
  statusField: 'approvalStatus',
  commands: {
    // Nobody approves their own attendance or leave.
    ...withFourEyes(approvalPair({ module: STAFF_MODULES.CENTRE_HEAD_ATTENDANCE, fields: decision }), OWN_STAFF_ROWS),
  },
  remove: false,
  owner: ownedByStaff,
  rules: { order: [{ from: 'inTime', to: 'outTime', strict: true, message: 'Out time must be after the in time' }] },
  hooks: {
    async beforeCreate(ctx, values) {
      const member = await actingStaff(ctx, values.staffId);
      if (member.franchiseeId !== values.franchiseeId) values.franchiseeId = member.franchiseeId;
      if (String(values.attendanceDate) > todayInIndia() && values.attendanceStatus !== 'ON LEAVE') {
        throw fieldError('attendanceDate', 'Attendance cannot be given for a future date');
      }
      // A centre head's marking stands; a staff member's own entry waits for approval.
      const supervisor = isSupervisor(ctx);
      if (!supervisor && !values.reason) throw fieldError('reason', 'Reason is required');
      return {
        ...values,
        staffId: member.id,
        staffCategory: member.staffCategory,
        approvalStatus: supervisor ? 'APPROVED' : 'PENDING',
        decidedBy: supervisor ? actingUser(ctx).id : null,
      };
    },
    beforeUpdate(ctx, values, existing) {
      if (!isSupervisor(ctx)) throw forbidden('Only the centre head can change attendance');
      if (values.staffId !== undefined && values.staffId !== existing.staffId)
        throw badRequest('Give attendance of another staff member as a new entry');
      const date = String(values.attendanceDate ?? existing.attendanceDate);
      const status = values.attendanceStatus ?? existing.attendanceStatus;
      if (date > todayInIndia() && status !== 'ON LEAVE')
        throw fieldError('attendanceDate', 'Attendance cannot be given for a future date');
      return values;
    },
    onCommand: (ctx, _command, _existing, input) => ({
      decidedBy: actingUser(ctx).id,
      decisionRemark: input.decisionRemark ?? null,
    }),
  },
});
