// The ledger's test helpers: the demo's accounts, two named children, the book's balance and a collection.
import { eq, sql } from 'drizzle-orm';
import { todayInIndia } from '@portal/core';
import type { RequestContext } from '@portal/kit';
import { studentAdmissions, students } from '@portal/mod-students/server';
import type { TestApp } from '@portal/server/testing';
import { expect } from 'vitest';
import { ACCOUNTS, TAGS } from '../shared/index.ts';
import { postJournal, trialBalance, unbalancedEntries } from '../server/index.ts';

export const FIN = 'finance@demo.school';
export const A = 'franchisee-a@demo.school';
export const B = 'franchisee-b@demo.school';

/** The first `count` seeded children of centre 2, with their names. */
export async function namedChildren(t: TestApp, count: number): Promise<{ id: number; name: string }[]> {
  return t.db.db
    .select({ id: studentAdmissions.id, name: sql<string>`trim(${students.firstName} || ' ' || ${students.lastName})` })
    .from(studentAdmissions)
    .innerJoin(students, eq(students.id, studentAdmissions.studentId))
    .where(eq(studentAdmissions.franchiseeId, 2))
    .orderBy(studentAdmissions.id)
    .limit(count);
}

/** Debits equal credits over the whole book: asserted after every scenario. */
export async function bookBalanced(system: RequestContext) {
  const tb = await trialBalance(system);
  expect(tb.debit).toBe(tb.credit);
  expect(await unbalancedEntries(system)).toEqual([]);
}

/** A tuition collection as the payment module posts it. */
export function collection(
  system: RequestContext,
  t: TestApp,
  franchiseeId: number,
  student: number,
  paise: number,
  date = todayInIndia(),
) {
  return t.db.db.transaction((tx) =>
    postJournal(
      { ...system, db: tx },
      {
        franchiseeId,
        reference: `payment:test-${franchiseeId}-${student}-${paise}-${Math.random()}`,
        date,
        lines: [
          { account: ACCOUNTS.NODAL_ACCOUNT, debit: paise },
          { account: ACCOUNTS.STUDENT_RECEIVABLE, credit: paise, studentAdmissionId: student, tag: TAGS.TUITION },
        ],
      },
    ),
  );
}
