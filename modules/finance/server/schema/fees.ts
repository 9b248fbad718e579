import { id, paise, stamps } from '@portal/db';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { academicYears, franchiseeRef } from '@portal/mod-org/server';
import { feeHeads } from '@portal/mod-ledger/server';
import { declarePlatformData } from '@portal/kit';

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
