import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@portal/db';
import { ACCOUNTS, TAGS } from '../../shared/accounts.ts';
import { journalLines } from '../schema.ts';

export interface MonthCollection {
  franchiseeId: number;
  month: string;
  collectedPaise: number;
  studentCount: number;
}

/**
 * A centre's own tuition collected in a month: credits to student receivables
 * tagged TUITION, less debits with that tag (refunds and reversals), read from the
 * ledger so royalty always agrees with the books. Students counted are those with
 * a positive net collection in the month.
 */
export async function monthlyCollections(
  db: Executor,
  months: string[],
  franchiseeIds?: number[],
): Promise<MonthCollection[]> {
  const perStudent = db
    .select({
      franchiseeId: journalLines.franchiseeId,
      month: journalLines.month,
      student: journalLines.studentAdmissionId,
      net: sql<string>`sum(${journalLines.credit} - ${journalLines.debit})`.as('net'),
    })
    .from(journalLines)
    .where(
      and(
        eq(journalLines.account, ACCOUNTS.STUDENT_RECEIVABLE),
        eq(journalLines.tag, TAGS.TUITION),
        inArray(journalLines.month, months),
        // fence-usage: the centres the caller has already fenced, not a fence
        franchiseeIds ? inArray(journalLines.franchiseeId, franchiseeIds) : undefined,
      ),
    )
    .groupBy(journalLines.franchiseeId, journalLines.month, journalLines.studentAdmissionId)
    .as('per_student');
  const rows = await db
    .select({
      franchiseeId: perStudent.franchiseeId,
      month: perStudent.month,
      collected: sql<string>`sum(greatest(${perStudent.net}, 0))`,
      students: sql<string>`count(*) filter (where ${perStudent.net} > 0)`,
    })
    .from(perStudent)
    .groupBy(perStudent.franchiseeId, perStudent.month);
  return rows.map((r) => ({
    franchiseeId: r.franchiseeId,
    month: r.month,
    collectedPaise: Number(r.collected),
    studentCount: Number(r.students),
  }));
}

export interface StudentCollection {
  studentAdmissionId: number;
  month: string;
  collectedPaise: number;
}

/** Per student and month, for the student royalty details screen. */
export async function studentCollections(
  db: Executor,
  franchiseeId: number,
  opts: { studentAdmissionId?: number; months?: string[] } = {},
): Promise<StudentCollection[]> {
  const rows = await db
    .select({
      student: journalLines.studentAdmissionId,
      month: journalLines.month,
      net: sql<string>`sum(${journalLines.credit} - ${journalLines.debit})`,
    })
    .from(journalLines)
    .where(
      and(
        eq(journalLines.franchiseeId, franchiseeId),
        eq(journalLines.account, ACCOUNTS.STUDENT_RECEIVABLE),
        eq(journalLines.tag, TAGS.TUITION),
        opts.studentAdmissionId ? eq(journalLines.studentAdmissionId, opts.studentAdmissionId) : undefined,
        opts.months ? inArray(journalLines.month, opts.months) : undefined,
      ),
    )
    .groupBy(journalLines.studentAdmissionId, journalLines.month)
    .orderBy(journalLines.month, journalLines.studentAdmissionId);
  return rows
    .filter((r) => r.student !== null)
    .map((r) => ({ studentAdmissionId: r.student!, month: r.month, collectedPaise: Number(r.net) }));
}
