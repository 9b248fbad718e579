import { id, paise, stamps } from '@portal/db';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { academicYears, franchiseeRef } from '@portal/mod-org/server';
import { feeHeads } from '@portal/mod-ledger/server';
import { declarePlatformData, declareSettings } from '@portal/kit';

/** Tuition Fees, and the receipt fee types Application Fee and Admission Fee; each under a fee head. */
export const feeTypes = pgTable('fee_types', {
  id: id(),
  name: text().notNull().unique(),
  category: text().notNull(),
  /** What the money is for (tuition, transport…): its plans' payments and ledger lines carry the head. */
  feeHeadId: integer()
    .notNull()
    .references(() => feeHeads.id),
  sacCode: text(),
  description: text(),
  isActive: boolean().notNull().default(true),
  ...stamps,
});

/** A centre's bank account shown on receipts and used for offline transfers. */
export const bankDetails = pgTable(
  'bank_details',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    accountHolderName: text().notNull(),
    bankName: text().notNull(),
    accountNumber: text().notNull(),
    ifsc: text().notNull(),
    branch: text(),
    upiId: text(),
    isActive: boolean().notNull().default(true),
    ...stamps,
  },
  (t) => [uniqueIndex('bank_details_franchisee_account_key').on(t.franchiseeId, t.accountNumber)],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: bankDetails,
  label: 'The centre’s bank account for fees',
  whose: ['prospective franchisee'],
  categories: ['money'],
  audience: 'the centre’s head and office staff, head office',
  retention: 'while the account is in use, then with the centre’s accounts',
  purposes: ['To tell families where to pay the fees'],
});

/** A fee plan (fee component) of a centre for a year and class category, approved by finance. */
export const feePlans = pgTable(
  'fee_plans',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    academicYearId: integer()
      .notNull()
      .references(() => academicYears.id),
    classCategory: text().notNull(),
    feeTypeId: integer()
      .notNull()
      .references(() => feeTypes.id),
    name: text().notNull(),
    totalPaise: paise().notNull(),
    installmentCount: integer().notNull(),
    /** Head office's share of each installment, in basis points (the royalty breakdown). */
    royaltyBp: integer().notNull().default(0),
    status: text().notNull().default('PENDING'),
    remarks: text(),
    /** Who drafted the plan; never the one who approves it. */
    raisedBy: integer(),
    decidedBy: integer(),
    ...stamps,
  },
  (t) => [
    uniqueIndex('fee_plans_name_key').on(t.franchiseeId, t.academicYearId, t.name),
    check('fee_plans_total_positive', sql`${t.totalPaise} > 0`),
  ],
);

export const feePlanInstallments = pgTable(
  'fee_plan_installments',
  {
    id: id(),
    planId: integer()
      .notNull()
      .references(() => feePlans.id, { onDelete: 'cascade' }),
    franchiseeId: franchiseeRef(),
    seq: integer().notNull(),
    label: text().notNull(),
    dueDate: date().notNull(),
    amountPaise: paise().notNull(),
    royaltyPaise: paise().notNull().default(0),
  },
  (t) => [uniqueIndex('fee_plan_installments_seq_key').on(t.planId, t.seq)],
);

/** A plan assigned to one student admission; its referenceId is the parents' payment link. */
export const studentFeePlans = pgTable(
  'student_fee_plans',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    academicYearId: integer()
      .notNull()
      .references(() => academicYears.id),
    studentAdmissionId: integer().notNull(),
    studentName: text().notNull(),
    parentMobile: text(),
    planId: integer()
      .notNull()
      .references(() => feePlans.id),
    totalPaise: paise().notNull(),
    concessionPaise: paise().notNull().default(0),
    referenceId: text().notNull().unique(),
    status: text().notNull().default('ACTIVE'),
    /** The mid-year rule the plan was assigned under; null when the child joined before any installment fell due. */
    midYearRule: text(),
    journalEntryId: integer(),
    createdBy: integer(),
    ...stamps,
  },
  (t) => [
    uniqueIndex('student_fee_plans_admission_plan_key').on(t.studentAdmissionId, t.planId),
    index('student_fee_plans_franchisee_idx').on(t.franchiseeId),
  ],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: studentFeePlans,
  label: 'A child’s fee plan',
  whose: ['child', 'guardian'],
  categories: ['money'],
  audience: 'the child’s parents, the centre’s head and office staff, head office',
  retention: 'with the centre’s accounts: 8 years after the financial year, as the law on fee and tax records requires',
  purposes: ['To bill the fees the family agreed'],
});

export const studentInstallments = pgTable(
  'student_installments',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    studentFeePlanId: integer()
      .notNull()
      .references(() => studentFeePlans.id),
    studentAdmissionId: integer().notNull(),
    seq: integer().notNull(),
    label: text().notNull(),
    dueDate: date().notNull(),
    amountPaise: paise().notNull(),
    concessionPaise: paise().notNull().default(0),
    paidPaise: paise().notNull().default(0),
    royaltyPaise: paise().notNull().default(0),
    ...stamps,
  },
  (t) => [
    uniqueIndex('student_installments_seq_key').on(t.studentFeePlanId, t.seq),
    index('student_installments_due_idx').on(t.franchiseeId, t.dueDate),
    // Never more paid or conceded than billed, whatever races happen above.
    check(
      'student_installments_within_amount',
      // Joined without a separator: the rendered check is the same text drizzle-kit's snapshots hold.
      sql.join([
        sql`${t.paidPaise} >= 0 and ${t.concessionPaise} >= 0`,
        sql` and ${t.paidPaise} + ${t.concessionPaise} <= ${t.amountPaise}`,
      ]),
    ),
  ],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: studentInstallments,
  label: 'A child’s fee installments',
  whose: ['child', 'guardian'],
  categories: ['money'],
  audience: 'the child’s parents, the centre’s head and office staff, head office',
  retention: 'with the centre’s accounts: 8 years after the financial year, as the law on fee and tax records requires',
  purposes: ['To bill and collect the fees the family agreed'],
});

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
  midYearRule: text().notNull().default('FROM_JOINING_MONTH'),
  /** When families are reminded of an unpaid installment: days from its due date (before negative, after positive). */
  reminderDays: text().notNull().default('-7,0,3,10'),
  ...stamps,
});

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

// The code applying each setting of the tables above (apps/server/test/settings-read.test.ts).
declareSettings({
  table: feeSettings,
  readBy: {
    applicationFeePaise: 'modules/finance/server/payments/form-fees.ts',
    registrationFeePaise: 'modules/finance/server/payments/form-fees.ts',
    admissionFeePaise: 'modules/finance/server/payments/form-fees.ts',
    maxConcessionBp: 'modules/finance/server/concessions/concessions.ts',
    ruleConcessionApproval: 'modules/finance/server/concessions/concessions.ts',
    lateFeePaise: 'modules/finance/server/charges/late-fees.ts',
    lateFeeGraceDays: 'modules/finance/server/charges/late-fees.ts',
    midYearRule: 'modules/finance/server/plans/mid-year.ts',
    reminderDays: 'modules/finance/server/autopay/reminders.ts',
  },
});
declareSettings({
  table: taxSettings,
  readBy: {
    gstRateBp: 'modules/finance/server/payments/receipt-tax.ts',
    sacCode: 'modules/finance/server/payments/receipt-tax.ts',
    isActive: 'modules/finance/server/payments/receipt-tax.ts',
    label: 'modules/finance/server/payments/receipt-tax.ts',
  },
  notSettings: { type: 'the kind of supply the row is for (its key)' },
});
