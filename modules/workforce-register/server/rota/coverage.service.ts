/**
 * A week's rota against the ratio: for every class, working day and session hour, the children expected (the
 * class's active admissions, on the centre's working days) against the staff on shift for the whole hour whose
 * police verification and POCSO training are current that day, with head office's children per staff member for
 * the class's category.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { addDays, formatDate, formatTime } from '@portal/core';
import type { RequestContext } from '@portal/kit';
import { childrenPerStaffByCategory } from '@portal/mod-day/server';
import { classes } from '@portal/mod-org/server';
import { centreStaff } from '@portal/mod-staff/server';
import { activeChildIdsByClass, workingDates } from '@portal/mod-students/server';
import { SESSION_HOURS } from '../../shared/constants.ts';
import { eligibleStaffOn } from '../items.ts';
import { rotaShifts } from '../schema.ts';

export interface RoomHourGap {
  classId: number;
  className: string;
  day: string;
  hour: number;
  children: number;
  eligibleStaff: number;
  staffNeeded: number;
  /** Staff on shift for the hour who do not count: their vetting is not current. */
  notCounted: string[];
}

const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;

/** The room-hour in words a centre head reads: "Nursery on 01-12-2026, 10:00 AM to 11:00 AM". */
export const roomHourWords = (g: RoomHourGap) =>
  `${g.className} on ${formatDate(g.day)}, ${formatTime(hh(g.hour))} to ${formatTime(hh(g.hour + 1))}`;

/** The days of the week a centre works (its academic calendar; Monday to Friday where it keeps none). */
async function workingDays(ctx: RequestContext, franchiseeId: number, weekStart: string) {
  const days = await workingDates(ctx, franchiseeId, weekStart, addDays(weekStart, 6));
  return days.length ? days : [0, 1, 2, 3, 4].map((d) => addDays(weekStart, d));
}

/** Every room-hour of the week below ratio, in class, day and hour order. */
export async function rotaGaps(ctx: RequestContext, franchiseeId: number, weekId: number | null, weekStart: string) {
  const byClass = await activeChildIdsByClass(ctx, franchiseeId);
  const classIds = [...byClass.keys()].filter((id) => (byClass.get(id)?.length ?? 0) > 0);
  if (classIds.length === 0) return [];
  const info = await ctx.db
    .select({ id: classes.id, name: classes.name, category: classes.classCategory, sort: classes.sort })
    .from(classes)
    .where(inArray(classes.id, classIds));
  info.sort((a, b) => a.sort - b.sort || a.id - b.id);
  const perStaff = await childrenPerStaffByCategory(ctx);
  const shifts =
    weekId === null
      ? []
      : await ctx.db
          .select()
          .from(rotaShifts)
          .where(and(eq(rotaShifts.rotaWeekId, weekId), eq(rotaShifts.franchiseeId, franchiseeId)));
  const names = new Map((await centreStaff(ctx, franchiseeId)).map((s) => [s.staffId, s.name]));
  const gaps: RoomHourGap[] = [];
  for (const day of await workingDays(ctx, franchiseeId, weekStart)) {
    const eligible = await eligibleStaffOn(ctx, franchiseeId, day);
    // The children of each room that day: one admitted from a later day is not expected before it.
    const onRoll = await activeChildIdsByClass(ctx, franchiseeId, day);
    for (const c of info) {
      const ratio = perStaff.get(c.category);
      if (!ratio) continue;
      const children = onRoll.get(c.id)?.length ?? 0;
      if (children === 0) continue;
      const staffNeeded = Math.ceil(children / ratio);
      for (const hour of SESSION_HOURS) {
        const on = shifts.filter(
          (s) => s.classId === c.id && s.day === day && s.startsAt <= hh(hour) && s.endsAt >= hh(hour + 1),
        );
        const counted = on.filter((s) => eligible.has(s.staffId));
        if (counted.length >= staffNeeded) continue;
        const notCounted = on
          .filter((s) => !eligible.has(s.staffId))
          .map((s) => names.get(s.staffId) ?? `Staff member ${s.staffId}`);
        gaps.push({
          classId: c.id,
          className: c.name,
          day,
          hour,
          children,
          eligibleStaff: counted.length,
          staffNeeded,
          notCounted,
        });
      }
    }
  }
  return gaps;
}
