import { LANGUAGES, recordId } from '@portal/core';
import { z } from 'zod';
import { CONSENT_PURPOSES, DECISIONS } from './constants.ts';

const purpose = z.enum(CONSENT_PURPOSES, { error: 'Choose what the consent is for' });
const decision = z.enum(DECISIONS, { error: "The decision is 'GRANTED' or 'WITHDRAWN'" });
const language = z.enum(LANGUAGES, { error: 'The language is one of en, hi, kn, ta' });
const childId = recordId.describe("The child's student admission");

/** The parent's consents, with the notices in this language (the account's by default). */
export const myConsentsQuery = z.object({ language: language.optional() });

/** Asks for a code to the mobile on record, for one decision on one purpose of one child. */
export const consentCodeInput = z.object({ studentAdmissionId: childId, purpose, decision });
export type ConsentCodeInput = z.infer<typeof consentCodeInput>;

/** How the parent is verified: their signed-in account, or the code texted to the mobile on record. */
export const verification = z.discriminatedUnion(
  'by',
  [
    z.object({ by: z.literal('ACCOUNT') }),
    z.object({
      by: z.literal('OTP'),
      referenceId: z.string({ error: 'The code’s reference is missing' }).min(1).max(100),
      code: z.string({ error: 'Type the code' }).regex(/^\d{6}$/, { error: 'The code is 6 digits' }),
    }),
  ],
  { error: "Verification is by 'ACCOUNT' or 'OTP'" },
);

/** A decision: a grant or a withdrawal, after reading the notice of that version in that language. */
export const decideInput = z.object({
  studentAdmissionId: childId,
  purpose,
  decision,
  noticeVersion: z.number({ error: 'The notice version is missing' }).int().positive(),
  language,
  verification,
});
export type DecideInput = z.infer<typeof decideInput>;

/** A centre's consent status per child: paged, searched by the child's name or class. */
export const centreConsentsQuery = z.object({
  franchiseeId: recordId.optional(),
  search: z.string().trim().max(100, { error: 'Search text must be at most 100 characters' }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
});
export type CentreConsentsQuery = z.infer<typeof centreConsentsQuery>;

export const centreExportQuery = centreConsentsQuery.omit({ page: true, pageSize: true });
