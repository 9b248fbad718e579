/**
 * Royalty adjustments: a centre asks head office to correct a month's royalty invoice (a refund to a family, a
 * wrong revenue figure, a week the centre was closed); head office accepts it, and a credit or debit note with
 * its GST document follows, or refuses it with a reason.
 */
import { defineEndpoint, fileAnswer, paiseAmount, recordId, resourceShape, type DeclaredAccess } from '@portal/core';
import { z } from 'zod';
import { LEDGER_MODULES as M } from './modules.ts';
import { franchiseeField } from '@portal/mod-org/shared/resources';

export const ADJUSTMENT_REASONS = ['FAMILY_REFUND', 'WRONG_REVENUE', 'CLOSED_WEEK', 'OTHER'] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];
export const ADJUSTMENT_REASON_LABELS: Record<AdjustmentReason, string> = {
  FAMILY_REFUND: 'Refund to a family',
  WRONG_REVENUE: 'Wrong revenue figure',
  CLOSED_WEEK: 'Centre closed for a week',
  OTHER: 'Other',
};

/** A credit note lowers what the centre owes head office; a debit note raises it. */
export const ADJUSTMENT_DIRECTIONS = ['CREDIT', 'DEBIT'] as const;
export type AdjustmentDirection = (typeof ADJUSTMENT_DIRECTIONS)[number];
export const ADJUSTMENT_DIRECTION_LABELS: Record<AdjustmentDirection, string> = {
  CREDIT: 'Lower the royalty (credit note)',
  DEBIT: 'Raise the royalty (debit note)',
};

export const ADJUSTMENT_STATUSES = ['PENDING', 'ACCEPTED', 'REFUSED'] as const;
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];
export const ADJUSTMENT_STATUS_LABELS: Record<AdjustmentStatus, string> = {
  PENDING: 'Waiting for head office',
  ACCEPTED: 'Accepted',
  REFUSED: 'Refused',
};

const labelled = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** What both sides know of an adjustment: the list, the record and its two decisions. */
export const royaltyAdjustmentShape = resourceShape({
  name: 'royalty-adjustments',
  label: 'Royalty adjustment',
  module: M.ROYALTY_ADJUSTMENT,
  fields: {
    franchiseeId: { ...franchiseeField(), readOnly: true },
    royaltyInvoiceId: { kind: 'number', label: 'Invoice', readOnly: true },
    invoiceNo: { kind: 'text', label: 'Invoice number', readOnly: true },
    month: { kind: 'text', label: 'Month', readOnly: true },
    direction: {
      kind: 'enum',
      label: 'Adjustment',
      readOnly: true,
      options: labelled(ADJUSTMENT_DIRECTIONS, ADJUSTMENT_DIRECTION_LABELS),
    },
    reason: {
      kind: 'enum',
      label: 'Reason',
      readOnly: true,
      options: labelled(ADJUSTMENT_REASONS, ADJUSTMENT_REASON_LABELS),
    },
    details: { kind: 'text', label: 'Details', readOnly: true },
    amountPaise: { kind: 'money', label: 'Royalty adjusted', readOnly: true },
    fileId: { kind: 'file', label: 'Supporting file', readOnly: true },
    status: {
      kind: 'enum',
      label: 'Status',
      readOnly: true,
      options: labelled(ADJUSTMENT_STATUSES, ADJUSTMENT_STATUS_LABELS),
    },
    refusedReason: { kind: 'text', label: 'Refused because', readOnly: true },
    noteNo: { kind: 'text', label: 'Note number', readOnly: true },
    noteDate: { kind: 'date', label: 'Note date', readOnly: true },
    gstPaise: { kind: 'money', label: 'GST', readOnly: true },
    totalPaise: { kind: 'money', label: 'Note total', readOnly: true },
    journalEntryId: { kind: 'number', label: 'Ledger entry', readOnly: true },
    einvoiceStatus: { kind: 'text', label: 'E-invoice', readOnly: true },
    irn: { kind: 'text', label: 'IRN', readOnly: true },
    createdAt: { kind: 'datetime', label: 'Raised', readOnly: true },
    decidedAt: { kind: 'datetime', label: 'Decided', readOnly: true },
  },
});

const amount = paiseAmount('Amount')
  .positive({ error: 'Amount must be more than zero' })
  .max(1_000_000_000_00, { error: 'Amount is too large' });

export const raiseAdjustmentInput = z.strictObject({
  royaltyInvoiceId: recordId,
  direction: z.enum(ADJUSTMENT_DIRECTIONS, { error: 'Choose whether the royalty goes down or up' }).default('CREDIT'),
  reason: z.enum(ADJUSTMENT_REASONS, { error: 'Choose a reason' }),
  details: z
    .string({ error: 'Say what happened' })
    .trim()
    .min(5, { error: 'Say what happened, in a few words' })
    .max(1000, { error: 'At most 1000 characters' }),
  amountPaise: amount,
  fileId: z.string().max(64).nullish(),
});
export type RaiseAdjustmentInput = z.infer<typeof raiseAdjustmentInput>;

export const acceptAdjustmentInput = z.strictObject({}).nullish();
export const refuseAdjustmentInput = z.strictObject({
  reason: z
    .string({ error: 'Say why the adjustment is refused' })
    .trim()
    .min(3, { error: 'Say why the adjustment is refused' })
    .max(300, { error: 'At most 300 characters' }),
});

export const adjustmentAnswer = z.object({
  id: z.number(),
  franchiseeId: z.number(),
  royaltyInvoiceId: z.number(),
  invoiceNo: z.string(),
  month: z.string(),
  direction: z.string(),
  reason: z.string(),
  amountPaise: z.number(),
  status: z.string(),
});

export const raiseAdjustment = defineEndpoint({
  method: 'POST',
  path: '/api/royalty/adjustments',
  keyed: true,
  module: M.ROYALTY_ADJUSTMENT,
  tags: ['Royalty adjustments'],
  summary: 'Ask head office to adjust a royalty invoice',
  body: raiseAdjustmentInput,
  response: adjustmentAnswer,
  status: 201,
});

export const adjustmentEInvoice = defineEndpoint({
  method: 'GET',
  path: '/api/royalty-adjustments/:id/einvoice',
  module: M.ROYALTY_ADJUSTMENT,
  tags: ['Royalty adjustments'],
  summary: "The credit or debit note's e-invoice JSON (IRP schema 1.1) as a file",
  params: z.object({ id: recordId }),
  response: fileAnswer('application/json', 'The e-invoice JSON of the note'),
});

/** The invoices a centre may raise an adjustment on, with what is left to adjust on each. */
export const adjustableInvoices = defineEndpoint({
  method: 'GET',
  path: '/api/royalty/adjustable-invoices',
  module: M.ROYALTY_ADJUSTMENT,
  tags: ['Royalty adjustments'],
  summary: 'Royalty invoices an adjustment may be raised on, and the royalty left to adjust',
  query: z.object({ franchiseeID: recordId.optional() }),
  response: z.object({
    rows: z.array(
      z.object({
        id: z.number(),
        franchiseeId: z.number(),
        invoiceNo: z.string(),
        month: z.string(),
        royaltyPaise: z.number(),
        /** The royalty still open to a credit: the invoice's, less credits accepted or waiting. */
        adjustablePaise: z.number(),
      }),
    ),
  }),
});

/**
 * Head office's two decisions, served as commands of the adjustment resource under the royalty module's write
 * right and level 6 (finance admin): the screens ask the same rule before they show the buttons.
 */
const decision = (name: 'accept' | 'refuse') =>
  ({
    method: 'POST',
    path: `/api/royalty-adjustments/:id/${name}`,
    module: M.ROYALTY,
    level: 'level_6',
  }) as const satisfies DeclaredAccess & { method: string; path: string };
export const ADJUSTMENT_DECISIONS = { accept: decision('accept'), refuse: decision('refuse') };
