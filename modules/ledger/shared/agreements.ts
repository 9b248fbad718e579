/**
 * A centre's franchise agreement and its versions: the royalty rule each month is invoiced under, the term,
 * territory, renewal date and signed document; and the agreements due for renewal.
 */
import { calendarDay, defineEndpoint, franchiseeField, recordId, resourceShape } from '@portal/core';
import { z } from 'zod';
import { ROYALTY_MODELS, type RoyaltyModel } from './accounts.ts';
import { agreementVersionInput, renewalsQuery } from './inputs.ts';
import { ROYALTY_MODEL_LABELS } from './labels.ts';
import { LEDGER_MODULES as M } from './modules.ts';

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
