import { and, eq, gt, gte, lt, lte, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { academicYears, franchisees } from '@portal/mod-org/server';
import { franchiseeFence, type RequestContext } from '@portal/kit';
import { ACCOUNTS } from '@portal/mod-ledger/shared';
import { todayInIndia } from '@portal/core';
import { accountBalanceInFence } from '@portal/mod-ledger/server';
import { feePlans, payments, studentConcessions, studentFeePlans, studentInstallments } from './schema.ts';
import { collectionsByCentreMonth } from './money/collected.service.ts';
import { FEES_COLLECTED } from '../shared/figures.ts';
import { dueSql, owedSql } from './money/installment.ts';

/** The year asked for, else the one chosen in the shell, else the year today falls in. */
async function yearOf(ctx: RequestContext, asked?: number) {
  const id = asked ?? ctx.academicYearId ?? null;
  const today = todayInIndia();
  const [year] = await ctx.db
    .select({ id: academicYears.id, startDate: academicYears.startDate, endDate: academicYears.endDate })
    .from(academicYears)
    .where(id ? eq(academicYears.id, id) : and(lte(academicYears.startDate, today), gte(academicYears.endDate, today)))
    .limit(1);
  return year ?? null;
}

/** YYYY-MM of every month from start to end. */
function monthsOf(start: string, end: string): string[] {
  const out: string[] = [];
  let [y, m] = start.split('-').map(Number);
  const last = end.slice(0, 7);
  for (let guard = 0; guard < 36; guard++) {
    const key = `${y}-${String(m).padStart(2, '0')}`;
    out.push(key);
    if (key >= last) break;
    m = m === 12 ? 1 : m + 1;
    if (m === 1) y++;
  }
  return out;
}

/**
 * The finance dashboard of one academic year (the chosen one): fees due and collected (every fee head) per centre
 * and month of the year, its overdue installments and approvals waiting, and what centres owe head office.
 */
export async function financeDashboard(ctx: RequestContext, opts: { franchiseeId?: number; academicYearId?: number }) {
  const fence = (col: PgColumn) => franchiseeFence(ctx, col, opts.franchiseeId);
  const year = await yearOf(ctx, opts.academicYearId);
  const months = year ? monthsOf(year.startDate, year.endDate) : [];
  // Plans, and so installments and concessions, belong to the year they were assigned for.
  const inYear = eq(studentFeePlans.academicYearId, year?.id ?? 0);
  const month = sql<string>`to_char(${studentInstallments.dueDate}, 'YYYY-MM')`;
  const due = await ctx.db
    .select({
      franchiseeId: studentInstallments.franchiseeId,
      month,
      due: sql<string>`sum(${dueSql})`,
    })
    .from(studentInstallments)
    .innerJoin(studentFeePlans, eq(studentFeePlans.id, studentInstallments.studentFeePlanId))
    .where(and(fence(studentInstallments.franchiseeId), inYear))
    .groupBy(studentInstallments.franchiseeId, month);
  // Collections every head, form fees included, as the money service counts them (refunds in their own month).
  const collected = year
    ? await collectionsByCentreMonth(ctx, { franchiseeIds: opts.franchiseeId, from: year.startDate, to: year.endDate })
    : [];
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
  for (const d of due) if (months.includes(d.month)) cell(d.franchiseeId, d.month).duePaise += Number(d.due);
  for (const c of collected) cell(c.franchiseeId, c.month).collectedPaise += c.collectedPaise;

  const today = todayInIndia();
  const overdueWhere = and(
    fence(studentInstallments.franchiseeId),
    inYear,
    lt(studentInstallments.dueDate, today),
    gt(owedSql, 0),
  );
  const [overdue] = await ctx.db
    .select({
      n: sql<string>`count(*)`,
      amount: sql<string>`coalesce(sum(${owedSql}), 0)`,
    })
    .from(studentInstallments)
    .innerJoin(studentFeePlans, eq(studentFeePlans.id, studentInstallments.studentFeePlanId))
    .where(overdueWhere);
  const overdueRows = await ctx.db
    .select({
      id: studentInstallments.id,
      franchiseeId: studentInstallments.franchiseeId,
      studentAdmissionId: studentInstallments.studentAdmissionId,
      studentName: studentFeePlans.studentName,
      label: studentInstallments.label,
      dueDate: studentInstallments.dueDate,
      outstandingPaise: owedSql,
    })
    .from(studentInstallments)
    .innerJoin(studentFeePlans, eq(studentFeePlans.id, studentInstallments.studentFeePlanId))
    .where(overdueWhere)
    .orderBy(studentInstallments.dueDate)
    .limit(20);
  const count = async (query: Promise<{ n: string }[]>) => Number((await query)[0].n);
  const n = { n: sql<string>`count(*)` };
  const yearId = year?.id ?? 0;
  // Payments of the year: tuition of its plans, and form fees taken while it ran.
  const paymentInYear = year
    ? sql`(${payments.studentFeePlanId} in (select ${studentFeePlans.id} from ${studentFeePlans}
        where ${studentFeePlans.academicYearId} = ${yearId}) or (${payments.studentFeePlanId} is null
        and ${payments.createdAt} >= ${year.startDate}::date and ${payments.createdAt} < ${year.endDate}::date + 1))`
    : sql`false`;
  // What the centres owe head office: the books' balance of the receivable account.
  const receivable = {
    balance: await accountBalanceInFence(ctx, ACCOUNTS.FRANCHISEE_RECEIVABLE, opts.franchiseeId),
  };
  return {
    academicYearId: year?.id ?? null,
    months,
    collectedLabel: FEES_COLLECTED.label,
    collections: [...cells.values()].sort((a, b) => a.month.localeCompare(b.month) || a.franchiseeId - b.franchiseeId),
    overdue: {
      count: Number(overdue.n),
      amountPaise: Number(overdue.amount),
      rows: overdueRows.map((r) => ({ ...r, outstandingPaise: Number(r.outstandingPaise) })),
    },
    pendingApprovals: {
      plans: await count(
        ctx.db
          .select(n)
          .from(feePlans)
          .where(
            and(fence(feePlans.franchiseeId), eq(feePlans.status, 'PENDING'), eq(feePlans.academicYearId, yearId)),
          ),
      ),
      payments: await count(
        ctx.db
          .select(n)
          .from(payments)
          .where(and(fence(payments.franchiseeId), eq(payments.status, 'APPROVAL_WAITING'), paymentInYear)),
      ),
      concessions: await count(
        ctx.db
          .select(n)
          .from(studentConcessions)
          .innerJoin(studentFeePlans, eq(studentFeePlans.id, studentConcessions.studentFeePlanId))
          .where(and(fence(studentConcessions.franchiseeId), eq(studentConcessions.status, 'PENDING'), inYear)),
      ),
    },
    royaltyReceivablePaise: Number(receivable.balance),
  };
}
