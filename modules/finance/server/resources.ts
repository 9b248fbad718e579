import { eq } from 'drizzle-orm';
import { approvalPair } from '@portal/core';
import {
  actingUser,
  badRequest,
  conflict,
  defineResource,
  type RequestContext,
  requireLevel,
  withFourEyes,
} from '@portal/kit';
import { FINANCE_MODULES as M } from '../shared/index.ts';
import { feeHeads } from '@portal/mod-ledger/server';
import {
  bankDetailsShape,
  concessionTypeShape,
  feePlanShape,
  feeSettingShape,
  feeTypeShape,
  overpaymentShape,
  taxSettingShape,
} from '../shared/resources.ts';
import { replaceInstallments, scheduleFor } from './plans/schedule.service.ts';
import { parseReminderDays } from './autopay/reminders.service.ts';
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
  ...feeTypeShape,
  scope: 'global',
  table: feeTypes,
  titleField: 'name',
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
  ...bankDetailsShape,
  scope: 'franchisee',
  table: bankDetails,
  titleField: 'accountNumber',
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
  ...concessionTypeShape,
  scope: 'global',
  table: concessionTypes,
  titleField: 'name',
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
  ...taxSettingShape,
  scope: 'global',
  table: taxSettings,
  titleField: 'label',
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
  ...feeSettingShape,
  scope: 'franchisee',
  table: feeSettings,
  titleField: 'franchiseeId',
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
  ...feePlanShape,
  scope: 'franchisee',
  yearScoped: true,
  table: feePlans,
  titleField: 'name',
  virtualFields: ['firstDueDate', 'intervalMonths'],
  list: {
    columns: ['name', 'classCategory', 'totalPaise', 'installmentCount', 'franchiseeId', 'status'],
    search: ['name'],
    filters: ['franchiseeId', 'classCategory', 'status', 'feeTypeId'],
  },
  statusField: 'status',
  commands: {
    ...withFourEyes(
      approvalPair({
        module: M.APPROVE_PLAN,
        reason: { remarks: { kind: 'text', label: 'Reason', required: true, max: 300 } },
      }),
      { raisedBy: 'raisedBy' },
    ),
  },
  remove: 'delete',
  hooks: {
    beforeCreate: (ctx, values) => ({ ...values, raisedBy: ctx.user?.id ?? null }),
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
  ...overpaymentShape,
  scope: 'franchisee',
  table: paymentOverpayments,
  titleField: 'referenceId',
  list: {
    columns: ['createdAt', 'franchiseeId', 'referenceType', 'referenceId', 'payerName', 'amountPaise', 'status'],
    search: ['referenceId', 'payerName', 'gatewayPaymentId'],
    filters: ['franchiseeId', 'status', 'referenceType'],
    defaultSort: { field: 'id', dir: 'desc' },
  },
});
