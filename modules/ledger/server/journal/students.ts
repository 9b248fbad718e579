import { and, eq, sql } from 'drizzle-orm';
import type { RequestContext } from '@portal/kit';
import { ACCOUNTS } from '../../shared/accounts.ts';
import { journalLines } from '../schema.ts';
import { fence } from './read.ts';

/** Each student's receivable: billed, conceded and paid, and what is still owed. */
export async function studentBalances(ctx: RequestContext, franchiseeId?: number) {
  const rows = await ctx.db
    .select({
      franchiseeId: journalLines.franchiseeId,
      studentAdmissionId: journalLines.studentAdmissionId,
      debit: sql<string>`sum(${journalLines.debit})`,
      credit: sql<string>`sum(${journalLines.credit})`,
    })
    .from(journalLines)
    .where(and(fence(ctx, franchiseeId), eq(journalLines.account, ACCOUNTS.STUDENT_RECEIVABLE)))
    .groupBy(journalLines.franchiseeId, journalLines.studentAdmissionId)
    .orderBy(journalLines.studentAdmissionId);
  return rows.map((r) => ({
    franchiseeId: r.franchiseeId,
    studentAdmissionId: r.studentAdmissionId,
    debit: Number(r.debit),
    credit: Number(r.credit),
    balance: Number(r.debit) - Number(r.credit),
  }));
}
