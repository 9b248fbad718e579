import { and, eq, gte, lt, lte, sql } from 'drizzle-orm';
import { addDays } from '@portal/core';
import type { Executor } from '@portal/db';
import { anonymousContext, everyFranchiseeContext, franchiseeFence, type RequestContext } from '@portal/kit';
import { studentAdmissions, students } from '@portal/mod-students/server';
import { studentInstallments as i } from '../schema.ts';
import { collectionsByCentreMonth } from './collected.service.ts';
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

/** Which installments fall due: the centres (fenced), India days `from` to `to` inclusive. */
interface FallingDueQuery {
  franchiseeIds?: number | readonly number[] | null;
  from: string;
  to: string;
}

/** What fell due in a period: billed less concession on the installments due on a day of it. */
export async function fallenDueTotal(ctx: RequestContext, q: FallingDueQuery): Promise<number> {
  const [r] = await ctx.db
    .select({ total: sql<string>`coalesce(sum(greatest(${dueSql}, 0)), 0)` })
    .from(i)
    .where(and(franchiseeFence(ctx, i.franchiseeId, q.franchiseeIds), gte(i.dueDate, q.from), lte(i.dueDate, q.to)));
  return Number(r.total);
}

/**
 * Per centre and month, over the whole network: what fell due (billed less concession on the installments due in the
 * month) and what was collected in it (the figure 'fees.collected', every head, refunds netted in their month). The
 * nightly benchmark summaries read it and rate one against the other (`collectionRate`).
 */
export async function dueAndCollectedByMonth(db: Executor, from: string, until: string) {
  const month = sql<string>`to_char(${i.dueDate}, 'YYYY-MM')`;
  const dueRows = await db
    .select({ franchiseeId: i.franchiseeId, month, due: sql<string>`sum(greatest(${dueSql}, 0))` })
    .from(i)
    .where(and(gte(i.dueDate, from), lt(i.dueDate, until)))
    .groupBy(i.franchiseeId, month);
  const cells = new Map<string, { franchiseeId: number; month: string; duePaise: number; collectedPaise: number }>();
  const cell = (franchiseeId: number, month: string) => {
    const key = `${franchiseeId}:${month}`;
    let c = cells.get(key);
    if (!c) cells.set(key, (c = { franchiseeId, month, duePaise: 0, collectedPaise: 0 }));
    return c;
  };
  for (const r of dueRows) cell(r.franchiseeId, r.month).duePaise = Number(r.due);
  const network = everyFranchiseeContext(anonymousContext(db));
  for (const r of await collectionsByCentreMonth(network, { from, to: addDays(until, -1) }))
    cell(r.franchiseeId, r.month).collectedPaise = r.collectedPaise;
  return [...cells.values()];
}
