import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { franchisees } from '@portal/mod-org/server';
import { franchiseeFence, type RequestContext } from '@portal/kit';
import { ACCOUNTS, TAGS } from '@portal/mod-ledger/shared';
import { todayInIndia } from '@portal/core';
import { journalLines } from '@portal/mod-ledger/server';
import { feePlans, payments, studentConcessions, studentFeePlans, studentInstallments } from './schema.ts';

/**
 * The finance dashboard: tuition due and collected per centre and month, overdue
 * installments, approvals waiting and what centres owe head office.
 */
export async function financeDashboard(ctx: RequestContext, opts: { months: string[]; franchiseeId?: number }) {
  const fence = (col: PgColumn) => franchiseeFence(ctx, col, opts.franchiseeId);
  const month = sql<string>`to_char(${studentInstallments.dueDate}, 'YYYY-MM')`;
  const due = await ctx.db
    .select({
      franchiseeId: studentInstallments.franchiseeId,
      month,
      due: sql<string>`sum(${studentInstallments.amountPaise} - ${studentInstallments.concessionPaise})`,
    })
    .from(studentInstallments)
    .where(and(fence(studentInstallments.franchiseeId), inArray(month, opts.months)))
    .groupBy(studentInstallments.franchiseeId, month);
  const collected = await ctx.db
    .select({
      franchiseeId: journalLines.franchiseeId,
      month: journalLines.month,
      collected: sql<string>`sum(${journalLines.credit} - ${journalLines.debit})`,
    })
    .from(journalLines)
    .where(
      and(
        fence(journalLines.franchiseeId),
        eq(journalLines.account, ACCOUNTS.STUDENT_RECEIVABLE),
        eq(journalLines.tag, TAGS.TUITION),
        inArray(journalLines.month, opts.months),
      ),
    )
    .groupBy(journalLines.franchiseeId, journalLines.month);
  const names = new Map(
    (await ctx.db.select({ id: franchisees.id, name: franchisees.companyName }).from(franchisees)).map((f) => [
      f.id,
      f.name,
    ]),
  );
  const key = (f: number, m: string) => `${f}:${m}`;
  const cells = new Map<
    string,
    { franchiseeId: number; companyName: string; month: string; duePaise: number; collectedPaise: number }
  >();
  const cell = (f: number, m: string) => {
    const k = key(f, m);
    if (!cells.has(k))
      cells.set(k, { franchiseeId: f, companyName: names.get(f) ?? '', month: m, duePaise: 0, collectedPaise: 0 });
    return cells.get(k)!;
  };
  for (const d of due) cell(d.franchiseeId, d.month).duePaise = Number(d.due);
  for (const c of collected) cell(c.franchiseeId, c.month).collectedPaise = Number(c.collected);

  const today = todayInIndia();
  const overdueWhere = and(
    fence(studentInstallments.franchiseeId),
    lt(studentInstallments.dueDate, today),
    gt(
      sql`${studentInstallments.amountPaise} - ${studentInstallments.concessionPaise}
        - ${studentInstallments.paidPaise}`,
      0,
    ),
  );
  const [overdue] = await ctx.db
    .select({
      n: sql<string>`count(*)`,
      amount: sql<string>`coalesce(sum(${studentInstallments.amountPaise} - ${studentInstallments.concessionPaise}
        - ${studentInstallments.paidPaise}), 0)`,
    })
    .from(studentInstallments)
    .where(overdueWhere);
  const overdueRows = await ctx.db
    .select({
      id: studentInstallments.id,
      franchiseeId: studentInstallments.franchiseeId,
      studentAdmissionId: studentInstallments.studentAdmissionId,
      studentName: studentFeePlans.studentName,
      label: studentInstallments.label,
      dueDate: studentInstallments.dueDate,
      outstandingPaise: sql<string>`${studentInstallments.amountPaise} - ${studentInstallments.concessionPaise}
        - ${studentInstallments.paidPaise}`,
    })
    .from(studentInstallments)
    .innerJoin(studentFeePlans, eq(studentFeePlans.id, studentInstallments.studentFeePlanId))
    .where(overdueWhere)
    .orderBy(studentInstallments.dueDate)
    .limit(20);
  const count = async (table: typeof feePlans | typeof payments | typeof studentConcessions, status: string) =>
    Number(
      (
        await ctx.db
          .select({ n: sql<string>`count(*)` })
          .from(table)
          .where(and(fence(table.franchiseeId), eq(table.status, status)))
      )[0].n,
    );
  const [receivable] = await ctx.db
    .select({ balance: sql<string>`coalesce(sum(${journalLines.debit} - ${journalLines.credit}), 0)` })
    .from(journalLines)
    .where(and(fence(journalLines.franchiseeId), eq(journalLines.account, ACCOUNTS.FRANCHISEE_RECEIVABLE)));
  return {
    months: opts.months,
    collections: [...cells.values()].sort((a, b) => a.month.localeCompare(b.month) || a.franchiseeId - b.franchiseeId),
    overdue: {
      count: Number(overdue.n),
      amountPaise: Number(overdue.amount),
      rows: overdueRows.map((r) => ({ ...r, outstandingPaise: Number(r.outstandingPaise) })),
    },
    pendingApprovals: {
      plans: await count(feePlans, 'PENDING'),
      payments: await count(payments, 'APPROVAL_WAITING'),
      concessions: await count(studentConcessions, 'PENDING'),
    },
    royaltyReceivablePaise: Number(receivable.balance),
  };
}
