/**
 * Parental consent as contracts: a parent reads their children's consents with the notices in their language,
 * grants and withdraws (verified by their account or a code to the mobile on record); a centre's heads and head
 * office see the status per child.
 */
import { defineEndpoint, fileAnswer, timestamp } from '@portal/core';
import { z } from 'zod';
import { CONSENT_MODULES as M, CONSENT_PURPOSES, DECISIONS, VERIFICATIONS } from './constants.ts';
import { centreConsentsQuery, centreExportQuery, consentCodeInput, decideInput, myConsentsQuery } from './inputs.ts';

const tags = ['Consent'];

/** One purpose of one child: the notice in force and the parent's latest decision on it. */
export const purposeConsent = z.object({
  purpose: z.enum(CONSENT_PURPOSES),
  notice: z.object({ version: z.number(), title: z.string(), text: z.string() }),
  /** True while the latest decision is a grant. */
  granted: z.boolean(),
  decision: z.enum(DECISIONS).nullable(),
  decidedAt: timestamp.nullable(),
  decidedBy: z.string().nullable(),
  verifiedBy: z.enum(VERIFICATIONS).nullable(),
  /** The version of the notice the latest decision was made on. */
  noticeVersion: z.number().nullable(),
});
export type PurposeConsent = z.input<typeof purposeConsent>;

export const childConsents = z.object({
  studentAdmissionId: z.number(),
  childName: z.string(),
  className: z.string(),
  consents: z.array(purposeConsent),
});

export const myConsents = defineEndpoint({
  method: 'GET',
  path: '/api/consents/mine',
  module: M.MY_CONSENTS,
  tags,
  summary: "A parent's children's consents per purpose, with each notice in the parent's language",
  query: myConsentsQuery,
  response: z.object({
    children: z.array(childConsents),
    /** The last digits of the mobile on record a code goes to; null without one. */
    mobileEnding: z.string().nullable(),
  }),
});

export const consentCode = defineEndpoint({
  method: 'POST',
  path: '/api/consents/code',
  module: M.MY_CONSENTS,
  tags,
  summary: 'Texts a 6-digit code to the mobile on record, to verify one decision',
  body: consentCodeInput,
  response: z.object({ referenceId: z.string(), mobileEnding: z.string(), expiresAt: timestamp }),
});

export const decide = defineEndpoint({
  method: 'POST',
  path: '/api/consents',
  module: M.MY_CONSENTS,
  tags,
  summary: 'A parent grants or withdraws one purpose for their child (a new record; none is ever edited)',
  body: decideInput,
  status: 201,
  response: purposeConsent,
});

/** A child of a centre and the current state of each purpose. */
export const centreChildConsents = z.object({
  studentAdmissionId: z.number(),
  childName: z.string(),
  className: z.string(),
  /** Per purpose: GRANTED, WITHDRAWN, or null when the family never decided. */
  status: z.record(z.enum(CONSENT_PURPOSES), z.enum(DECISIONS).nullable()),
  lastDecidedAt: timestamp.nullable(),
});
export type CentreChildConsents = z.input<typeof centreChildConsents>;

export const centreConsents = defineEndpoint({
  method: 'GET',
  path: '/api/consents/centre',
  module: M.CENTRE_CONSENTS,
  tags,
  summary: "A centre's consent status per child and purpose, by class and name",
  query: centreConsentsQuery,
  response: z.object({
    rows: z.array(centreChildConsents),
    count: z.number(),
    page: z.number(),
    pageSize: z.number(),
  }),
});

export const centreConsentsExport = defineEndpoint({
  method: 'GET',
  path: '/api/consents/centre/export',
  module: M.CENTRE_CONSENTS,
  tags,
  summary: "A centre's consent status per child and purpose, as CSV",
  query: centreExportQuery,
  response: fileAnswer('text/csv; charset=utf-8', 'The consent status as CSV'),
});
