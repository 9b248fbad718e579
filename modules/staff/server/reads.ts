import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { defineView, type RequestContext } from '@portal/kit';
import { staff, staffAttendance, staffLeaves } from './schema.ts';
import { staffLeaveReadsViewShape, staffReadsViewShape } from '../shared/views.ts';

/** A staff member's name as every list prints it. */
const staffName = sql<string>`trim(${staff.firstName} || ' ' || ${staff.lastName})`;

const staffColumns = {
  id: staff.id,
  franchiseeId: staff.franchiseeId,
  userId: staff.userId,
  name: staffName,
  firstName: staff.firstName,
  lastName: staff.lastName,
  staffCategory: staff.staffCategory,
  designation: staff.designation,
  status: staff.status,
  isActive: staff.isActive,
};

/**
 * The staff of a centre as other modules may read them (the teacher progress report, a centre's teachers, a
 * training's trainees): who they are and what they do, fenced on their centre.
 */
export const staffReads = {
  ...defineView({
    ...staffReadsViewShape,
    from: staff,
    columns: staffColumns,
    franchiseeColumn: staff.franchiseeId,
    defaultSort: [{ column: staff.id, dir: 'asc' }],
  }),
  c: staffColumns,
};

const leaveColumns = {
  id: staffLeaves.id,
  franchiseeId: staffLeaves.franchiseeId,
  staffId: staffLeaves.staffId,
  name: staffName,
  leaveType: staffLeaves.leaveType,
  fromDate: staffLeaves.fromDate,
  toDate: staffLeaves.toDate,
  status: staffLeaves.status,
};

/** Leave as other modules may read it (the dashboard's staff on leave): with the staff member's name. */
export const staffLeaveReads = {
  ...defineView({
    ...staffLeaveReadsViewShape,
    from: staffLeaves,
    joins: [{ table: staff, on: eq(staff.id, staffLeaves.staffId) }],
    columns: leaveColumns,
    franchiseeColumn: staffLeaves.franchiseeId,
    defaultSort: [{ column: staffLeaves.id, dir: 'asc' }],
  }),
  c: leaveColumns,
};

/**
 * A staff member's attendance over a period (YYYY-MM-DD, both ends in), as correlated counts of the row whose
 * staff id is `staffId`: the days marked and the days present.
 */
export function staffAttendanceCountsSql(staffId: PgColumn | SQL, from: string, to: string) {
  const marks = sql`from ${staffAttendance} where ${staffAttendance.staffId} = ${staffId}
      and ${staffAttendance.attendanceDate} between ${from}::date and ${to}::date`;
  return {
    marked: sql<number>`(select count(*) ${marks})::int`,
    present: sql<number>`(select count(*) ${marks} and ${staffAttendance.attendanceStatus} = 'PRESENT')::int`,
  };
}

/** The approved, active teachers of a centre (their staff ids), as the centre's head would count them. */
export async function approvedTeachersOf(ctx: RequestContext, franchiseeId: number) {
  return ctx.db
    .select({ id: staff.id })
    .from(staff)
    .where(
      and(
        eq(staff.franchiseeId, franchiseeId),
        eq(staff.staffCategory, 'TEACHER'),
        eq(staff.status, 'APPROVED'),
        eq(staff.isActive, true),
      ),
    );
}

/** A staff member's centre and account, undefined when none; whatever the fence (the caller checks the centre). */
export async function staffAccountOf(ctx: RequestContext, staffId: number) {
  const [member] = await ctx.db
    .select({ id: staff.id, franchiseeId: staff.franchiseeId, userId: staff.userId })
    .from(staff)
    .where(eq(staff.id, staffId));
  return member;
}
