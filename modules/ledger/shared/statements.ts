/**
 * Royalty statements before the invoice: head office prepares a centre's month as a draft, one line per child with
 * what the child paid on the fee heads that bear royalty; the centre checks it line by line and disputes a line with
 * the amount it says is right and why; head office accepts (the line counts the amount agreed) or rejects with a
 * reply, never the person who raised the dispute; the month's invoice issues from the draft once no dispute is open.
 */
import { defineEndpoint, paiseAmount, recordId, resourceShape, type DeclaredAccess } from '@portal/core';
import { z } from 'zod';
import { franchiseeField } from '@portal/mod-org/shared/resources';
import { LEDGER_MODULES as M } from './modules.ts';
import { monthText } from './inputs.ts';

export const STATEMENT_STATUSES = ['DRAFT', 'INVOICED'] as const;
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];
export const STATEMENT_STATUS_LABELS: Record<StatementStatus, string> = {
  DRAFT: 'Draft',
  INVOICED: 'Invoiced',
};

export const LINE_STATUSES = ['UNDISPUTED', 'DISPUTED', 'ADJUSTED', 'UPHELD'] as const;
export type LineStatus = (typeof LINE_STATUSES)[number];
export const LINE_STATUS_LABELS: Record<LineStatus, string> = {
  UNDISPUTED: 'Not disputed',
  DISPUTED: 'Disputed: waiting for head office',
  ADJUSTED: 'Adjusted',
  UPHELD: 'Kept as charged',
};

const labelled = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

export const royaltyStatementShape = resourceShape({
  name: 'royalty-statements',
  label: 'Royalty statement',
  module: M.ROYALTY_ADJUSTMENT,
  fields: {
    franchiseeId: { ...franchiseeField(), readOnly: true },
    month: { kind: 'text', label: 'Month', readOnly: true },
    status: {
      kind: 'enum',
      label: 'Status',
      readOnly: true,
      options: labelled(STATEMENT_STATUSES, STATEMENT_STATUS_LABELS),
    },
    royaltyInvoiceId: { kind: 'number', label: 'Invoice', readOnly: true },
    createdAt: { kind: 'datetime', label: 'Prepared', readOnly: true },
  },
});

export const royaltyStatementLineShape = resourceShape({
  name: 'royalty-statement-lines',
  label: 'Royalty statement line',
  module: M.ROYALTY_ADJUSTMENT,
  fields: {
    franchiseeId: { ...franchiseeField(), readOnly: true },
    statementId: { kind: 'number', label: 'Statement', readOnly: true },
    studentAdmissionId: { kind: 'number', label: 'Child', readOnly: true },
    collectedPaise: { kind: 'money', label: 'Collected', readOnly: true },
    agreedPaise: { kind: 'money', label: 'Agreed', readOnly: true },
    status: { kind: 'enum', label: 'Status', readOnly: true, options: labelled(LINE_STATUSES, LINE_STATUS_LABELS) },
    disputeReason: { kind: 'text', label: 'Disputed because', readOnly: true },
    claimedPaise: { kind: 'money', label: 'Amount the centre says is right', readOnly: true },
    reply: { kind: 'text', label: "Head office's reply", readOnly: true },
    disputedAt: { kind: 'datetime', label: 'Disputed', readOnly: true },
    resolvedAt: { kind: 'datetime', label: 'Resolved', readOnly: true },
  },
});

export const prepareStatementInput = z.strictObject({
  month: monthText,
  franchiseeId: recordId,
});

export const disputeLineInput = z.strictObject({
  reason: z
    .string({ error: 'Say why the line is wrong' })
    .trim()
    .min(5, { error: 'Say why the line is wrong, in a few words' })
    .max(500, { error: 'At most 500 characters' }),
  claimedPaise: paiseAmount('Amount')
    .min(0, { error: 'The amount cannot be below zero' })
    .max(1_000_000_000_00, { error: 'Amount is too large' }),
});

export const acceptDisputeInput = z.strictObject({
  reply: z.string().trim().max(500, { error: 'At most 500 characters' }).nullish(),
});

export const rejectDisputeInput = z.strictObject({
  reply: z
    .string({ error: 'Reply to the centre: say why the line stays' })
    .trim()
    .min(3, { error: 'Reply to the centre: say why the line stays' })
    .max(500, { error: 'At most 500 characters' }),
});

const figures = z.object({
  collectedPaise: z.number(),
  studentCount: z.number(),
  computedPaise: z.number(),
  minimumTopUpPaise: z.number(),
  royaltyPaise: z.number(),
});

export const statementAnswer = z.object({
  id: z.number(),
  franchiseeId: z.number(),
  companyName: z.string(),
  month: z.string(),
  status: z.enum(STATEMENT_STATUSES),
  royaltyInvoiceId: z.number().nullable(),
  invoiceNo: z.string().nullable(),
  /** The royalty rule of the month (the agreement version in force). */
  model: z.string().nullable(),
  /** The month by the lines as they stand (accepted disputes counted at the amount agreed). */
  figures: figures.nullable(),
  openDisputes: z.number(),
  lines: z.array(
    z.object({
      id: z.number(),
      studentAdmissionId: z.number(),
      studentName: z.string().nullable(),
      collectedPaise: z.number(),
      agreedPaise: z.number().nullable(),
      /** What the line counts now. */
      countedPaise: z.number(),
      status: z.enum(LINE_STATUSES),
      disputeReason: z.string().nullable(),
      claimedPaise: z.number().nullable(),
      reply: z.string().nullable(),
      disputedByMe: z.boolean(),
    }),
  ),
});
export type StatementAnswer = z.infer<typeof statementAnswer>;

export const prepareStatement = defineEndpoint({
  method: 'POST',
  path: '/api/royalty/statements',
  module: M.ROYALTY,
  level: 'level_6',
  tags: ['Royalty statements'],
  summary: "Prepare a centre's draft royalty statement for a month from the ledger",
  body: prepareStatementInput,
  response: statementAnswer,
  status: 201,
});

export const statementDetail = defineEndpoint({
  method: 'GET',
  path: '/api/royalty/statements/:id',
  module: M.ROYALTY_ADJUSTMENT,
  tags: ['Royalty statements'],
  summary: 'A royalty statement line by line, with its disputes and the royalty it comes to',
  params: z.object({ id: recordId }),
  response: statementAnswer,
});

/**
 * The commands: the centre disputes a line (its adjustment right); head office accepts or rejects the dispute and
 * issues the invoice (the royalty module's write right at level 6). The screens ask the same rules.
 */
const onLine = (name: 'dispute' | 'accept' | 'reject') =>
  ({
    method: 'POST',
    path: `/api/royalty-statement-lines/:id/${name}`,
    module: name === 'dispute' ? M.ROYALTY_ADJUSTMENT : M.ROYALTY,
    ...(name === 'dispute' ? {} : { level: 'level_6' as const }),
  }) as const satisfies DeclaredAccess & { method: string; path: string };
export const STATEMENT_ACTIONS = {
  dispute: onLine('dispute'),
  accept: onLine('accept'),
  reject: onLine('reject'),
  invoice: {
    method: 'POST',
    path: '/api/royalty-statements/:id/invoice',
    module: M.ROYALTY,
    level: 'level_6',
  } as const satisfies DeclaredAccess & { method: string; path: string },
  prepare: { method: 'POST', path: '/api/royalty/statements', module: M.ROYALTY, level: 'level_6' } as const,
};
