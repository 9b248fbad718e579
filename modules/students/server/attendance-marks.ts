import { and, count, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@portal/db';
import { franchiseeFence, type RequestContext } from '@portal/kit';
import { classes } from '@portal/mod-org/server';
import { studentAdmissions, studentAttendance, students } from './schema.ts';

/**
 * The marks given, for screens that report marking rather than a child's attendance (a day's roll
 * call across centres, marks per month, days marked per child in a report): the attendance module's
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

/** Marks given and present per centre and month over the whole network (the nightly benchmark summaries). */
export async function marksByMonth(db: Executor, from: string, until: string) {
  const month = sql<string>`to_char(${studentAttendance.date}, 'YYYY-MM')`;
  return db
    .select({
      franchiseeId: studentAttendance.franchiseeId,
      month,
      marked: sql<number>`count(*)::int`,
      present: sql<number>`(count(*) filter (where ${studentAttendance.status} = 'Present'))::int`,
    })
    .from(studentAttendance)
    .where(and(gte(studentAttendance.date, from), lt(studentAttendance.date, until)))
    .groupBy(studentAttendance.franchiseeId, month);
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
