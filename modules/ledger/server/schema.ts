import { sql } from 'drizzle-orm';
import { id, paise, stamps } from '@portal/db';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  date,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { declarePlatformData, declareSettings } from '@portal/kit';
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
 * The versions of a centre's franchise agreement: its royalty rule (model, percentage, amount per student or slabs,
 * the fee heads it bears on, the minimum guarantee, the GST rate), its term, territory, renewal date and the signed
 * document. A centre is on one version at a time: a version is in force from its `effectiveFrom` (the first of a
 * month from version 2 on) until the next version's; version 1 also covers the months before it. The monthly royalty
 * run reads the version in force in the month (royalty/versions.ts), so a new version never touches an issued invoice.
 */
export const royaltySettings = pgTable(
  'royalty_settings',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    /** 1, 2, 3… per centre. */
    versionNo: integer().notNull().default(1),
    model: text().notNull(),
    percentBp: integer().notNull().default(0),
    perStudentPaise: paise().notNull().default(0),
    /** Marginal slabs: [{ uptoPaise: number | null, percentBp }], ascending; null = no upper bound. */
    slabs: jsonb().$type<{ uptoPaise: number | null; percentBp: number }[]>().notNull().default([]),
    minimumGuaranteePaise: paise().notNull().default(0),
    gstRateBp: integer().notNull().default(1800),
    effectiveFrom: date().notNull(),
    /** The fee heads whose collections bear royalty (codes of fee_heads). */
    royaltyHeads: text()
      .array()
      .notNull()
      .default(sql`'{TUITION}'::text[]`),
    /** The agreement's term. */
    termStart: date(),
    termEnd: date(),
    /** When head office must renew it (reminders from 90 days before). */
    renewalDate: date(),
    /** The territory: PIN codes, or a city when the agreement grants one. */
    territoryPincodes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    territoryCity: text(),
    /** The signed agreement, a file of the file store. */
    documentFileId: text(),
    note: text(),
    createdBy: integer(),
    ...stamps,
  },
  (t) => [
    uniqueIndex('royalty_settings_franchisee_version_key').on(t.franchiseeId, t.versionNo),
    uniqueIndex('royalty_settings_franchisee_from_key').on(t.franchiseeId, t.effectiveFrom),
  ],
);

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

/** Head office's monthly royalty invoice to a franchisee, with its GST e-invoice. */
export const royaltyInvoices = pgTable(
  'royalty_invoices',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    month: text().notNull(),
    model: text().notNull(),
    collectedPaise: paise().notNull(),
    studentCount: integer().notNull(),
    computedPaise: paise().notNull(),
    minimumTopUpPaise: paise().notNull().default(0),
    /** The agreement version the invoice was issued under (royalty_settings.version_no). */
    agreementVersion: integer(),
    /**
     * Whom the invoice bills, as they were for its month (the owner before an ownership transfer keeps the months
     * before it): the legal name and GSTIN. Null on invoices issued before transfers were kept: read from the centre.
     */
    buyerLegalName: text(),
    buyerGstin: text(),
    /** The fee heads the invoice's collections counted, as the agreement named them when it was issued. */
    royaltyHeads: text()
      .array()
      .notNull()
      .default(sql`'{TUITION}'::text[]`),
    royaltyPaise: paise().notNull(),
    cgstPaise: paise().notNull().default(0),
    sgstPaise: paise().notNull().default(0),
    igstPaise: paise().notNull().default(0),
    totalPaise: paise().notNull(),
    invoiceNo: text().notNull().unique(),
    invoiceDate: date().notNull(),
    financialYear: text().notNull(),
    journalEntryId: integer().references(() => journalEntries.id),
    status: text().notNull().default('ISSUED'),
    irn: text(),
    einvoiceStatus: text().notNull().default('PENDING'),
    einvoiceError: text(),
    einvoicePayload: jsonb().$type<Record<string, unknown>>(),
    ackNo: text(),
    ackDate: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('royalty_invoices_franchisee_month_key').on(t.franchiseeId, t.month)],
);

// The sums the ledger keeps as it posts (collections, account balances) live beside the code that moves them.
export * from './sums-schema.ts';

/**
 * A centre's request to correct one of its royalty invoices, and head office's decision. An accepted one carries
 * its credit or debit note: the note's number (its own gap-free series), its GST, its GST e-invoice reference and
 * the journal entry that posted it. The invoice and its entry are never changed.
 */
export const royaltyAdjustments = pgTable(
  'royalty_adjustments',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    royaltyInvoiceId: integer()
      .notNull()
      .references(() => royaltyInvoices.id),
    invoiceNo: text().notNull(),
    month: text().notNull(),
    direction: text().notNull().default('CREDIT'),
    reason: text().notNull(),
    details: text().notNull(),
    amountPaise: paise().notNull(),
    fileId: text(),
    status: text().notNull().default('PENDING'),
    refusedReason: text(),
    raisedBy: integer(),
    decidedBy: integer(),
    decidedAt: timestamp({ withTimezone: true }),
    /** The credit (CRN) or debit (DBN) note an acceptance issues. */
    noteType: text(),
    noteNo: text().unique(),
    noteDate: date({ mode: 'string' }),
    financialYear: text(),
    cgstPaise: paise().notNull().default(0),
    sgstPaise: paise().notNull().default(0),
    igstPaise: paise().notNull().default(0),
    gstPaise: paise().notNull().default(0),
    totalPaise: paise().notNull().default(0),
    journalEntryId: integer().references(() => journalEntries.id),
    irn: text(),
    einvoiceStatus: text(),
    einvoiceError: text(),
    ...stamps,
  },
  (t) => [
    index('royalty_adjustments_franchisee_idx').on(t.franchiseeId, t.status),
    index('royalty_adjustments_invoice_idx').on(t.royaltyInvoiceId),
    check('royalty_adjustments_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/**
 * A centre's monthly royalty statement before the invoice: a draft head office prepares from the ledger, the centre
 * checks line by line and disputes, and from which, once no dispute is open, the month's invoice is issued.
 */
export const royaltyStatements = pgTable(
  'royalty_statements',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    month: text().notNull(),
    /** DRAFT until the invoice issues from it, then INVOICED. */
    status: text().notNull().default('DRAFT'),
    royaltyInvoiceId: integer().references(() => royaltyInvoices.id),
    preparedBy: integer(),
    ...stamps,
  },
  (t) => [uniqueIndex('royalty_statements_franchisee_month_key').on(t.franchiseeId, t.month)],
);

/**
 * One line of a draft statement: what a child paid in the month on the fee heads that bear royalty, as the ledger
 * had it when the draft was prepared; the centre's dispute of it (the amount it says is right, and why) and head
 * office's answer (accepted: the line counts the amount agreed; rejected: the line stays, with a reply).
 */
export const royaltyStatementLines = pgTable(
  'royalty_statement_lines',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    statementId: integer()
      .notNull()
      .references(() => royaltyStatements.id),
    studentAdmissionId: integer().notNull(),
    collectedPaise: paise().notNull(),
    /** What the line counts once a dispute is accepted (null: the collected amount). */
    agreedPaise: paise(),
    status: text().notNull().default('UNDISPUTED'),
    disputeReason: text(),
    claimedPaise: paise(),
    disputedBy: integer(),
    disputedAt: timestamp({ withTimezone: true }),
    reply: text(),
    resolvedBy: integer(),
    resolvedAt: timestamp({ withTimezone: true }),
    ...stamps,
  },
  (t) => [
    uniqueIndex('royalty_statement_lines_student_key').on(t.statementId, t.studentAdmissionId),
    index('royalty_statement_lines_franchisee_idx').on(t.franchiseeId, t.status),
  ],
);

// The code applying each setting of the tables above (apps/server/test/settings-read.test.ts).
declareSettings({
  table: royaltySettings,
  readBy: {
    model: 'modules/ledger/server/royalty/versions.ts',
    percentBp: 'modules/ledger/server/royalty/versions.ts',
    perStudentPaise: 'modules/ledger/server/royalty/versions.ts',
    slabs: 'modules/ledger/server/royalty/versions.ts',
    minimumGuaranteePaise: 'modules/ledger/server/royalty/versions.ts',
    gstRateBp: 'modules/ledger/server/royalty/versions.ts',
    effectiveFrom: 'modules/ledger/server/royalty/versions.ts',
    royaltyHeads: 'modules/ledger/server/royalty/versions.ts',
    renewalDate: 'modules/ledger/server/royalty/agreements.ts',
  },
  notSettings: {
    versionNo: 'which version of the agreement the row is',
    termStart: 'the agreement as signed: shown on it, not a rule the portal applies',
    termEnd: 'the agreement as signed: shown on it, not a rule the portal applies',
    territoryPincodes: 'the agreement as signed: the territory the franchise development module keeps and checks',
    territoryCity: 'the agreement as signed: the territory the franchise development module keeps and checks',
    documentFileId: 'the signed agreement, a file',
    note: 'a note on the version',
    createdBy: 'who recorded the version',
  },
});
