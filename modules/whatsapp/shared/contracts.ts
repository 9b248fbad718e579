/**
 * WhatsApp as contracts: a parent's opt-in for their number, and the Cloud API's webhook (its verification
 * and its signed events).
 */
import { defineEndpoint, fileAnswer, timestamp } from '@portal/core';
import { z } from 'zod';
import { OPT_DECISIONS, OPT_WAYS, TEMPLATE_CATEGORIES, WHATSAPP_MESSAGES, WHATSAPP_MODULES as M } from './constants.ts';

const tags = ['WhatsApp'];

export const myWhatsapp = z.object({
  /** Whether the portal sends by WhatsApp at all (configured). */
  available: z.boolean(),
  /** The last digits of the account's mobile; null without one. */
  mobileEnding: z.string().nullable(),
  optedIn: z.boolean(),
  decidedAt: timestamp.nullable(),
  decidedVia: z.enum(OPT_WAYS).nullable(),
});
export type MyWhatsapp = z.input<typeof myWhatsapp>;

export const optInput = z.object({ decision: z.enum(OPT_DECISIONS) });
export type OptInput = z.infer<typeof optInput>;

export const mine = defineEndpoint({
  method: 'GET',
  path: '/api/whatsapp/mine',
  module: M.MY_WHATSAPP,
  tags,
  summary: "Whether the parent's number receives the portal's messages on WhatsApp",
  response: myWhatsapp,
});

export const decide = defineEndpoint({
  method: 'POST',
  path: '/api/whatsapp/mine',
  module: M.MY_WHATSAPP,
  tags,
  summary: 'A parent opts their number in to WhatsApp, or out (a new record; none is edited)',
  body: optInput,
  response: myWhatsapp,
});

export const verify = defineEndpoint({
  public: true,
  tags,
  method: 'GET',
  path: '/api/whatsapp/webhook',
  summary: "WhatsApp's check of the webhook: answers hub.challenge when hub.verify_token matches",
  query: z.object({
    'hub.mode': z.string().max(40).optional(),
    'hub.verify_token': z.string().max(200).optional(),
    'hub.challenge': z.string().max(200).optional(),
  }),
  response: z.string(),
});

export const webhook = defineEndpoint({
  public: true,
  tags,
  method: 'POST',
  path: '/api/whatsapp/webhook',
  summary:
    "WhatsApp's delivery statuses and families' replies (STOP, or a text for the child's conversation), signed " +
    'over the raw body (X-Hub-Signature-256)',
  response: z.object({ statuses: z.number(), optedOut: z.number(), replies: z.number() }),
});

// ---- what the texts cost ----

export const usageQuery = z.object({
  month: z
    .string({ error: WHATSAPP_MESSAGES.month })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: WHATSAPP_MESSAGES.month }),
});

/** One centre's texts of one kind in the month, by channel. */
export const usageRow = z.object({
  franchiseeId: z.number().nullable(),
  centre: z.string(),
  message: z.string(),
  label: z.string(),
  category: z.enum(TEMPLATE_CATEGORIES),
  /** By WhatsApp and delivered (or read). */
  delivered: z.number(),
  /** By WhatsApp, not yet reported delivered (queued or sent). */
  pending: z.number(),
  /** By WhatsApp and failed (each then went by SMS). */
  failed: z.number(),
  /** By WhatsApp, then by SMS instead: failed, or the template paused or rejected at the time. */
  fellBack: z.number(),
  /** By SMS alone (the number did not opt in, or WhatsApp is off). */
  sms: z.number(),
  /** WhatsApp's charge for the delivered ones at the configured price, in paise (rounded). */
  costPaise: z.number(),
});
export type UsageRow = z.input<typeof usageRow>;

export const usageAnswer = z.object({
  month: z.string(),
  /** The configured price of a delivered message by category, in paise per 100 messages. */
  paisePer100: z.object({ UTILITY: z.number(), AUTHENTICATION: z.number() }),
  rows: z.array(usageRow),
  totals: usageRow.omit({ franchiseeId: true, centre: true, message: true, label: true, category: true }),
});
export type UsageAnswer = z.input<typeof usageAnswer>;

export const usage = defineEndpoint({
  method: 'GET',
  path: '/api/whatsapp/usage',
  module: M.TEMPLATES,
  tags,
  summary: 'Texts to families in a month per centre and kind, by WhatsApp (delivered, failed, fell back) and SMS',
  query: usageQuery,
  response: usageAnswer,
});

export const usageCsv = defineEndpoint({
  method: 'GET',
  path: '/api/whatsapp/usage/csv',
  module: M.TEMPLATES,
  tags,
  summary: 'The month’s texts per centre and kind as CSV',
  query: usageQuery,
  response: fileAnswer('text/csv; charset=utf-8', 'The month’s texts as CSV'),
});
