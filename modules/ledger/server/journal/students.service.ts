import { and, eq, sql } from 'drizzle-orm';
import { studentAdmissions, students } from '@portal/mod-students/server';
import type { RequestContext } from '@portal/kit';
import { ACCOUNTS } from '../../shared/accounts.ts';
import { journalLines } from '../schema.ts';
import { studentName } from './ledgers.service.ts';
import { fence } from './read.service.ts';

/** Each student's receivable: billed, conceded and paid, what is still owed, and the student's name. */
export async function studentBalances(ctx: RequestContext, franchiseeId?: number) {
  const rows = await ctx.db
    .select({
      franchiseeId: journalLines.franchiseeId,
      studentAdmissionId: journalLines.studentAdmissionId,
      studentName: sql<string | null>`min(${studentName})`,
      debit: sql<string>`sum(${journalLines.debit})`,
      credit: sql<string>`sum(${journalLines.credit})`,
    })
    .from(journalLines)
    .leftJoin(studentAdmissions, eq(studentAdmissions.id, journalLines.studentAdmissionId))
    .leftJoin(students, eq(students.id, studentAdmissions.studentId))
    .where(and(fence(ctx, franchiseeId), eq(journalLines.account, ACCOUNTS.STUDENT_RECEIVABLE)))
    .groupBy(journalLines.franchiseeId, journalLines.studentAdmissionId)
    .orderBy(journalLines.studentAdmissionId);
  return rows.map((r) => ({
    franchiseeId: r.franchiseeId,
    studentAdmissionId: r.studentAdmissionId,
    studentName: r.studentName,
    debit: Number(r.debit),
    credit: Number(r.credit),
    balance: Number(r.debit) - Number(r.credit),
  }));
}

/** Names of the given admissions (for lists read from the ledger). */
export async function studentNames(ctx: RequestContext, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .select({ id: studentAdmissions.id, name: studentName })
    .from(studentAdmissions)
    .innerJoin(students, eq(students.id, studentAdmissions.studentId))
    .where(sql`${studentAdmissions.id} in ${ids}`);
  return new Map(rows.map((r) => [r.id, r.name]));
}
