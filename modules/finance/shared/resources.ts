import { CLASS_CATEGORIES, options, referenceTo, resourceShape, secretField } from '@portal/core';
import { CONCESSION_KINDS, CONCESSION_RULES, FEE_TYPE_CATEGORIES, FINANCE_MODULES as M } from './index.ts';
import { feeHeadShape } from '@portal/mod-ledger/shared/resources';
import { academicYearShape, franchiseeField, franchiseeShape } from '@portal/mod-org/shared/resources';

/** A payment, as finance approves, rejects or refunds it. */
export const paymentsShape = resourceShape({
  name: 'payments',
  label: 'Payment',
  module: M.APPROVE_PAYMENT,
  // The receipt link's capability: it never leaves the server but in the link itself.
  fields: { receiptToken: secretField('Receipt link token') },
});

/** A concession a centre asked for, as finance decides on it. */
export const feeConcessionShape = resourceShape({
  name: 'fee-concession',
  label: 'Concession',
  module: M.APPROVE_CONCESSION,
  fields: {},
});

export const feeTypeShape = resourceShape({
  name: 'fee-type',
  label: 'Fee type',
  module: M.FEE_STRUCTURE,
  fields: {
    name: { kind: 'text', label: 'Fee type', required: true, max: 80 },
    category: {
      kind: 'enum',
      label: 'Category',
      required: true,
      options: [
        { value: 'TUITION', label: 'Tuition' },
        { value: 'RECEIPT', label: 'Receipt fee' },
      ] satisfies { value: (typeof FEE_TYPE_CATEGORIES)[number]; label: string }[],
    },
    feeHeadId: {
      kind: 'reference',
      label: 'Fee head',
      help: 'What the money is for: tuition, transport, a form fee… (empty: tuition, or other for a receipt fee)',
      ref: referenceTo(() => feeHeadShape, 'name'),
    },
    sacCode: {
      kind: 'text',
      label: 'SAC code',
      max: 8,
      pattern: '^\\d{4,8}$',
      patternMessage: 'SAC code must be 4 to 8 digits',
    },
    description: { kind: 'text', label: 'Description', max: 300 },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
});

export const bankDetailsShape = resourceShape({
  name: 'bank-details',
  label: 'Bank account',
  module: M.FEE_PLANS,
  fields: {
    franchiseeId: franchiseeField(),
    accountHolderName: { kind: 'text', label: 'Account holder', required: true, max: 120 },
    bankName: { kind: 'text', label: 'Bank', required: true, max: 120 },
    accountNumber: {
      kind: 'text',
      label: 'Account number',
      required: true,
      pattern: '^\\d{9,18}$',
      patternMessage: 'Account number must be 9 to 18 digits',
    },
    ifsc: {
      kind: 'text',
      label: 'IFSC',
      required: true,
      pattern: '^[A-Z]{4}0[A-Z0-9]{6}$',
      patternMessage: 'IFSC must look like SBIN0001234',
    },
    branch: { kind: 'text', label: 'Branch', max: 120 },
    upiId: {
      kind: 'text',
      label: 'UPI ID',
      max: 80,
      pattern: '^[A-Za-z0-9._-]{2,}@[A-Za-z]{2,}$',
      patternMessage: 'UPI ID must look like name@bank',
    },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
});

export const concessionTypeShape = resourceShape({
  name: 'concession-type',
  label: 'Concession type',
  module: M.SETTINGS,
  fields: {
    name: { kind: 'text', label: 'Concession type', required: true, max: 80 },
    kind: { kind: 'enum', label: 'Percentage or amount', required: true, options: options(...CONCESSION_KINDS) },
    percentBp: {
      kind: 'number',
      unit: 'basisPoints',
      label: 'Percentage',
      min: 0,
      max: 10_000,
    },
    amountPaise: { kind: 'money', label: 'Amount' },
    capPaise: { kind: 'money', label: 'Cap per plan' },
    reasons: { kind: 'tags', label: 'Reasons', max: 20 },
    rule: {
      kind: 'enum',
      label: 'Given by rule',
      help:
        'Manual: the centre asks for it. Sibling and staff child: when a plan is assigned. ' +
        'Early payment: when an installment paid early is confirmed.',
      options: [
        { value: 'MANUAL', label: 'Manual (need-based)' },
        { value: 'SIBLING', label: 'Sibling' },
        { value: 'STAFF_CHILD', label: 'Staff child' },
        { value: 'EARLY_PAYMENT', label: 'Early payment' },
      ] satisfies { value: (typeof CONCESSION_RULES)[number]; label: string }[],
      default: 'MANUAL',
    },
    franchiseeId: {
      kind: 'reference',
      label: 'Centre',
      help: 'Empty: every centre that has no type of its own with the same rule',
      ref: referenceTo(() => franchiseeShape, 'companyName'),
    },
    feeHeads: { kind: 'tags', label: 'Fee heads (codes, e.g. TUITION; empty: every head)', max: 20 },
    validFrom: { kind: 'date', label: 'Valid from' },
    laterChildrenOnly: {
      kind: 'boolean',
      label: 'Sibling: second and later children only',
      default: true,
    },
    earlyDays: {
      kind: 'number',
      label: 'Early payment: days before the due date',
      min: 0,
      max: 365,
    },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
});

export const taxSettingShape = resourceShape({
  name: 'tax-setting',
  label: 'Tax setting',
  module: M.SETTINGS,
  fields: {
    type: {
      kind: 'text',
      label: 'Type',
      required: true,
      max: 40,
      pattern: '^[A-Z_]+$',
      patternMessage: 'Type may use capital letters and _',
      createOnly: true,
      // Typed as a code (TUITION); read as 'Tuition'.
      display: 'code',
    },
    label: { kind: 'text', label: 'Label', required: true, max: 80 },
    gstRateBp: {
      kind: 'number',
      unit: 'basisPoints',
      label: 'GST rate',
      required: true,
      min: 0,
      max: 2_800,
    },
    sacCode: {
      kind: 'text',
      label: 'SAC code',
      max: 8,
      pattern: '^\\d{4,8}$',
      patternMessage: 'SAC code must be 4 to 8 digits',
    },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
});

export const feeSettingShape = resourceShape({
  name: 'fee-setting',
  label: 'Fee setting',
  module: M.SETTINGS,
  fields: {
    franchiseeId: franchiseeField(),
    applicationFeePaise: { kind: 'money', label: 'Application fee', required: true },
    registrationFeePaise: { kind: 'money', label: 'Registration fee', required: true },
    admissionFeePaise: { kind: 'money', label: 'Admission fee', required: true },
    maxConcessionBp: {
      kind: 'number',
      unit: 'basisPoints',
      label: 'Concession cap (share of a plan)',
      required: true,
      min: 0,
      max: 10_000,
    },
    ruleConcessionApproval: {
      kind: 'boolean',
      label: "Concessions by rule wait for finance's approval",
      default: true,
    },
    lateFeePaise: { kind: 'money', label: 'Late fee per installment' },
    lateFeeGraceDays: {
      kind: 'number',
      label: 'Days after the due date before the late fee',
      min: 0,
      max: 90,
    },
    reminderDays: {
      kind: 'text',
      label: 'Fee reminder days (from the due date: -7 is a week before)',
      max: 60,
      pattern: '^\\s*[-+]?\\d{1,2}(\\s*,\\s*[-+]?\\d{1,2})*\\s*$',
      patternMessage: 'Write days from the due date separated by commas (e.g. -7,0,3,10)',
    },
  },
});

/** A fee plan. */
export const feePlanShape = resourceShape({
  name: 'fee-plan',
  label: 'Fee plan',
  module: M.FEE_PLANS,
  fields: {
    franchiseeId: franchiseeField(),
    academicYearId: {
      kind: 'reference',
      label: 'Academic year',
      required: true,
      ref: referenceTo(() => academicYearShape, 'academicYear'),
    },
    classCategory: { kind: 'enum', label: 'Class category', required: true, options: options(...CLASS_CATEGORIES) },
    feeTypeId: {
      kind: 'reference',
      label: 'Fee type',
      required: true,
      ref: referenceTo(() => feeTypeShape, 'name'),
    },
    name: { kind: 'text', label: 'Plan name', required: true, max: 120 },
    totalPaise: { kind: 'money', label: 'Total fee', required: true, min: 1 },
    installmentCount: { kind: 'number', label: 'Installments', required: true, min: 1, max: 12 },
    royaltyBp: {
      kind: 'number',
      unit: 'basisPoints',
      label: 'Royalty share',
      help: 'Of each installment',
      min: 0,
      max: 10_000,
    },
    firstDueDate: { kind: 'date', label: 'First due date', required: true },
    intervalMonths: { kind: 'number', label: 'Months between installments', min: 1, max: 12 },
    status: { kind: 'enum', label: 'Status', readOnly: true, options: options('PENDING', 'APPROVED', 'REJECTED') },
    remarks: { kind: 'text', label: 'Remarks', max: 300 },
  },
});

/** Money captured for something already paid, held for a refund (payments/overpayment.ts). */
export const overpaymentShape = resourceShape({
  name: 'overpayment',
  label: 'Overpayment',
  module: M.APPROVE_PAYMENT,
  fields: {
    franchiseeId: franchiseeField(),
    paymentId: { kind: 'number', label: 'Payment', readOnly: true },
    referenceType: { kind: 'text', label: 'For', readOnly: true },
    referenceId: { kind: 'text', label: 'Payer reference', readOnly: true },
    payerName: { kind: 'text', label: 'Payer', readOnly: true },
    amountPaise: { kind: 'money', label: 'Amount', readOnly: true },
    gatewayPaymentId: { kind: 'text', label: 'Gateway payment', readOnly: true },
    reason: { kind: 'text', label: 'Reason', readOnly: true },
    status: { kind: 'enum', label: 'Status', readOnly: true, options: options('REFUND_DUE', 'REFUNDED') },
    refundReference: { kind: 'text', label: 'Refund reference', readOnly: true },
    refundedAt: { kind: 'datetime', label: 'Refunded at', readOnly: true },
    createdAt: { kind: 'datetime', label: 'Captured at', readOnly: true },
  },
});
