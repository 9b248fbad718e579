import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { paise } from '@portal/db';
import { declarePlatformData } from '@portal/kit';
import { franchiseeRef } from '@portal/mod-org/server';

/**
 * What each student paid per centre, month and fee head, net of refunds and reversals: the collection lines summed
 * (`isCollectionLine`), moved by the ledger's code in the posting's transaction (`journal/kept-sums.ts`), so it
 * always agrees with the books. Lines without a student (a form fee) count under 0.
 */
export const studentMonthCollections = pgTable(
  'ledger_student_month_collections',
  {
    franchiseeId: franchiseeRef(),
    month: text().notNull(),
    tag: text().notNull(),
    studentAdmissionId: integer().notNull(),
    netPaise: paise().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.franchiseeId, t.month, t.tag, t.studentAdmissionId] })],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: studentMonthCollections,
  label: 'Fees collected per child and month (a tally)',
  whose: ['child'],
  categories: ['money'],
  audience: 'the centre’s head and office staff, head office',
  retention: 'with the centre’s accounts: 8 years after the financial year, as the law on fee and tax records requires',
  purposes: ['To work out the royalty owed on what a centre collected'],
});

/**
 * Per centre, month and fee head, kept from the table above by the same code: every student's net summed (the money
 * collected, as finance's figure counts it), the positive nets summed and the students with one (the royalty base).
 * Royalty and the fees collected across the network read this (a row per centre-month-head) instead of the postings.
 */
export const monthCollections = pgTable(
  'ledger_month_collections',
  {
    franchiseeId: franchiseeRef(),
    month: text().notNull(),
    tag: text().notNull(),
    collectedPaise: paise().notNull().default(0),
    studentCount: integer().notNull().default(0),
    netPaise: paise().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.franchiseeId, t.month, t.tag] }),
    index('ledger_month_collections_month_idx').on(t.month),
  ],
);

/**
 * Every account's debits and credits per centre, kept by the same code as lines are posted: the trial balance and
 * the centres' balances read a row per centre and account instead of every line ever posted.
 */
export const accountSums = pgTable(
  'ledger_account_sums',
  {
    franchiseeId: franchiseeRef(),
    account: text().notNull(),
    debitPaise: paise().notNull().default(0),
    creditPaise: paise().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.franchiseeId, t.account] })],
);
