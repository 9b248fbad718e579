/**
 * The LOI token by payment link: head office sends the prospect a link once the site is approved; the prospect
 * pays through the payment gateway without signing in, and the payment moves them to "LOI token paid".
 */
import { defineEndpoint, recordId, timestamp } from '@portal/core';
import { z } from 'zod';
import { DEVELOPMENT_MODULES as M } from './constants.ts';

const tags = ['Franchise development'];

/** How long a token payment link stays open. */
export const TOKEN_LINK_DAYS = 15;

export const TOKEN_LINK_STATES = ['LINK_SENT', 'PAID', 'CANCELLED'] as const;
export type TokenLinkState = (typeof TOKEN_LINK_STATES)[number];

export const tokenLinkInput = z.strictObject({
  /** Paise. */
  amount: z
    .number({ error: 'Token amount must be an amount in rupees' })
    .int({ error: 'Token amount can have at most 2 decimals' })
    .min(100, { error: 'Token amount must be at least ₹1' })
    .max(1_00_00_000_00, { error: 'Token amount is too large' }),
});

export const sentTokenLink = z.object({
  id: z.number(),
  link: z.string(),
  amount: z.number(),
  expiresAt: timestamp,
});

export const sendTokenLink = defineEndpoint({
  method: 'POST',
  path: '/api/development/prospects/:id/token-link',
  module: M.PROSPECTS,
  tags,
  summary: 'Sends the prospect a link to pay the LOI token online (the site approved, the disclosure acknowledged)',
  params: z.object({ id: recordId }),
  body: tokenLinkInput,
  response: sentTokenLink,
  status: 201,
});

/** The links sent to a prospect, newest first: what the record shows. */
export const tokenLinks = defineEndpoint({
  method: 'GET',
  path: '/api/development/prospects/:id/token-links',
  module: M.PROSPECTS,
  tags,
  summary: 'The LOI token links sent to a prospect and what became of each',
  params: z.object({ id: recordId }),
  response: z.object({
    rows: z.array(
      z.object({
        id: z.number(),
        amount: z.number(),
        status: z.enum(TOKEN_LINK_STATES),
        gatewayPaymentId: z.string().nullable(),
        paidVia: z.string().nullable(),
        paidAt: timestamp.nullable(),
        expiresAt: timestamp,
        createdAt: timestamp,
      }),
    ),
  }),
});

const linkParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,80}$/, { error: 'This link is not valid' }),
});

export const tokenPageView = z.object({
  name: z.string(),
  amount: z.number(),
  status: z.enum(TOKEN_LINK_STATES),
  paidAt: timestamp.nullable(),
  reference: z.string().nullable(),
  /** What Checkout needs: the gateway order, the public key, and whether payments are the local test gateway's. */
  orderId: z.string(),
  keyId: z.string(),
  testMode: z.boolean(),
});
export type TokenPageView = z.output<typeof tokenPageView>;

export const publicTokenPage = defineEndpoint({
  method: 'GET',
  path: '/api/public/franchise-token/:token',
  public: true,
  tags,
  summary: 'The LOI token behind the prospect’s payment link (the token is its only key)',
  params: linkParams,
  response: tokenPageView,
});

export const checkoutResult = z.object({
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_signature: z.string().min(1).max(200),
});

export const publicTokenTestCheckout = defineEndpoint({
  method: 'POST',
  path: '/api/public/franchise-token/:token/test-checkout',
  public: true,
  tags,
  summary: 'Test mode only: the local gateway signs a successful payment of the link, as Checkout would',
  params: linkParams,
  response: checkoutResult,
});

export const publicTokenVerify = defineEndpoint({
  method: 'POST',
  path: '/api/public/franchise-token/:token/verify',
  public: true,
  tags,
  summary: 'Checkout’s result for the link: the signature is checked against the stored order, then the token is paid',
  params: linkParams,
  body: checkoutResult,
  response: tokenPageView,
});

export const tokenWebhook = defineEndpoint({
  method: 'POST',
  path: '/api/public/development/razorpay/webhook',
  public: true,
  tags,
  summary: "The gateway's events for LOI token links, signed over the raw body",
  response: z.object({ status: z.string() }),
});
