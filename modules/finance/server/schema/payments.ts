import { id, paise, stamps } from '@portal/db';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { franchiseeRef } from '@portal/mod-org/server';
import { declarePlatformData } from '@portal/kit';
import { studentFeePlans, studentInstallments } from './fees.ts';

/**
 * Every payment attempt or record: an online order through the gateway, or an
 * offline payment waiting for finance's approval. Statuses are the portal's:
 * INITIATED, FAILED, CONFIRMED, TRANSFERRED, APPROVAL_WAITING, REFUNDED.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    referenceType: text().notNull(),
    referenceId: text().notNull(),
    /** The fee head's code: what the money is for, on the receipt and the ledger line. */
    feeHead: text().notNull(),
    studentFeePlanId: integer().references(() => studentFeePlans.id),
    studentInstallmentId: integer().references(() => studentInstallments.id),
    studentAdmissionId: integer(),
    payerName: text(),
    amountPaise: paise().notNull(),
    mode: text().notNull(),
    status: text().notNull(),
    gatewayOrderId: text().unique(),
    gatewayPaymentId: text().unique(),
    uniqueReceipt: text().notNull().unique(),
    instrumentNo: text(),
    instrumentDate: date(),
    bankName: text(),
    remarks: text(),
    failureReason: text(),
    receiptNo: text().unique(),
    /** Lets the payer fetch the receipt without signing in. */
    receiptToken: text().notNull().unique(),
    journalEntryId: integer(),
    confirmedAt: timestamp({ withTimezone: true }),
    /** A confirmed payment given back: when, why and the bank's reference (the ledger posting is reversed). */
    refundedAt: timestamp({ withTimezone: true }),
    refundReason: text(),
    refundReference: text(),
    createdBy: integer(),
    decidedBy: integer(),
    ...stamps,
  },
  (t) => [
    index('payments_reference_idx').on(t.referenceId),
    index('payments_franchisee_status_idx').on(t.franchiseeId, t.status),
    check('payments_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: payments,
  label: 'Fees a family paid, and their receipts',
  whose: ['child', 'guardian'],
  categories: ['money'],
  audience: 'the child’s parents, the centre’s head and office staff, head office',
  retention: 'with the centre’s accounts: 8 years after the financial year, as the law on fee and tax records requires',
  purposes: ['To receive fees, give receipts and keep the accounts'],
});

/** Gateway webhook events already handled: a redelivered event id is acknowledged and ignored. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text().primaryKey(),
  event: text().notNull(),
  orderId: text(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Money the gateway captured for something already paid (a second order for a settled
 * fee, more than an installment still owed): never posted as a payment, held here for
 * finance to refund. One row per payment; REFUND_DUE until finance marks it REFUNDED.
 */
export const paymentOverpayments = pgTable(
  'payment_overpayments',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    paymentId: integer()
      .notNull()
      .unique()
      .references(() => payments.id),
    referenceType: text().notNull(),
    /** The payer's reference: the payment link the money came through. */
    referenceId: text().notNull(),
    payerName: text(),
    amountPaise: paise().notNull(),
    gatewayPaymentId: text(),
    reason: text().notNull(),
    status: text().notNull().default('REFUND_DUE'),
    /** The gateway's refund id or the bank reference of the refund. */
    refundReference: text(),
    refundedAt: timestamp({ withTimezone: true }),
    refundedBy: integer(),
    ...stamps,
  },
  (t) => [
    index('payment_overpayments_franchisee_status_idx').on(t.franchiseeId, t.status),
    check('payment_overpayments_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: paymentOverpayments,
  label: 'Money paid twice or too much, and its refund',
  whose: ['guardian'],
  categories: ['money'],
  audience: 'the child’s parents, the centre’s head and office staff, head office',
  retention: 'with the centre’s accounts: 8 years after the financial year, as the law on fee and tax records requires',
  purposes: ['To refund a family what it paid too much'],
});

/** Test mode's signing secrets, generated once per installation (never written in the source). */
export const paymentTestSecrets = pgTable('payment_test_secrets', {
  id: integer().primaryKey(),
  keySecret: text().notNull(),
  webhookSecret: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
