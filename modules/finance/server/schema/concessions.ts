import { id, paise, stamps } from '@portal/db';
import { sql } from 'drizzle-orm';
import { boolean, date, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { franchiseeRef } from '@portal/mod-org/server';
import type { MidYearRule } from '../../shared/index.ts';
import { studentFeePlans } from './fees.ts';

/**
 * Concession types (Royalty Concession, Sibling…): a percentage or an amount, with a cap. Head office defines them
 * for one centre or the whole network (no centre); a rule other than MANUAL gives the concession by itself.
 */
export const concessionTypes = pgTable('concession_types', {
  id: id(),
  name: text().notNull().unique(),
  kind: text().notNull(),
  percentBp: integer().notNull().default(0),
  amountPaise: paise().notNull().default(0),
  capPaise: paise(),
  reasons: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** MANUAL (asked by the centre), SIBLING, STAFF_CHILD or EARLY_PAYMENT. */
  rule: text().notNull().default('MANUAL'),
  /** The centre the type is for; null: every centre that has no type of its own with the same rule. */
  franchiseeId: integer(),
  /** The fee heads' codes it bears on; empty: every head. */
  feeHeads: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** Given by rule from this day on (plans assigned, payments confirmed); null: always. */
  validFrom: date(),
  /** SIBLING: only the second and later children of a family (by admission), not the first. */
  laterChildrenOnly: boolean().notNull().default(true),
  /** EARLY_PAYMENT: an installment paid in full at least this many days before its due date. */
  earlyDays: integer().notNull().default(0),
  isActive: boolean().notNull().default(true),
  ...stamps,
});

/** A concession asked for one student's plan; applied to the installments once finance approves. */
export const studentConcessions = pgTable('student_concessions', {
  id: id(),
  franchiseeId: franchiseeRef(),
  studentFeePlanId: integer()
    .notNull()
    .references(() => studentFeePlans.id),
  concessionTypeId: integer()
    .notNull()
    .references(() => concessionTypes.id),
  reason: text().notNull(),
  amountPaise: paise().notNull().default(0),
  status: text().notNull().default('PENDING'),
  remarks: text(),
  /** Who asked for it (null: given by a rule); never the one who decides it. */
  raisedBy: integer(),
  decidedBy: integer(),
  journalEntryId: integer(),
  /** The rule that gave it (SIBLING, STAFF_CHILD, EARLY_PAYMENT); null when the centre asked for it. */
  rule: text(),
  /** Once per plan and rule, per installment for an early payment: `SIBLING:plan:12`, `EARLY_PAYMENT:installment:3`. */
  ruleKey: text().unique(),
  ...stamps,
});

/** GST per kind of supply (concession/tax/{type}). */
export const taxSettings = pgTable('tax_settings', {
  id: id(),
  type: text().notNull().unique(),
  label: text().notNull(),
  gstRateBp: integer().notNull().default(0),
  sacCode: text(),
  isActive: boolean().notNull().default(true),
  ...stamps,
});

/** A centre's fee settings: receipt fee amounts and the concession cap. */
export const feeSettings = pgTable('fee_settings', {
  id: id(),
  franchiseeId: franchiseeRef().unique(),
  applicationFeePaise: paise().notNull().default(0),
  registrationFeePaise: paise().notNull().default(0),
  admissionFeePaise: paise().notNull().default(0),
  /** Total concessions on one plan may not pass this share of it. */
  maxConcessionBp: integer().notNull().default(5000),
  /** Concessions given by rule wait for finance's approval; off: they are approved and posted at once. */
  ruleConcessionApproval: boolean().notNull().default(true),
  /** Charged once on an installment unpaid the day after its due date plus the grace days (charges/late-fees.ts). */
  lateFeePaise: paise().notNull().default(0),
  lateFeeGraceDays: integer().notNull().default(7),
  /** How a child admitted after the year began is billed: FROM_JOINING_MONTH or FULL_YEAR. */
  midYearRule: text().$type<MidYearRule>().notNull().default('FROM_JOINING_MONTH'),
  /** When families are reminded of an unpaid installment: days from its due date (before negative, after positive). */
  reminderDays: text().notNull().default('-7,0,3,10'),
  ...stamps,
});
