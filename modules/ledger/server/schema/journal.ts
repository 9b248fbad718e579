// The books: journal entries and their lines, the document counters, the fee heads and transfers between centres.
import { sql } from 'drizzle-orm';
import { id, paise, stamps } from '@portal/db';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  date,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { declarePlatformData } from '@portal/kit';
import { franchiseeRef } from '@portal/mod-org/server';

/**
 * One balanced journal entry per money event. Entries and their lines are never
 * updated or deleted (a database trigger refuses it); a correction is a reversal
 * entry pointing at the entry it reverses.
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: id(),
    /** The centre whose books the entry belongs to. */
    franchiseeId: franchiseeRef(),
    /** What caused it, e.g. 'payment:12', 'royalty-invoice:3'. */
    reference: text().notNull(),
    referenceType: text().notNull(),
    description: text().notNull().default(''),
    entryDate: date().notNull(),
    reversesId: integer(),
    createdBy: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('journal_entries_franchisee_idx').on(t.franchiseeId, t.entryDate),
    index('journal_entries_reference_idx').on(t.reference),
    // An entry is reversed at most once.
    uniqueIndex('journal_entries_reverses_key').on(t.reversesId),
  ],
);

export const journalLines = pgTable(
  'journal_lines',
  {
    id: id(),
    entryId: integer()
      .notNull()
      .references(() => journalEntries.id),
    franchiseeId: franchiseeRef(),
    account: text().notNull(),
    /** Sub-ledger of a student (student receivable lines). */
    studentAdmissionId: integer(),
    /** What kind of money this is (TUITION collections count for royalty). */
    tag: text(),
    /** YYYY-MM of the entry date, for monthly reports and the royalty run. */
    month: text().notNull(),
    debit: paise().notNull().default(0),
    credit: paise().notNull().default(0),
  },
  (t) => [
    index('journal_lines_entry_idx').on(t.entryId),
    index('journal_lines_account_idx').on(t.franchiseeId, t.account, t.studentAdmissionId),
    index('journal_lines_tag_month_idx').on(t.tag, t.month, t.franchiseeId),
    // Royalty reads a few months of student receivables across the network: by month, off the index alone (the
    // migration adds the fee head and the amounts as INCLUDE columns).
    index('journal_lines_receivable_month_idx')
      .on(t.month, t.franchiseeId, t.studentAdmissionId)
      .where(sql`account = 'STUDENT_RECEIVABLE'`),
    check(
      'journal_lines_one_side',
      sql`${t.debit} >= 0 and ${t.credit} >= 0 and (${t.debit} = 0) <> (${t.credit} = 0)`,
    ),
  ],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: journalLines,
  label: 'The books’ lines, some naming the child they were charged to',
  whose: ['child'],
  categories: ['money'],
  audience: 'the centre’s head and office staff, head office',
  retention: 'with the centre’s accounts: 8 years after the financial year, as the law on fee and tax records requires',
  purposes: ['To keep the centre’s accounts'],
});

/**
 * Gap-free document numbers: one row per (centre, financial year, series), bumped
 * with an upsert inside the transaction that issues the document, so a rolled-back
 * document gives its number back.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    franchiseeId: franchiseeRef(),
    financialYear: text().notNull(),
    series: text().notNull(),
    lastNo: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.franchiseeId, t.financialYear, t.series] })],
);

/**
 * What a rupee is for: tuition, transport, a form fee… Every installment, payment, receipt and
 * student ledger line carries a head (lines by its code, as their tag). Head office keeps the list
 * and decides per head whether money taken at a centre's desk waits for finance's approval.
 */
export const feeHeads = pgTable('fee_heads', {
  id: id(),
  code: text().notNull().unique(),
  name: text().notNull().unique(),
  deskNeedsApproval: boolean().notNull().default(true),
  /** Fees of this head count for the income-tax deduction of tuition fees (section 80C): tuition, not the others. */
  countsFor80c: boolean('counts_for_80c').notNull().default(false),
  isActive: boolean().notNull().default(true),
  ...stamps,
});

/**
 * A centre handed to a new franchisee owner from the first of a month: the children, staff, ledgers and history stay
 * with the centre; the months before the date (their royalty invoices and dues) stay the previous owner's, whose
 * details are kept here as they were; the previous owner's logins close and the new owner's opens.
 */
export const centreTransfers = pgTable(
  'centre_transfers',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    transferDate: date().notNull(),
    fromOwnerName: text().notNull(),
    fromLegalName: text().notNull(),
    fromGstin: text(),
    fromEmail: text().notNull(),
    fromMobile: text().notNull(),
    toOwnerName: text().notNull(),
    toLegalName: text().notNull(),
    toGstin: text(),
    toEmail: text().notNull(),
    toMobile: text().notNull(),
    /** The new owner's login, opened by the transfer, and the previous owner's, closed by it. */
    toUserId: integer(),
    closedUserIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    /** What the centre owed head office the day before the transfer: the previous owner's dues. */
    duesBeforePaise: paise().notNull().default(0),
    note: text(),
    createdBy: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('centre_transfers_franchisee_date_key').on(t.franchiseeId, t.transferDate)],
);

// Read only through the ledger's transfer routes (head office), so declared here for the privacy notice.
declarePlatformData({
  table: centreTransfers,
  label: 'Ownership transfers of a centre: the previous and the new franchisee owner as they were',
  audience: 'head office',
  whose: ['prospective franchisee'],
  categories: ['contact'],
  retention: 'as long as the centre’s books: the invoices of each owner’s months name them',
  purposes: ['To bill each owner the months before and after a transfer, and to move the centre’s access'],
});
