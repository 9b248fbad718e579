import { and, count, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@portal/db';
import { addDays } from '@portal/core';
import { anonymousContext, everyFranchiseeContext, franchiseeFence, type RequestContext } from '@portal/kit';
import { classes } from '@portal/mod-org/server';
import { studentAdmissions, studentAttendance, students } from './schema.ts';
import { workingDatesOf } from './working-days.ts';

/**
 * The marks given, for screens that report marking rather than a child's attendance (a day's roll
 * call across centres, a centre's month, days marked per child in a report): the attendance module's
 * own queries, so no other module reads its table.
 */
const dayWhere = (ctx: RequestContext, q: { franchiseeId?: number; date: string }, status?: string) =>
  and(
    franchiseeFence(ctx, studentAttendance.franchiseeId, q.franchiseeId),
    eq(studentAttendance.date, q.date),
    status ? eq(studentAttendance.status, status) : undefined,
  );

/** How many children got each mark on a day, inside the caller's fence. */
export async function marksOfDay(ctx: RequestContext, q: { franchiseeId?: number; date: string }) {
  return ctx.db
    .select({ status: studentAttendance.status, n: count() })
    .from(studentAttendance)
    .where(dayWhere(ctx, q))
    .groupBy(studentAttendance.status);
}

/** The children marked on a day (with one mark, if given), with their class. */
export async function markedChildren(
  ctx: RequestContext,
  q: { franchiseeId?: number; date: string; status?: string },
  limit: number,
) {
  return ctx.db
    .select({
      student: sql<string>`trim(${students.firstName} || ' ' || ${students.lastName})`,
      className: classes.name,
      status: studentAttendance.status,
      remarks: studentAttendance.remarks,
    })
    .from(studentAttendance)
    .innerJoin(studentAdmissions, eq(studentAdmissions.id, studentAttendance.studentAdmissionId))
    .innerJoin(students, eq(students.id, studentAdmissions.studentId))
    .innerJoin(classes, eq(classes.id, studentAdmissions.classId))
    .where(dayWhere(ctx, q, q.status))
    .orderBy(studentAttendance.id)
    .limit(limit);
}

/**
 * Each centre's attendance per month over the whole network (the nightly benchmark summaries), counted
 * as `attendanceFigures` counts one child: days present on the centre's working days (so far, for the
 * running month) over those working days, for every child marked in the month. `childDays` is the
 * working days times the children marked; a centre with one child gets that child's percentage.
 */
export async function attendanceByMonth(db: Executor, from: string, until: string, today: string) {
  const ctx = everyFranchiseeContext(anonymousContext(db));
  const month = sql<string>`to_char(${studentAttendance.date}, 'YYYY-MM')`;
  const inPeriod = and(gte(studentAttendance.date, from), lt(studentAttendance.date, until));
  const children = await db
    .select({
      franchiseeId: studentAttendance.franchiseeId,
      month,
      n: sql<number>`count(distinct ${studentAttendance.studentAdmissionId})::int`,
    })
    .from(studentAttendance)
    .where(inPeriod)
    .groupBy(studentAttendance.franchiseeId, month);
  const presentByDay = await db
    .select({ franchiseeId: studentAttendance.franchiseeId, date: studentAttendance.date, n: count() })
    .from(studentAttendance)
    .where(and(inPeriod, eq(studentAttendance.status, 'Present')))
    .groupBy(studentAttendance.franchiseeId, studentAttendance.date);
  const last = addDays(until, -1) < today ? addDays(until, -1) : today;
  // Every centre's calendar in one read, and each centre's days present by month, so the work grows with the
  // network and not with its square.
  const worked = await workingDatesOf(ctx, [...new Set(children.map((c) => c.franchiseeId))], from, last);
  const presentOn = new Map<string, number>();
  for (const p of presentByDay) presentOn.set(`${p.franchiseeId}:${p.date}`, p.n);
  return children.map((c) => {
    const days = (worked.get(c.franchiseeId) ?? []).filter((d) => d.startsWith(c.month));
    const present = days.reduce((sum, d) => sum + (presentOn.get(`${c.franchiseeId}:${d}`) ?? 0), 0);
    return { franchiseeId: c.franchiseeId, month: c.month, childDays: days.length * c.n, present };
  });
}

/** SQL counting an admission's marks between two days (one mark, if given), for a report's column. */
export function marksCountSql(
  admissionId: SQL | typeof studentAdmissions.id,
  from: string,
  to: string,
  status?: string,
) {
  return sql<number>`(select count(*)::int from ${studentAttendance}
    where ${studentAttendance.studentAdmissionId} = ${admissionId}
      and ${studentAttendance.date} between ${from}::date and ${to}::date
      ${status ? sql`and ${studentAttendance.status} = ${status}` : sql``})`;
}
