import { eq } from 'drizzle-orm';
import { approvalPair, CLASS_CATEGORIES, franchiseeField, options } from '@portal/core';
import { actingUser, badRequest, conflict, defineResource, type RequestContext, requireLevel } from '@portal/kit';
import { CONCESSION_KINDS, CONCESSION_RULES, FEE_TYPE_CATEGORIES, FINANCE_MODULES as M } from '../shared/index.ts';
import { feeHeads } from '@portal/mod-ledger/server';
import { replaceInstallments, scheduleFor } from './plans/schedule.ts';
import { parseReminderDays } from './autopay/reminders.ts';
import {
  bankDetails,
  concessionTypes,
  feePlanInstallments,
  feePlans,
  feeSettings,
  feeTypes,
  paymentOverpayments,
  taxSettings,
} from './schema.ts';

async function defaultHeadId(ctx: RequestContext, code: string) {
  const [head] = await ctx.db.select({ id: feeHeads.id }).from(feeHeads).where(eq(feeHeads.code, code));
  return head.id;
}

export const feeTypeResource = defineResource({
  name: 'fee-type',
  label: 'Fee type',
  module: M.FEE_STRUCTURE,
  scope: 'global',
  table: feeTypes,
  titleField: 'name',
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
      ref: { resource: 'fee-head', labelField: 'name' },
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
  hooks: {
    beforeCreate: async (ctx, values) => ({
      ...values,
      feeHeadId: values.feeHeadId ?? (await defaultHeadId(ctx, values.category === 'RECEIPT' ? 'OTHER' : 'TUITION')),
    }),
  },
  list: {
    columns: ['name', 'category', 'feeHeadId', 'sacCode', 'isActive'],
    search: ['name'],
    filters: ['category', 'isActive'],
    defaultSort: { field: 'name', dir: 'asc' },
  },
  remove: 'archive',
});

export const bankDetailsResource = defineResource({
  name: 'bank-details',
  label: 'Bank account',
  module: M.FEE_PLANS,
  scope: 'franchisee',
  table: bankDetails,
  titleField: 'accountNumber',
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
  list: {
    columns: ['bankName', 'accountNumber', 'ifsc', 'franchiseeId', 'isActive'],
    search: ['bankName', 'accountNumber', 'ifsc'],
    filters: ['franchiseeId', 'isActive'],
  },
  remove: 'archive',
  example: {
    accountHolderName: 'Little Sprouts Preschool',
    bankName: 'State Bank of India',
    accountNumber: '30123456789',
    ifsc: 'SBIN0001234',
    branch: 'Indiranagar',
  },
});

export const concessionTypeResource = defineResource({
  name: 'concession-type',
  label: 'Concession type',
  module: M.SETTINGS,
  scope: 'global',
  table: concessionTypes,
  titleField: 'name',
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
      ref: { resource: 'franchisee', labelField: 'companyName' },
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
  list: {
    columns: ['name', 'rule', 'kind', 'percentBp', 'amountPaise', 'capPaise', 'franchiseeId', 'isActive'],
    search: ['name'],
    filters: ['kind', 'rule', 'franchiseeId', 'isActive'],
    defaultSort: { field: 'name', dir: 'asc' },
  },
  remove: 'archive',
  example: {
    name: 'Sibling concession',
    kind: 'PERCENT',
    percentBp: 1000,
    capPaise: 500_000,
    reasons: ['Sibling studying in the centre'],
  },
  hooks: {
    beforeCreate: (ctx, values) => checkConcessionType(ctx, values, null),
    beforeUpdate: (ctx, values, existing) => checkConcessionType(ctx, values, existing),
  },
});

function checkConcessionType(
  ctx: RequestContext,
  values: Record<string, unknown>,
  existing: Record<string, unknown> | null,
) {
  requireLevel(ctx, M.SETTINGS, 'level_6', existing ? 'PUT' : 'POST');
  const kind = values.kind ?? existing?.kind;
  const pct = Number(values.percentBp ?? existing?.percentBp ?? 0);
  const amt = Number(values.amountPaise ?? existing?.amountPaise ?? 0);
  if (kind === 'PERCENT' && pct <= 0)
    throw badRequest('Percentage must be more than zero', { percentBp: 'Percentage must be more than zero' });
  if (kind === 'AMOUNT' && amt <= 0)
    throw badRequest('Amount must be more than zero', { amountPaise: 'Amount must be more than zero' });
  const rule = values.rule ?? existing?.rule;
  const earlyDays = Number(values.earlyDays ?? existing?.earlyDays ?? 0);
  if (rule === 'EARLY_PAYMENT' && !(earlyDays >= 0))
    throw badRequest('Days before the due date must be zero or more', { earlyDays: 'Zero or more days' });
  if (Array.isArray(values.feeHeads))
    return { ...values, feeHeads: (values.feeHeads as string[]).map((h) => h.trim().toUpperCase()).filter(Boolean) };
  return values;
}

export const taxSettingResource = defineResource({
  name: 'tax-setting',
  label: 'Tax setting',
  module: M.SETTINGS,
  scope: 'global',
  table: taxSettings,
  titleField: 'label',
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
  list: {
    columns: ['type', 'label', 'gstRateBp', 'sacCode', 'isActive'],
    search: ['type', 'label'],
    filters: ['isActive'],
    defaultSort: { field: 'type', dir: 'asc' },
  },
  remove: 'archive',
  hooks: {
    beforeCreate: (ctx, values) => (requireLevel(ctx, M.SETTINGS, 'level_6'), values),
    beforeUpdate: (ctx, values) => (requireLevel(ctx, M.SETTINGS, 'level_6', 'PUT'), values),
  },
});

export const feeSettingResource = defineResource({
  name: 'fee-setting',
  label: 'Fee setting',
  module: M.SETTINGS,
  scope: 'franchisee',
  table: feeSettings,
  titleField: 'franchiseeId',
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
    reminderDays: {
      kind: 'text',
      label: 'Fee reminder days (from the due date: -7 is a week before)',
      max: 60,
      pattern: '^\\s*[-+]?\\d{1,2}(\\s*,\\s*[-+]?\\d{1,2})*\\s*$',
      patternMessage: 'Write days from the due date separated by commas (e.g. -7,0,3,10)',
    },
  },
  list: {
    columns: ['franchiseeId', 'applicationFeePaise', 'registrationFeePaise', 'admissionFeePaise', 'maxConcessionBp'],
    filters: ['franchiseeId'],
  },
  hooks: {
    beforeCreate: (ctx, values) => (requireLevel(ctx, M.SETTINGS, 'level_6'), withReminderDays(values)),
    beforeUpdate: (ctx, values) => (requireLevel(ctx, M.SETTINGS, 'level_6', 'PUT'), withReminderDays(values)),
  },
});

/** The reminder days as the schedule reads them: checked, sorted, written '-7,0,3,10'. */
function withReminderDays<T extends Record<string, unknown>>(values: T): T {
  if (values.reminderDays === undefined) return values;
  return { ...values, reminderDays: parseReminderDays(values.reminderDays as string | null).join(',') };
}

/**
 * A fee plan: total, installment count and royalty share. Creating or changing a
 * pending plan lays out its installments (remainder paise on the first); finance
 * approves or rejects it, and only an approved plan can be assigned.
 */
export const feePlanResource = defineResource({
  name: 'fee-plan',
  label: 'Fee plan',
  module: M.FEE_PLANS,
  scope: 'franchisee',
  yearScoped: true,
  table: feePlans,
  titleField: 'name',
  virtualFields: ['firstDueDate', 'intervalMonths'],
  fields: {
    franchiseeId: franchiseeField(),
    academicYearId: {
      kind: 'reference',
      label: 'Academic year',
      required: true,
      ref: { resource: 'academic-year', labelField: 'academicYear' },
    },
    classCategory: { kind: 'enum', label: 'Class category', required: true, options: options(...CLASS_CATEGORIES) },
    feeTypeId: {
      kind: 'reference',
      label: 'Fee type',
      required: true,
      ref: { resource: 'fee-type', labelField: 'name' },
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
  list: {
    columns: ['name', 'classCategory', 'totalPaise', 'installmentCount', 'franchiseeId', 'status'],
    search: ['name'],
    filters: ['franchiseeId', 'classCategory', 'status', 'feeTypeId'],
  },
  statusField: 'status',
  commands: {
    ...approvalPair({
      module: M.APPROVE_PLAN,
      reason: { remarks: { kind: 'text', label: 'Reason', required: true, max: 300 } },
    }),
  },
  remove: 'delete',
  hooks: {
    afterCreate: async (ctx, row, input) => {
      await replaceInstallments(
        ctx,
        row.id,
        scheduleFor({
          totalPaise: Number(row.totalPaise),
          count: Number(row.installmentCount),
          royaltyBp: Number(row.royaltyBp),
          firstDueDate: String(input.firstDueDate),
          intervalMonths: Number(input.intervalMonths ?? 1),
        }),
        row.franchiseeId,
      );
    },
    beforeUpdate: (_ctx, values, existing) => {
      if (existing.status !== 'PENDING')
        throw conflict(`An ${String(existing.status).toLowerCase()} plan cannot be changed; add a new plan`);
      return values;
    },
    afterUpdate: async (ctx, row, input) => {
      if (
        input.totalPaise === undefined &&
        input.installmentCount === undefined &&
        input.royaltyBp === undefined &&
        input.firstDueDate === undefined &&
        input.intervalMonths === undefined
      )
        return;
      const [first] = await ctx.db
        .select({ dueDate: feePlanInstallments.dueDate })
        .from(feePlanInstallments)
        .where(eq(feePlanInstallments.planId, row.id))
        .orderBy(feePlanInstallments.seq)
        .limit(1);
      await replaceInstallments(
        ctx,
        row.id,
        scheduleFor({
          totalPaise: Number(row.totalPaise),
          count: Number(row.installmentCount),
          royaltyBp: Number(row.royaltyBp),
          firstDueDate: String(input.firstDueDate ?? first?.dueDate),
          intervalMonths: Number(input.intervalMonths ?? 1),
        }),
        row.franchiseeId,
      );
    },
    onCommand: (ctx, _name, _existing, input) => {
      requireLevel(ctx, M.APPROVE_PLAN, 'level_6');
      return { decidedBy: actingUser(ctx).id, ...(input.remarks ? { remarks: input.remarks } : {}) };
    },
  },
});

/**
 * Money captured for something already paid, held for a refund (payments/overpayment.ts).
 * Read-only over the API (payments/overpayment-routes.ts): rows are written by the payment
 * flow, and 'mark refunded' is its own route with the finance check.
 */
export const overpaymentResource = defineResource({
  name: 'overpayment',
  label: 'Overpayment',
  module: M.APPROVE_PAYMENT,
  scope: 'franchisee',
  table: paymentOverpayments,
  titleField: 'referenceId',
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
  list: {
    columns: ['createdAt', 'franchiseeId', 'referenceType', 'referenceId', 'payerName', 'amountPaise', 'status'],
    search: ['referenceId', 'payerName', 'gatewayPaymentId'],
    filters: ['franchiseeId', 'status', 'referenceType'],
    defaultSort: { field: 'id', dir: 'desc' },
  },
});
