/** Bodies and queries of the ledger's and royalty's hand-written routes, validated the same on both sides. */
import { isoDate, paiseAmount } from '@portal/core';
import { z } from 'zod';
import { ROYALTY_MODELS } from './accounts.ts';

const amount = paiseAmount('Amount')
  .positive({ error: 'Amount must be more than zero' })
  .max(1_000_000_000_00, { error: 'Amount is too large' });
const date = isoDate('Date').optional();
const centre = z.number({ error: 'Choose a centre' }).int().positive().max(2_147_483_647);

/** A YYYY-MM month. */
export const monthText = z
  .string({ error: 'Month is required' })
  .regex(/^(19\d\d|[2-9]\d{3})-(0[1-9]|1[0-2])$/, { error: 'Month must look like 2026-07' });

export const noteInput = z.strictObject({
  franchiseeId: centre,
  type: z.enum(['CREDIT_NOTE', 'DEBIT_NOTE'], { error: 'Type must be CREDIT_NOTE or DEBIT_NOTE' }),
  amountPaise: amount,
  reason: z.string({ error: 'Reason is required' }).trim().min(3, { error: 'Reason is required' }).max(300),
  date,
});
export type NoteInput = z.infer<typeof noteInput>;

export const transferInput = z.strictObject({
  franchiseeId: centre,
  amountPaise: amount,
  utr: z
    .string({ error: 'Bank reference (UTR) is required' })
    .trim()
    .min(4, { error: 'Bank reference (UTR) is required' })
    .max(40),
  date,
  remarks: z.string().trim().max(300).optional(),
});
export type TransferInput = z.infer<typeof transferInput>;

export const reverseInput = z.strictObject({
  reason: z.string({ error: 'Reason is required' }).trim().min(3, { error: 'Reason is required' }).max(300),
});

const money = (label: string) =>
  paiseAmount(label)
    .min(0, { error: `${label} cannot be negative` })
    .max(1_000_000_000_00, { error: `${label} is too large` });
/** A percentage carried as hundredths of a percent (12.5 % = 1250). */
const percent = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} may have at most 2 decimals` })
    .min(0, { error: `${label} cannot be negative` })
    .max(10_000, { error: `${label} cannot exceed 100%` });

export const royaltySettingInput = z.strictObject({
  model: z.enum(ROYALTY_MODELS, { error: 'Choose a royalty model' }),
  percentBp: percent('Percentage').default(0),
  perStudentPaise: money('Amount per student').default(0),
  slabs: z
    .array(z.strictObject({ uptoPaise: money('Slab limit').nullable(), percentBp: percent('Slab percentage') }))
    .max(20, { error: 'At most 20 slabs' })
    .default([]),
  minimumGuaranteePaise: money('Minimum guarantee').default(0),
  gstRateBp: percent('GST rate').default(1800),
  effectiveFrom: isoDate('Effective from'),
  /** The fee heads whose collections bear royalty. */
  royaltyHeads: z
    .array(z.string().regex(/^[A-Z][A-Z0-9_]{1,39}$/, { error: 'Choose fee heads from the list' }))
    .min(1, { error: 'Choose at least one fee head that bears royalty' })
    .max(40, { error: 'At most 40 fee heads' })
    .default(['TUITION']),
});
export type RoyaltySettingInput = z.infer<typeof royaltySettingInput>;

export const issueRoyaltyInput = z.strictObject({
  month: monthText,
  franchiseeId: z.number().int().positive().max(2_147_483_647).optional(),
});

export const royaltyRunInput = z.strictObject({ month: monthText });
