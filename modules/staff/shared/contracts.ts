/**
 * The staff module's hand-written API as contracts: the dashboard counts, the leave report and the signed-in
 * person's own staff record. The server serves them (server/routes.ts), the screens call them.
 */
import { defineEndpoint, isoDate } from '@portal/core';
import { z } from 'zod';
import { STAFF_MODULES } from './index.ts';

const tags = ['Staff'];
const day = isoDate('Date');
const centre = z.coerce.number().int().positive().max(2_147_483_647).optional();

export const staffDashboardCounts = z.object({
  totalStaff: z.number(),
  teachers: z.number(),
  approvedStaff: z.number(),
  pendingApproval: z.number(),
  presentToday: z.number(),
  onLeaveToday: z.number(),
  pendingLeaves: z.number(),
  pendingAttendance: z.number(),
  documentsExpiringSoon: z.number(),
  logBookEntriesThisMonth: z.number(),
});
export type StaffDashboardCounts = z.output<typeof staffDashboardCounts>;

export const leaveReportRow = z.object({
  staffId: z.number(),
  staffName: z.string(),
  franchiseeId: z.number(),
  /** Approved days per leave type. */
  byType: z.record(z.string(), z.number()),
  approvedDays: z.number(),
  pendingDays: z.number(),
});
export type LeaveReportRow = z.output<typeof leaveReportRow>;

export const staffDashboard = defineEndpoint({
  method: 'GET',
  path: '/api/staff-dashboard',
  module: STAFF_MODULES.DASHBOARD,
  tags,
  summary: 'Staff, attendance, leave and document counts of the centre (or every centre the user sees)',
  query: z.object({ franchiseeID: centre }),
  response: staffDashboardCounts,
});

export const staffLeaveReport = defineEndpoint({
  method: 'GET',
  path: '/api/staff-leave-report',
  module: STAFF_MODULES.CENTRE_HEAD_ATTENDANCE,
  tags,
  summary: 'Leave days per staff member and leave type for leaves starting in the period',
  query: z.object({ fromDate: day, toDate: day, franchiseeID: centre }),
  response: z.object({ rows: z.array(leaveReportRow) }),
});

/** The signed-in person's own staff record, for self-service screens (apply leave, log book). */
export const staffMe = defineEndpoint({
  method: 'GET',
  path: '/api/staff-me',
  module: STAFF_MODULES.TEACHER_ATTENDANCE,
  tags,
  summary: "The signed-in person's own staff record",
  response: z.object({
    id: z.number(),
    franchiseeId: z.number(),
    franchiseeIdLabel: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    staffCategory: z.string(),
    designation: z.string(),
    status: z.string(),
  }),
});
