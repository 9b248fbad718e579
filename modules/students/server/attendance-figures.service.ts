import { and, count, inArray } from 'drizzle-orm';
import { figurePercent } from '@portal/core';
import { serveFigure, type FigureScope, type RequestContext } from '@portal/kit';
import { ATTENDANCE_PERCENT, ATTENDANCE_PRESENT, ATTENDANCE_WORKING_DAYS } from '../shared/figures.ts';
import { activeChildren } from './children.service.ts';
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
  /** Days present over working days, in percent with one decimal; null when the period has no working day. */
  percent: number | null;
}

type Child = { studentAdmissionId: number; franchiseeId: number };

/**
 * Each child's marks on their centre's working days of the period: the one count behind every attendance figure.
 * A mark on a day the centre did not work (a holiday, a Saturday its calendar keeps off) counts nowhere.
 */
export async function attendanceOfChildren(ctx: RequestContext, children: readonly Child[], from: string, to: string) {
  const out = new Map<number, Omit<AttendanceFigures, 'from' | 'to'>>();
  for (const centre of new Set(children.map((c) => c.franchiseeId))) {
    const ids = children.filter((c) => c.franchiseeId === centre).map((c) => c.studentAdmissionId);
    const days = to < from ? [] : await workingDates(ctx, centre, from, to);
    const marks = days.length
      ? await ctx.db
          .select({ id: studentAttendance.studentAdmissionId, status: studentAttendance.status, n: count() })
          .from(studentAttendance)
          .where(and(inArray(studentAttendance.studentAdmissionId, ids), inArray(studentAttendance.date, days)))
          .groupBy(studentAttendance.studentAdmissionId, studentAttendance.status)
      : [];
    for (const id of ids) {
      const of = (status: string) => marks.find((m) => m.id === id && m.status === status)?.n ?? 0;
      const present = of('Present');
      const marked = marks.filter((m) => m.id === id).reduce((a, m) => a + m.n, 0);
      out.set(id, {
        workingDays: days.length,
        present,
        absent: of('Absent'),
        leave: of('Leave'),
        unmarked: days.length - marked,
        percent: figurePercent(present, days.length),
      });
    }
  }
  return out;
}

/**
 * A child's attendance over a period, counted one way for every screen that shows it (the parent's
 * dashboard, the report card, the attendance report, the progress report): the centre's working days from its
 * academic calendar, the marks given on those days, and days present over working days.
 */
export async function attendanceFigures(
  ctx: RequestContext,
  child: Child,
  from: string,
  to: string,
): Promise<AttendanceFigures> {
  const figures = (await attendanceOfChildren(ctx, [child], from, to)).get(child.studentAdmissionId)!;
  return { from, to, ...figures };
}

/** Days present and child-days worked over the active children of a scope (a child, a class, a centre, the network). */
export async function attendanceOfScope(ctx: RequestContext, scope: FigureScope, from: string, to: string) {
  const children = await activeChildren(ctx, {
    franchiseeId: scope.franchiseeId,
    classIds: scope.classId === undefined ? undefined : [scope.classId],
    studentAdmissionIds: scope.studentAdmissionId === undefined ? undefined : [scope.studentAdmissionId],
  });
  let present = 0;
  let childDays = 0;
  for (const f of (await attendanceOfChildren(ctx, children, from, to)).values()) {
    present += f.present;
    childDays += f.workingDays;
  }
  return { present, childDays, percent: figurePercent(present, childDays) };
}

/** The attendance figures, served for the registry. */
export function serveAttendanceFigures() {
  serveFigure(ATTENDANCE_PERCENT, async (ctx, s, p) => (await attendanceOfScope(ctx, s, p.from, p.to)).percent);
  serveFigure(ATTENDANCE_PRESENT, async (ctx, s, p) => (await attendanceOfScope(ctx, s, p.from, p.to)).present);
  serveFigure(ATTENDANCE_WORKING_DAYS, async (ctx, s, p) => (await attendanceOfScope(ctx, s, p.from, p.to)).childDays);
}
