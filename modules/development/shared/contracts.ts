/**
 * Franchise development as contracts: the pipeline, a prospect's record, territories and their reservations,
 * and the prospect's own pages (the website form, the disclosure link).
 */
import { defineEndpoint, fileAnswer, recordId, timestamp } from '@portal/core';
import { z } from 'zod';
import {
  DEVELOPMENT_MODULES as M,
  HONEYPOT_FIELD,
  INVESTMENT_BANDS,
  PROSPECT_STAGES,
  TERRITORY_STATES,
} from './constants.ts';

const tags = ['Franchise development'];
const byId = z.object({ id: recordId });
const PINCODE = /^[1-9]\d{5}$/;

/** Count and age of the prospects in one stage: days since they entered it. */
export const stageFigure = z.object({
  stage: z.enum(PROSPECT_STAGES),
  count: z.number(),
  averageAgeDays: z.number(),
  oldestAgeDays: z.number(),
});
export type StageFigure = z.input<typeof stageFigure>;

export const pipeline = defineEndpoint({
  method: 'GET',
  path: '/api/development/pipeline',
  module: M.PROSPECTS,
  tags,
  summary: 'The prospects in each stage: how many, and how long they have been there',
  response: z.object({ stages: z.array(stageFigure), total: z.number() }),
});

const stageEntry = z.object({
  fromStage: z.string().nullable(),
  toStage: z.string(),
  reason: z.string().nullable(),
  changedBy: z.string().nullable(),
  changedAt: timestamp,
});
const acknowledgement = z.object({
  version: z.number(),
  channel: z.string(),
  ip: z.string().nullable(),
  evidenceFileId: z.string().nullable(),
  remark: z.string().nullable(),
  acknowledgedAt: timestamp,
});
const reservation = z.object({
  territoryId: z.number(),
  pincode: z.string(),
  city: z.string(),
  reservedAt: timestamp,
});

/** What a prospect's record shows beside its fields: the stages it went through and where the disclosure stands. */
export const prospectStory = defineEndpoint({
  method: 'GET',
  path: '/api/development/prospects/:id/story',
  module: M.PROSPECTS,
  tags,
  summary: 'A prospect’s stage history, disclosure sent and acknowledged, and reserved territories',
  params: byId,
  response: z.object({
    history: z.array(stageEntry),
    currentDisclosure: z.object({ id: z.number(), version: z.number(), title: z.string() }).nullable(),
    sentVersion: z.number().nullable(),
    acknowledgements: z.array(acknowledgement),
    /** The current disclosure is acknowledged: the LOI token and the agreement may follow. */
    gateOpen: z.boolean(),
    reservations: z.array(reservation),
  }),
});

export const owners = defineEndpoint({
  method: 'GET',
  path: '/api/development/owners',
  module: M.PROSPECTS,
  tags,
  summary: 'Whom a prospect may be allocated to: head office’s business developers and super admins',
  response: z.object({ rows: z.array(z.object({ id: z.number(), name: z.string() })) }),
});

export const allocateProspect = defineEndpoint({
  method: 'POST',
  path: '/api/development/prospects/:id/allocate',
  module: M.PROSPECTS,
  tags,
  summary: 'Allocates a prospect to a business developer',
  params: byId,
  body: z.object({ ownerId: recordId }),
  response: z.object({ id: z.number(), ownerId: z.number() }),
});

export const territoryRow = z.object({
  id: z.number(),
  city: z.string(),
  pincode: z.string(),
  area: z.string().nullable(),
  availability: z.enum(TERRITORY_STATES),
  prospectId: z.number().nullable(),
  prospectName: z.string().nullable(),
  servedBy: z.string().nullable(),
});
export type TerritoryRow = z.input<typeof territoryRow>;

export const territoryBoard = defineEndpoint({
  method: 'GET',
  path: '/api/development/territories',
  module: M.TERRITORIES,
  tags,
  summary: 'Every territory with its availability now: open, reserved for a prospect, or served by a centre',
  query: z.object({ city: z.string().max(80).optional() }),
  response: z.object({ rows: z.array(territoryRow) }),
});

export const reserveTerritory = defineEndpoint({
  method: 'POST',
  path: '/api/development/territories/:id/reserve',
  module: M.TERRITORIES,
  tags,
  summary: 'Promises a territory to a prospect; a PIN code served or already reserved is refused (409)',
  params: byId,
  body: z.object({ prospectId: recordId }),
  response: territoryRow,
});

export const releaseTerritory = defineEndpoint({
  method: 'POST',
  path: '/api/development/territories/:id/release',
  module: M.TERRITORIES,
  tags,
  summary: 'Opens a reserved territory again',
  params: byId,
  response: territoryRow,
});

// ---- the prospect's own pages: no sign-in ----

export const franchiseFormInput = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(2, { error: 'Name is required' })
    .max(120, { error: 'Name must be at most 120 characters' })
    .regex(/^[A-Za-z][A-Za-z .'-]*$/, { error: 'Name may use letters, spaces, dots, hyphens and apostrophes' }),
  mobile: z
    .string({ error: 'Mobile number is required' })
    .trim()
    .regex(/^[6-9]\d{9}$/, {
      error: 'Mobile number must be a 10-digit Indian mobile number',
    }),
  email: z.email({ error: 'Email must be a valid email address' }).max(200).optional(),
  city: z.string({ error: 'City is required' }).trim().min(2, { error: 'City is required' }).max(80),
  pincodes: z
    .array(z.string().trim().regex(PINCODE, { error: 'Each PIN code must have 6 digits' }), {
      error: 'Give the PIN codes you want',
    })
    .min(1, { error: 'Give at least one PIN code you want' })
    .max(10, { error: 'Give at most 10 PIN codes' }),
  investmentBand: z.enum(INVESTMENT_BANDS, { error: 'Choose an investment band' }),
  remarks: z.string().max(1000).optional(),
  formToken: z.string({ error: 'Please reload the form and try again' }).max(200),
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
});

export const publicFranchiseForm = defineEndpoint({
  method: 'GET',
  path: '/api/public/franchise-enquiry',
  public: true,
  tags,
  summary: 'The website’s franchise enquiry form: a fresh form token',
  response: z.object({ formToken: z.string() }),
});

export const submitFranchiseForm = defineEndpoint({
  method: 'POST',
  path: '/api/public/franchise-enquiry',
  public: true,
  tags,
  summary: 'A prospective franchisee’s enquiry from the website (honeypot, fill time and a per-address limit)',
  body: z.record(z.string(), z.unknown()),
  response: z.object({ message: z.string() }),
});

const linkParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,80}$/, { error: 'This link is not valid' }),
});

export const disclosureView = z.object({
  name: z.string(),
  version: z.number(),
  title: z.string(),
  acknowledgedAt: timestamp.nullable(),
});
export type DisclosureView = z.output<typeof disclosureView>;

export const publicDisclosure = defineEndpoint({
  method: 'GET',
  path: '/api/public/disclosure/:token',
  public: true,
  tags,
  summary: 'The disclosure document behind the prospect’s link (the token is its only key)',
  params: linkParams,
  response: disclosureView,
});

export const publicDisclosureFile = defineEndpoint({
  method: 'GET',
  path: '/api/public/disclosure/:token/document',
  public: true,
  tags,
  summary: 'The disclosure document’s file, for the prospect holding the link',
  params: linkParams,
  response: fileAnswer('application/octet-stream', 'The disclosure document'),
});

export const publicAcknowledge = defineEndpoint({
  method: 'POST',
  path: '/api/public/disclosure/:token/acknowledge',
  public: true,
  tags,
  summary: 'The prospect acknowledges the disclosure document: its version, the time and the address are kept',
  params: linkParams,
  body: z.object({ confirm: z.literal(true, { error: 'Tick the box to confirm you received and read it' }) }),
  response: disclosureView,
});

// ---- the stage actions' bodies and answers (commands of the prospect resource) ----

export const loseInput = z.object({
  reason: z
    .string({ error: 'Say why the prospect was lost' })
    .trim()
    .min(3, { error: 'Say why the prospect was lost' })
    .max(500),
});

export const staffAcknowledgementInput = z.object({
  evidenceFileId: z.string({ error: 'Attach the evidence of the acknowledgement' }).min(1).max(64),
  remark: z.string().trim().max(500).optional(),
});

export const tokenInput = z.object({
  /** Paise. */
  amount: z
    .number({ error: 'Token amount must be an amount in rupees' })
    .int({ error: 'Token amount can have at most 2 decimals' })
    .min(1, { error: 'Token amount must be more than ₹0' })
    .max(1_000_000_000_00, { error: 'Token amount is too large' }),
  reference: z
    .string({ error: 'Give the payment reference' })
    .trim()
    .min(3, { error: 'Give the payment reference' })
    .max(80),
});

/** The link to send the prospect; its token is kept only as a hash, so it is shown once. */
export const sentDisclosure = z.object({ link: z.string(), version: z.number(), expiresAt: timestamp });
