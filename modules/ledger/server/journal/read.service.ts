import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { franchisees } from '@portal/mod-org/server';
import { franchiseeFence, type RequestContext } from '@portal/kit';
import { ACCOUNTS, type Account } from '../../shared/accounts.ts';
import { ACCOUNT_LABELS, labelOf } from '../../shared/labels.ts';
import { accountSums, journalEntries, journalLines } from '../schema.ts';

/** Lines of the user's centres only; another centre's id answers 404. */
export function fence(ctx: RequestContext, franchiseeId?: number): SQL | undefined {
  return franchiseeFence(ctx, journalLines.franchiseeId, franchiseeId);
}

export interface StatementLine {
  lineId: number;
  entryId: number;
  date: string;
  reference: string;
  description: string;
  account: string;
  tag: string | null;
  debit: number;
  credit: number;
  /** Debit minus credit so far: what is owed on a receivable. */
  balance: number;
  reversesId: number | null;
}

/** An account's lines in date order with a running balance. */
export async function statement(
  ctx: RequestContext,
  where: { account: Account; franchiseeId?: number; studentAdmissionId?: number },
): Promise<{ lines: StatementLine[]; debit: number; credit: number; balance: number }> {
  const rows = await ctx.db
    .select({
      lineId: journalLines.id,
      entryId: journalEntries.id,
      date: journalEntries.entryDate,
      reference: journalEntries.reference,
      description: journalEntries.description,
      account: journalLines.account,
      tag: journalLines.tag,
      debit: journalLines.debit,
      credit: journalLines.credit,
      reversesId: journalEntries.reversesId,
    })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(
      and(
        fence(ctx, where.franchiseeId),
        eq(journalLines.account, where.account),
        where.studentAdmissionId !== undefined
          ? eq(journalLines.studentAdmissionId, where.studentAdmissionId)
          : undefined,
      ),
    )
    .orderBy(asc(journalEntries.entryDate), asc(journalLines.id))
    .limit(5000);
  let balance = 0;
  let debit = 0;
  let credit = 0;
  const lines = rows.map((r) => {
    debit += r.debit;
    credit += r.credit;
    balance += r.debit - r.credit;
    return { ...r, balance };
  });
  return { lines, debit, credit, balance };
}

/**
 * Debit and credit totals per account: the trial balance of the user's centres, read from the sums kept per centre
 * and account as lines are posted (a row per centre and account, however many lines the books hold).
 */
export async function trialBalance(ctx: RequestContext, franchiseeId?: number) {
  const a = accountSums;
  const rows = await ctx.db
    .select({
      account: a.account,
      debit: sql<string>`coalesce(sum(${a.debitPaise}), 0)`,
      credit: sql<string>`coalesce(sum(${a.creditPaise}), 0)`,
    })
    .from(a)
    .where(franchiseeFence(ctx, a.franchiseeId, franchiseeId))
    .groupBy(a.account)
    .orderBy(a.account);
  return balanceOf(rows);
}

/** The same trial balance summed from every line posted: what the kept sums must always equal. */
export async function trialBalanceFromPostings(ctx: RequestContext, franchiseeId?: number) {
  const rows = await ctx.db
    .select({
      account: journalLines.account,
      debit: sql<string>`coalesce(sum(${journalLines.debit}), 0)`,
      credit: sql<string>`coalesce(sum(${journalLines.credit}), 0)`,
    })
    .from(journalLines)
    .where(fence(ctx, franchiseeId))
    .groupBy(journalLines.account)
    .orderBy(journalLines.account);
  return balanceOf(rows);
}

function balanceOf(rows: { account: string; debit: string; credit: string }[]) {
  const accounts = rows
    .map((r) => ({
      account: r.account,
      label: labelOf(ACCOUNT_LABELS, r.account),
      debit: Number(r.debit),
      credit: Number(r.credit),
      balance: Number(r.debit) - Number(r.credit),
    }))
    .filter((r) => r.debit !== 0 || r.credit !== 0);
  const debit = accounts.reduce((a, r) => a + r.debit, 0);
  const credit = accounts.reduce((a, r) => a + r.credit, 0);
  return { accounts, debit, credit, balanced: debit === credit };
}

/** One account's balance (debit − credit) per centre, for the ledgers' summary screens, from the kept sums. */
export async function balancesByFranchisee(ctx: RequestContext, account: Account) {
  const a = accountSums;
  const rows = await ctx.db
    .select({
      franchiseeId: a.franchiseeId,
      companyName: franchisees.companyName,
      debit: a.debitPaise,
      credit: a.creditPaise,
    })
    .from(a)
    .innerJoin(franchisees, eq(franchisees.id, a.franchiseeId))
    .where(and(franchiseeFence(ctx, a.franchiseeId), eq(a.account, account)))
    .orderBy(a.franchiseeId);
  return rows.map((r) => ({
    franchiseeId: r.franchiseeId,
    companyName: r.companyName,
    debit: Number(r.debit),
    credit: Number(r.credit),
    balance: Number(r.debit) - Number(r.credit),
  }));
}

export async function accountBalance(
  ctx: RequestContext,
  franchiseeId: number,
  account: Account,
  studentAdmissionId?: number,
): Promise<number> {
  const [row] = await ctx.db
    .select({ balance: sql<string>`coalesce(sum(${journalLines.debit} - ${journalLines.credit}), 0)` })
    .from(journalLines)
    .where(
      and(
        eq(journalLines.franchiseeId, franchiseeId),
        eq(journalLines.account, account),
        studentAdmissionId !== undefined ? eq(journalLines.studentAdmissionId, studentAdmissionId) : undefined,
      ),
    );
  return Number(row.balance);
}

export { ACCOUNTS };

/** Entries whose lines do not add up (always none; the tests assert it after every scenario). */
export async function unbalancedEntries(ctx: RequestContext): Promise<number[]> {
  const rows = await ctx.db
    .select({ entryId: journalLines.entryId })
    .from(journalLines)
    .groupBy(journalLines.entryId)
    .having(sql`sum(${journalLines.debit} - ${journalLines.credit}) <> 0`);
  return rows.map((r) => r.entryId);
}
