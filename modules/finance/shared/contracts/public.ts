import { defineEndpoint, fileAnswer } from '@portal/core';
import { z } from 'zod';
import { orderInput, testCheckoutInput, verifyInput } from '../inputs.ts';
import { byReference, publicTags } from './common.ts';
import { checkoutAnswer, orderAnswer, paymentConfigAnswer, verifyAnswer } from './payment-answers.ts';
import { publicPlanAnswer } from './account-answers.ts';

// ---- public: parents pay by link ----

const publicRoute = { public: true, tags: publicTags } as const;

export const paymentConfig = defineEndpoint({
  ...publicRoute,
  method: 'GET',
  path: '/api/public/payment-config',
  summary: 'Whether online payment is on, its public key and whether this is test mode',
  response: paymentConfigAnswer,
});

export const publicPlan = defineEndpoint({
  ...publicRoute,
  method: 'GET',
  path: '/api/public/admission-payments/:referenceID',
  summary: 'The installments behind a payment link',
  params: byReference,
  response: publicPlanAnswer,
});

export const createOrder = defineEndpoint({
  ...publicRoute,
  method: 'POST',
  path: '/api/public/payments/order',
  summary: 'Open a gateway order for what is due (or a part of it)',
  body: orderInput,
  response: orderAnswer,
  status: 201,
});

export const verifyPayment = defineEndpoint({
  ...publicRoute,
  method: 'POST',
  path: '/api/public/payments/verify',
  summary: "Checkout's result, checked against the stored order, confirms the payment",
  body: verifyInput,
  response: verifyAnswer,
});

export const testCheckout = defineEndpoint({
  ...publicRoute,
  method: 'POST',
  path: '/api/public/payments/test-checkout',
  summary: 'Test mode only: a checkout result signed as the gateway would',
  body: testCheckoutInput,
  response: checkoutAnswer,
});

export const publicReceipt = defineEndpoint({
  ...publicRoute,
  method: 'GET',
  path: '/api/public/receipts/:token',
  summary: 'A receipt, by the token handed to the payer',
  params: z.object({ token: z.string().min(10).max(64) }),
  response: fileAnswer('application/pdf', 'The receipt'),
});

export const webhook = defineEndpoint({
  public: true,
  tags: publicTags,
  method: 'POST',
  path: '/api/payments/razorpay/webhook',
  summary: "The gateway's events, signed over the raw body",
  response: z.object({ status: z.string() }),
});
