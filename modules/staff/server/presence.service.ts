import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { formatTime } from '@portal/core';
import {
  audit,
  conflict,
  franchiseeFence,
  inTransaction,
  keptRead,
  mayTouchFranchisee,
  prepared,
  QueryValues,
  type RequestContext,
} from '@portal/kit';
import { actingStaff, isSupervisor } from './acting-staff.service.ts';
import { staff, staffAttendance } from './schema.ts';
import { staffAttendanceShape } from '../shared/resources.ts';

/** A moment's date and time of day at the centres (India, UTC+05:30): `YYYY-MM-DD` and `HH:MM`. */
function inIndia(at: Date): { day: string; time: string } {
  const iso = new Date(at.getTime() + 330 * 60_000).toISOString();
  return { day: iso.slice(0, 10), time: iso.slice(11, 16) };
}

export const PRESENCE_MESSAGES = {
  alreadyIn: (name: string, at: string) => `${name} is already checked in since ${at}.`,
  notIn: (name: string) => `${name} has not checked in today.`,
} as const;

/** One staff member's presence on a day: when they came and, once gone, when they left. */
export interface StaffPresence {
  staffId: number;
  userId: number | null;
  franchiseeId: number;
  name: string;
  inTime: string;
  outTime: string | null;
}

const fullName = (s: { firstName: string; lastName: string }) => `${s.firstName} ${s.lastName}`.trim();

/**
 * "I'm in": the day's attendance row of a staff member says PRESENT with the time they came. A teacher checks
 * themselves in (their entry waits for the centre head's approval, as any self-service attendance does); a
 * centre head checks anyone of the centre in (approved at once). Coming back after leaving re-opens the day and
 * keeps the first arrival. This is the one register of who is at the centre: the ratios count it.
 */
export async function checkStaffIn(ctx: RequestContext, input: { staffId?: number; at: Date }) {
  const member = await actingStaff(ctx, input.staffId);
  const { day, time } = inIndia(input.at);
  const supervisor = isSupervisor(ctx);
  return inTransaction(ctx, async (tx) => {
    const [row] = await tx.db
      .select()
      .from(staffAttendance)
      .where(and(eq(staffAttendance.staffId, member.id), eq(staffAttendance.attendanceDate, day)))
      .for('update');
    if (row?.inTime && !row.outTime)
      throw conflict(PRESENCE_MESSAGES.alreadyIn(fullName(member), formatTime(row.inTime)));
    if (row)
      await tx.db
        .update(staffAttendance)
        .set({ attendanceStatus: 'PRESENT', inTime: row.inTime ?? time, outTime: null, updatedAt: input.at })
        .where(eq(staffAttendance.id, row.id));
    else
      await tx.db.insert(staffAttendance).values({
        franchiseeId: member.franchiseeId,
        staffId: member.id,
        staffCategory: member.staffCategory,
        attendanceDate: day,
        attendanceStatus: 'PRESENT',
        inTime: time,
        reason: supervisor ? null : 'Checked in at the centre',
        approvalStatus: supervisor ? 'APPROVED' : 'PENDING',
        decidedBy: supervisor ? (tx.user?.id ?? null) : null,
      });
    await audit(tx, {
      resource: staffAttendanceShape,
      recordId: member.id,
      action: 'check-in',
      franchiseeId: member.franchiseeId,
      changes: { day, time },
    });
    return { staffId: member.id, franchiseeId: member.franchiseeId, name: fullName(member), day };
  });
}

/** "I'm leaving": the out time of the day's attendance; the staff member no longer counts as present. */
export async function checkStaffOut(ctx: RequestContext, input: { staffId?: number; at: Date }) {
  const member = await actingStaff(ctx, input.staffId);
  const { day, time } = inIndia(input.at);
  return inTransaction(ctx, async (tx) => {
    const [left] = await tx.db
      .update(staffAttendance)
      .set({ outTime: time, updatedAt: input.at })
      .where(
        and(
          eq(staffAttendance.staffId, member.id),
          eq(staffAttendance.attendanceDate, day),
          isNotNull(staffAttendance.inTime),
        ),
      )
      .returning({ id: staffAttendance.id });
    if (!left) throw conflict(PRESENCE_MESSAGES.notIn(fullName(member)));
    await audit(tx, {
      resource: staffAttendanceShape,
      recordId: member.id,
      action: 'check-out',
      franchiseeId: member.franchiseeId,
      changes: { day, time },
    });
    return { staffId: member.id, franchiseeId: member.franchiseeId, name: fullName(member), day };
  });
}

/** The staff of a centre who came on a day (inside the caller's fence), with their in and out times. */
export async function staffPresence(ctx: RequestContext, franchiseeId: number, day: string): Promise<StaffPresence[]> {
  // Asked after every arrival (the centre's ratios): built once, and kept until a member of staff comes or goes.
  if (!mayTouchFranchisee(ctx, franchiseeId)) return [];
  const v = new QueryValues('staff:presence');
  const where = and(
    franchiseeFence(ctx, staffAttendance.franchiseeId, undefined, v),
    eq(staffAttendance.franchiseeId, v.bind(franchiseeId)),
    eq(staffAttendance.attendanceDate, v.bind(day)),
    isNotNull(staffAttendance.inTime),
  );
  const rows = await keptRead(ctx.db, `staff:presence:${franchiseeId}:${day}`, [staffAttendance, staff], () =>
    prepared(ctx.db, v, () =>
      ctx.db
        .select({
          staffId: staff.id,
          userId: staff.userId,
          franchiseeId: staff.franchiseeId,
          firstName: staff.firstName,
          lastName: staff.lastName,
          inTime: staffAttendance.inTime,
          outTime: staffAttendance.outTime,
        })
        .from(staffAttendance)
        .innerJoin(staff, eq(staff.id, staffAttendance.staffId))
        .where(where)
        .orderBy(asc(staffAttendance.inTime), asc(staff.id)),
    ),
  );
  return rows.map((r) => ({
    staffId: r.staffId,
    userId: r.userId,
    franchiseeId: r.franchiseeId,
    name: fullName(r),
    inTime: r.inTime!,
    outTime: r.outTime,
  }));
}

/** The active staff of a centre (inside the caller's fence), for a centre head checking someone in. */
export async function centreStaff(ctx: RequestContext, franchiseeId: number) {
  const rows = await ctx.db
    .select({ staffId: staff.id, userId: staff.userId, firstName: staff.firstName, lastName: staff.lastName })
    .from(staff)
    .where(
      and(franchiseeFence(ctx, staff.franchiseeId), eq(staff.franchiseeId, franchiseeId), eq(staff.isActive, true)),
    )
    .orderBy(asc(staff.firstName), asc(staff.id));
  return rows.map((r) => ({ staffId: r.staffId, userId: r.userId, name: fullName(r) }));
}
