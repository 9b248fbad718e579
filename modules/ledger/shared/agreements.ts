/**
 * A centre's franchise agreement and its versions: the royalty rule each month is invoiced under, the term,
 * territory, renewal date and signed document; and the agreements due for renewal.
 */
import { calendarDay, defineEndpoint, recordId, resourceShape } from '@portal/core';
import { z } from 'zod';
import { ROYALTY_MODELS, type RoyaltyModel } from './accounts.ts';
import { agreementVersionInput, renewalsQuery } from './inputs.ts';
import { ROYALTY_MODEL_LABELS } from './labels.ts';
import { LEDGER_MODULES as M } from './modules.ts';
import { franchiseeField } from '@portal/mod-org/shared/resources';

const tags = ['Franchise agreements'];

/** What both sides know of an agreement version: read through the framework, added by its own route. */
export const agreementVersionShape = resourceShape({
  name: 'agreement-versions',
  label: 'Agreement version',
  module: M.ROYALTY,
  fields: {
    franchiseeId: { ...franchiseeField(), readOnly: true },
    versionNo: { kind: 'number', label: 'Version', readOnly: true },
    effectiveFrom: { kind: 'date', label: 'In force from', readOnly: true },
    model: {
      kind: 'enum',
      label: 'Royalty model',
      readOnly: true,
      options: ROYALTY_MODELS.map((value: RoyaltyModel) => ({ value, label: ROYALTY_MODEL_LABELS[value] })),
    },
    percentBp: { kind: 'number', label: 'Percentage', unit: 'basisPoints', readOnly: true },
    perStudentPaise: { kind: 'money', label: 'Per student', readOnly: true },
    minimumGuaranteePaise: { kind: 'money', label: 'Minimum guarantee', readOnly: true },
    gstRateBp: { kind: 'number', label: 'GST rate', unit: 'basisPoints', readOnly: true },
    royaltyHeads: { kind: 'tags', label: 'Fee heads bearing royalty', readOnly: true },
    termStart: { kind: 'date', label: 'Term starts', readOnly: true },
    termEnd: { kind: 'date', label: 'Term ends', readOnly: true },
    renewalDate: { kind: 'date', label: 'Renewal date', readOnly: true },
    territoryPincodes: { kind: 'tags', label: 'Territory PIN codes', readOnly: true },
    territoryCity: { kind: 'text', label: 'Territory city', readOnly: true },
    documentFileId: { kind: 'file', label: 'Signed agreement', readOnly: true },
    note: { kind: 'text', label: 'Note', readOnly: true },
    createdAt: { kind: 'datetime', label: 'Added', readOnly: true },
  },
});

export const agreementVersionAnswer = z.object({
  id: z.number(),
  franchiseeId: z.number(),
  versionNo: z.number(),
  effectiveFrom: calendarDay,
  model: z.string(),
});

/** Head office adds a version from the first of a month after the last month invoiced. */
export const addAgreementVersion = defineEndpoint({
  method: 'POST',
  path: '/api/royalty/agreements/:franchiseeId/versions',
  module: M.ROYALTY,
  level: 'level_6',
  tags,
  summary: "Add a version of a centre's agreement, in force from the first of a month",
  params: z.object({ franchiseeId: recordId }),
  body: agreementVersionInput,
  response: agreementVersionAnswer,
  status: 201,
});

export const renewalRow = z.object({
  franchiseeId: z.number(),
  centre: z.string(),
  versionNo: z.number(),
  renewalDate: calendarDay,
  termEnd: calendarDay.nullable(),
  daysLeft: z.number(),
});

/** Centres whose agreement in force is due for renewal within the next days (90 unless asked). */
export const renewalsDue = defineEndpoint({
  method: 'GET',
  path: '/api/royalty/renewals-due',
  module: M.ROYALTY,
  tags,
  summary: 'Agreements due for renewal within the next days',
  query: renewalsQuery,
  response: z.object({ days: z.number(), rows: z.array(renewalRow) }),
});

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(2, { error: `${label} is required` })
    .max(max, { error: `At most ${max} characters` });

/** A centre handed to a new owner from the first of a month. */
export const transferInput = z.strictObject({
  transferDate: z
    .string({ error: 'Transfer date is required' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Transfer date must be a date' })
    .refine((d) => d.endsWith('-01'), { error: 'A transfer takes effect on the first of a month' }),
  ownerName: text('The new owner’s name', 120),
  legalName: text('The new owner’s legal name', 160),
  gstin: z
    .string()
    .trim()
    .regex(/^[0-3][0-9][A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, {
      error: 'GSTIN must be 15 characters like 29ABCDE1234F1Z5',
    })
    .nullish(),
  email: z.email({ error: 'Give the new owner’s email address' }).max(200),
  mobile: z.string({ error: 'Mobile is required' }).regex(/^[6-9]\d{9}$/, { error: 'Mobile must be 10 digits' }),
  note: z.string().trim().max(500, { error: 'At most 500 characters' }).nullish(),
});
export type TransferInput = z.infer<typeof transferInput>;

export const transferCentre = defineEndpoint({
  method: 'POST',
  path: '/api/royalty/agreements/:franchiseeId/transfer',
  module: M.ROYALTY,
  level: 'level_6',
  tags,
  summary: 'Hand a centre to a new franchisee owner from the first of a month',
  params: z.object({ franchiseeId: recordId }),
  body: transferInput,
  response: z.object({
    id: z.number(),
    transferDate: calendarDay,
    toUserId: z.number(),
    closedUserIds: z.array(z.number()),
    duesBeforePaise: z.number(),
  }),
  status: 201,
});

const owner = z.object({ ownerName: z.string(), legalName: z.string(), gstin: z.string().nullable() });
export const centreTransfers = defineEndpoint({
  method: 'GET',
  path: '/api/royalty/agreements/:franchiseeId/transfers',
  module: M.ROYALTY,
  tags,
  summary: "A centre's owners in turn and each one's dues: what the centre owed head office in their time",
  params: z.object({ franchiseeId: recordId }),
  response: z.object({
    rows: z.array(
      z.object({
        id: z.number(),
        transferDate: calendarDay,
        from: owner,
        to: owner,
        /** What was owed from before the transfer (the previous owner's), now. */
        duesBeforePaise: z.number(),
        /** What was owed at the transfer, as it was recorded. */
        duesAtTransferPaise: z.number(),
        /** What the centre owes from the transfer on (until the next one). */
        duesSincePaise: z.number(),
      }),
    ),
  }),
});
