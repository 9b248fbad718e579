// Royalty: a centre's terms, head office's monthly invoices, their adjustments and the statements before them.
import { sql } from 'drizzle-orm';
import { id, paise, stamps } from '@portal/db';
import { check, index, integer, jsonb, pgTable, text, timestamp, date, uniqueIndex } from 'drizzle-orm/pg-core';
import { declareSettings } from '@portal/kit';
import { franchiseeRef } from '@portal/mod-org/server';
import type { RoyaltyModel } from '../../shared/accounts.ts';
import { journalEntries } from './journal.ts';

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
    model: text().$type<RoyaltyModel>().notNull(),
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
    renewalDate: 'modules/ledger/server/royalty/agreements.service.ts',
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
