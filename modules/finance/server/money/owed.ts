import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '@portal/db';
import { franchiseeFence, type RequestContext } from '@portal/kit';
import { studentAdmissions, students } from '@portal/mod-students/server';
import { studentInstallments as i } from '../schema.ts';
import { dueSql, owedSql } from './installment.ts';

export { owedSql };

/** Which overdue money: the centres (fenced) or one child, on installments due before a day. */
interface OverdueQuery {
  franchiseeIds?: number | readonly number[] | null;
  studentAdmissionId?: number;
  before: string;
}

const overdueWhere = (ctx: RequestContext, q: OverdueQuery) =>
  and(
    franchiseeFence(ctx, i.franchiseeId, q.franchiseeIds),
    q.studentAdmissionId === undefined ? undefined : eq(i.studentAdmissionId, q.studentAdmissionId),
    lt(i.dueDate, q.before),
    sql`${owedSql} > 0`,
  );

/** What is owed on installments that fell due before a day: every overdue figure asks this. */
export async function overdueTotal(ctx: RequestContext, q: OverdueQuery): Promise<number> {
  const [r] = await ctx.db
    .select({ total: sql<string>`coalesce(sum(${owedSql}), 0)` })
    .from(i)
    .where(overdueWhere(ctx, q));
  return Number(r.total);
}

/** The installments behind overdueTotal, oldest first, with the child's name. */
export async function overdueInstallments(ctx: RequestContext, q: OverdueQuery, limit: number) {
  const rows = await ctx.db
    .select({
      studentAdmissionId: i.studentAdmissionId,
      student: sql<string>`trim(${students.firstName} || ' ' || ${students.lastName})`,
      label: i.label,
      dueDate: i.dueDate,
      outstandingPaise: sql<string>`${owedSql}`,
    })
    .from(i)
    .innerJoin(studentAdmissions, eq(studentAdmissions.id, i.studentAdmissionId))
    .innerJoin(students, eq(students.id, studentAdmissions.studentId))
    .where(overdueWhere(ctx, q))
    .orderBy(i.dueDate, i.id)
    .limit(limit);
  return rows.map((r) => ({ ...r, outstandingPaise: Number(r.outstandingPaise) }));
}

/**
 * Billed (less concessions) and paid per centre and month of the due date, over the whole network:
 * the nightly benchmark summaries read it. Paid counts at most what was billed.
 */
export async function dueAndPaidByMonth(db: Executor, from: string, until: string) {
  const due = dueSql;
  const month = sql<string>`to_char(${i.dueDate}, 'YYYY-MM')`;
  const rows = await db
    .select({
      franchiseeId: i.franchiseeId,
      month,
      due: sql<string>`sum(greatest(${due}, 0))`,
      paid: sql<string>`sum(least(greatest(${i.paidPaise}, 0), greatest(${due}, 0)))`,
    })
    .from(i)
    .where(and(gte(i.dueDate, from), lt(i.dueDate, until)))
    .groupBy(i.franchiseeId, month);
  return rows.map((r) => ({
    franchiseeId: r.franchiseeId,
    month: r.month,
    duePaise: Number(r.due),
    paidPaise: Number(r.paid),
  }));
}
