import { id, paise, stamps } from '@portal/db';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { franchiseeRef } from '@portal/mod-org/server';
import { feeHeads } from '@portal/mod-ledger/server';
import { declarePlatformData } from '@portal/kit';
import { studentFeePlans, studentInstallments } from './fees.ts';
import { payments } from './payments.ts';

/**
 * A one-off charge to a child's account (a late-pickup fee, …) on its fee head, posted to the student ledger when
 * made. Posted money is never edited: a waiver reverses the entry and marks the charge REVERSED with its reason.
 * `sourceKey` names what caused it ('late-pickup:12:2026-11-25'), so the same cause is billed once.
 */
export const studentCharges = pgTable(
  'student_charges',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    studentAdmissionId: integer().notNull(),
    feeHeadId: integer()
      .notNull()
      .references(() => feeHeads.id),
    chargeDate: date().notNull(),
    description: text().notNull(),
    amountPaise: paise().notNull(),
    sourceKey: text().notNull().unique(),
    status: text().notNull().default('DUE'),
    journalEntryId: integer().notNull(),
    reversalEntryId: integer(),
    reversalReason: text(),
    reversedBy: integer(),
    reversedAt: timestamp({ withTimezone: true }),
    createdBy: integer(),
    ...stamps,
  },
  (t) => [
    index('student_charges_child_idx').on(t.studentAdmissionId, t.chargeDate),
    check('student_charges_positive', sql`${t.amountPaise} > 0`),
  ],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: studentCharges,
  label: 'Charges on a child’s fee account',
  whose: ['child', 'guardian'],
  categories: ['money'],
  audience: 'the child’s parents, the centre’s head and office staff, head office',
  retention: 'with the centre’s accounts: 8 years after the financial year, as the law on fee and tax records requires',
  purposes: ['To charge a family what it bought or owes'],
});

/**
 * A parent's standing authorisation (UPI AutoPay, an e-mandate) to debit one fee plan's installments, each
 * debit at most `capPaise` (₹15,000 at most: above it every debit would need the parent's authentication).
 * PENDING until the gateway reports the authorisation, then ACTIVE until cancelled; one live mandate per plan.
 */
export const autopayMandates = pgTable(
  'autopay_mandates',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    studentFeePlanId: integer()
      .notNull()
      .references(() => studentFeePlans.id),
    studentAdmissionId: integer().notNull(),
    /** UPI_INTENT, UPI_QR, CARD or NETBANKING (UPI Collect may no longer create a mandate). */
    method: text().notNull(),
    capPaise: paise().notNull(),
    status: text().notNull().default('PENDING'),
    gatewayCustomerId: text().notNull(),
    /** The registration order the parent authorises the mandate through. */
    gatewayOrderId: text().notNull().unique(),
    gatewayTokenId: text().unique(),
    authorisedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    cancelledBy: integer(),
    createdBy: integer(),
    ...stamps,
  },
  (t) => [
    uniqueIndex('autopay_mandates_live_key')
      .on(t.studentFeePlanId)
      .where(sql`${t.status} in ('PENDING', 'ACTIVE')`),
    index('autopay_mandates_franchisee_idx').on(t.franchiseeId, t.status),
    check('autopay_mandates_cap', sql`${t.capPaise} > 0 and ${t.capPaise} <= 1500000`),
  ],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: autopayMandates,
  label: 'AutoPay mandates a parent set up',
  whose: ['child', 'guardian'],
  categories: ['money'],
  audience: 'the child’s parents, the centre’s head and office staff, head office',
  retention: 'with the centre’s accounts: 8 years after the financial year, as the law on fee and tax records requires',
  purposes: ['To debit a child’s installments within the cap the parent agreed'],
});

/**
 * One installment a mandate will debit: created when its pre-debit notice goes, debited on or after the due
 * date once the notice is 24 hours old. NOTIFIED, SKIPPED (by the parent), PAID, RETRYING (after a failure),
 * FELL_BACK (three failures, or more due than the notice said: reminders take over) or CANCELLED.
 */
export const autopayDebits = pgTable(
  'autopay_debits',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    mandateId: integer()
      .notNull()
      .references(() => autopayMandates.id),
    studentInstallmentId: integer()
      .notNull()
      .references(() => studentInstallments.id),
    studentAdmissionId: integer().notNull(),
    /** What the notice said would be debited; more is never taken. */
    amountPaise: paise().notNull(),
    dueDate: date().notNull(),
    noticeSentAt: timestamp({ withTimezone: true }).notNull(),
    status: text().notNull().default('NOTIFIED'),
    attempts: integer().notNull().default(0),
    /** The day of the next try (the due date, then the day after each failure). */
    nextAttemptOn: date().notNull(),
    paymentId: integer().references(() => payments.id),
    failureReason: text(),
    decidedBy: integer(),
    ...stamps,
  },
  (t) => [
    uniqueIndex('autopay_debits_installment_key').on(t.mandateId, t.studentInstallmentId),
    index('autopay_debits_franchisee_idx').on(t.franchiseeId, t.status),
    check('autopay_debits_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: autopayDebits,
  label: 'AutoPay debits of a child’s installments',
  whose: ['child', 'guardian'],
  categories: ['money'],
  audience: 'the child’s parents, the centre’s head and office staff, head office',
  retention: 'with the centre’s accounts: 8 years after the financial year, as the law on fee and tax records requires',
  purposes: ['To collect the installments a parent agreed to pay by AutoPay'],
});

/**
 * A reminder of an unpaid installment sent to the family: a step of the centre's schedule (days from the due
 * date) or the one after AutoPay gave up. Each is sent once.
 */
export const feeReminders = pgTable(
  'fee_reminders',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    studentInstallmentId: integer()
      .notNull()
      .references(() => studentInstallments.id),
    studentAdmissionId: integer().notNull(),
    /** SCHEDULE or AUTOPAY_FAILED. */
    kind: text().notNull(),
    offsetDays: integer().notNull().default(0),
    outstandingPaise: paise().notNull(),
    sentOn: date().notNull(),
    recipients: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fee_reminders_step_key').on(t.studentInstallmentId, t.kind, t.offsetDays),
    index('fee_reminders_child_idx').on(t.studentAdmissionId),
  ],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: feeReminders,
  label: 'Fee reminders sent to a family',
  whose: ['child', 'guardian'],
  categories: ['money', 'contact'],
  audience: 'the child’s parents, the centre’s head and office staff, head office',
  retention: 'with the centre’s accounts: 8 years after the financial year, as the law on fee and tax records requires',
  purposes: ['To remind a family of an installment due'],
});
