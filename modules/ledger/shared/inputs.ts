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

/** A royalty rule: the model and its figures, the fee heads it bears on, the guarantee and the GST rate. */
const royaltyRule = {
  model: z.enum(ROYALTY_MODELS, { error: 'Choose a royalty model' }),
  percentBp: percent('Percentage').default(0),
  perStudentPaise: money('Amount per student').default(0),
  slabs: z
    .array(z.strictObject({ uptoPaise: money('Slab limit').nullable(), percentBp: percent('Slab percentage') }))
    .max(20, { error: 'At most 20 slabs' })
    .default([]),
  minimumGuaranteePaise: money('Minimum guarantee').default(0),
  gstRateBp: percent('GST rate').default(1800),
  /** The fee heads whose collections bear royalty. */
  royaltyHeads: z
    .array(z.string().regex(/^[A-Z][A-Z0-9_]{1,39}$/, { error: 'Choose fee heads from the list' }))
    .min(1, { error: 'Choose at least one fee head that bears royalty' })
    .max(40, { error: 'At most 40 fee heads' })
    .default(['TUITION']),
};
export type RoyaltyRuleInput = z.infer<z.ZodObject<typeof royaltyRule>>;

export const royaltySettingInput = z.strictObject({
  ...royaltyRule,
  effectiveFrom: isoDate('Effective from'),
});
export type RoyaltySettingInput = z.infer<typeof royaltySettingInput>;

export const issueRoyaltyInput = z.strictObject({
  month: monthText,
  franchiseeId: z.number().int().positive().max(2_147_483_647).optional(),
});

export const royaltyRunInput = z.strictObject({ month: monthText });

const optionalDay = (label: string) => isoDate(label).nullish();

/**
 * A new version of a centre's agreement: its royalty rule, from the first of a month, with the agreement's term,
 * territory (PIN codes or a city), renewal date and the signed document (a file of the file store).
 */
export const agreementVersionInput = z.strictObject({
  ...royaltyRule,
  effectiveFrom: isoDate('Effective from').refine((d) => d.endsWith('-01'), {
    error: 'A new version starts on the first of a month',
  }),
  termStart: optionalDay('Term starts'),
  termEnd: optionalDay('Term ends'),
  renewalDate: optionalDay('Renewal date'),
  territoryPincodes: z
    .array(z.string().regex(/^[1-9]\d{5}$/, { error: 'A PIN code has 6 digits' }))
    .max(200, { error: 'At most 200 PIN codes' })
    .default([]),
  territoryCity: z.string().trim().max(120, { error: 'At most 120 characters' }).nullish(),
  documentFileId: z.string().max(64).nullish(),
  note: z.string().trim().max(500, { error: 'At most 500 characters' }).nullish(),
});
export type AgreementVersionInput = z.infer<typeof agreementVersionInput>;

/** How far ahead the renewals list looks, in days. */
export const renewalsQuery = z.object({
  days: z.coerce
    .number({ error: 'Days must be a number' })
    .int({ error: 'Days must be a whole number' })
    .min(1, { error: 'Look at least 1 day ahead' })
    .max(730, { error: 'Look at most 730 days ahead' })
    .default(90),
});
