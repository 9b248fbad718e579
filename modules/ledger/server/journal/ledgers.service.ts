import { and, eq, sql } from 'drizzle-orm';
import { franchisees } from '@portal/mod-org/server';
import { studentAdmissions, students } from '@portal/mod-students/server';
import { formatDate, paiseToRupeesText } from '@portal/core';
import { franchiseeFence, notFound, type RequestContext } from '@portal/kit';
import { ACCOUNTS, type Account } from '../../shared/accounts.ts';
import { csv } from '../report.ts';
import { statement } from './read.service.ts';

/** A child's full name as the ledgers show it. */
export const studentName = sql<string>`trim(${students.firstName} || ' ' || ${students.lastName})`;

/** A student's fee account, named: an admission outside the user's centres (or none) answers 404. */
export async function studentLedger(ctx: RequestContext, studentAdmissionId: number, franchiseeId?: number) {
  const [student] = await ctx.db
    .select({
      studentAdmissionId: studentAdmissions.id,
      name: studentName,
      admissionNumber: students.admissionNumber,
      franchiseeId: studentAdmissions.franchiseeId,
      companyName: franchisees.companyName,
    })
    .from(studentAdmissions)
    .innerJoin(students, eq(students.id, studentAdmissions.studentId))
    .innerJoin(franchisees, eq(franchisees.id, studentAdmissions.franchiseeId))
    .where(
      and(
        eq(studentAdmissions.id, studentAdmissionId),
        franchiseeFence(ctx, studentAdmissions.franchiseeId, franchiseeId),
      ),
    );
  if (!student) throw notFound('Student');
  const lines = await statement(ctx, {
    account: ACCOUNTS.STUDENT_RECEIVABLE,
    studentAdmissionId,
    franchiseeId: student.franchiseeId,
  });
  return { student, ...lines };
}

/** One account of a centre (its account with head office, its nodal account): an unknown centre answers 404. */
export async function centreLedger(ctx: RequestContext, account: Account, franchiseeId: number) {
  const [franchisee] = await ctx.db
    .select({ id: franchisees.id, companyName: franchisees.companyName })
    .from(franchisees)
    .where(and(eq(franchisees.id, franchiseeId), franchiseeFence(ctx, franchisees.id, franchiseeId)));
  if (!franchisee) throw notFound('Centre');
  return { franchisee, ...(await statement(ctx, { account, franchiseeId })) };
}

type Statement = Awaited<ReturnType<typeof statement>>;

/** A statement as CSV in rupees, headed with whose account it is. */
export function statementCsv(title: string, s: Statement): string {
  const rupees = (p: number) => paiseToRupeesText(p);
  return csv(
    ['Date', 'Particulars', 'Debit (₹)', 'Credit (₹)', 'Balance (₹)'],
    [
      [title, '', '', '', ''],
      ...s.lines.map((l) => [
        formatDate(l.date),
        l.description || l.reference,
        l.debit ? rupees(l.debit) : '',
        l.credit ? rupees(l.credit) : '',
        rupees(l.balance),
      ]),
      ['Total', '', rupees(s.debit), rupees(s.credit), rupees(s.balance)],
    ],
  );
}
