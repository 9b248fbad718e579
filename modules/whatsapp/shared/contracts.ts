/**
 * WhatsApp as contracts: a parent's opt-in for their number, and the Cloud API's webhook (its verification
 * and its signed events).
 */
import { defineEndpoint, timestamp } from '@portal/core';
import { z } from 'zod';
import { OPT_DECISIONS, OPT_WAYS, WHATSAPP_MODULES as M } from './constants.ts';

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
  summary: "WhatsApp's delivery statuses and replies, signed over the raw body (X-Hub-Signature-256)",
  response: z.object({ statuses: z.number(), optedOut: z.number() }),
});
