import { and, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '@portal/kit';
import { studentAttendance } from './schema.ts';
import { workingDates } from './working-days.ts';

export interface AttendanceFigures {
  /** The period the figures cover, both days included. */
  from: string;
  to: string;
  workingDays: number;
  present: number;
  absent: number;
  leave: number;
  /** Working days with no mark. */
  unmarked: number;
  /** Days present over working days, in whole percent; null when the period has no working day. */
  percent: number | null;
}

/**
 * A child's attendance over a period, counted one way for every screen that shows it (the parent's
 * dashboard, the report card, the attendance report): the centre's working days from its academic
 * calendar, the marks given on those days, and days present over working days. A mark on a day the
 * centre did not work counts nowhere.
 */
export async function attendanceFigures(
  ctx: RequestContext,
  child: { studentAdmissionId: number; franchiseeId: number },
  from: string,
  to: string,
): Promise<AttendanceFigures> {
  const days = to < from ? [] : await workingDates(ctx, child.franchiseeId, from, to);
  const marks = days.length
    ? await ctx.db
        .select({ status: studentAttendance.status })
        .from(studentAttendance)
        .where(
          and(
            eq(studentAttendance.studentAdmissionId, child.studentAdmissionId),
            inArray(studentAttendance.date, days),
          ),
        )
    : [];
  const count = (status: string) => marks.filter((m) => m.status === status).length;
  const present = count('Present');
  return {
    from,
    to,
    workingDays: days.length,
    present,
    absent: count('Absent'),
    leave: count('Leave'),
    unmarked: days.length - marks.length,
    percent: days.length ? Math.min(100, Math.round((present * 100) / days.length)) : null,
  };
}
