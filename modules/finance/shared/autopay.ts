/**
 * AutoPay (UPI AutoPay and e-mandates) and fee reminders as contracts: a parent sets up a mandate for a child's
 * fee plan, skips a noticed debit or cancels; the parent's fee account and the centre read what was noticed,
 * debited and reminded.
 */
import { calendarDay, defineEndpoint, recordId, timestamp } from '@portal/core';
import { z } from 'zod';
import { AUTOPAY_METHODS, FINANCE_MODULES as M } from './index.ts';

const tags = ['AutoPay'];
const byId = z.object({ id: recordId });
const id = z.number().int().positive().max(2_147_483_647);

export const mandateInput = z.strictObject({
  studentFeePlanId: id,
  method: z.enum(AUTOPAY_METHODS, {
    error:
      'Choose your UPI app, a UPI QR code, a card or net banking (UPI Collect can no longer set up AutoPay ' +
      'since 28-02-2026)',
  }),
  /** The most one debit may take; the plan's largest installment (at most ₹15,000) when left out. */
  capPaise: z
    .number({ error: 'The limit must be an amount in rupees' })
    .int({ error: 'The limit must be in rupees with at most 2 decimals' })
    .positive({ error: 'The limit must be more than zero' })
    .optional(),
});

export const mandateAuthorisation = z.strictObject({
  razorpay_order_id: z.string().min(1).max(64),
  razorpay_payment_id: z.string().min(1).max(64),
  razorpay_signature: z.string().min(1).max(128),
});

const mandate = z.object({
  id: z.number(),
  studentFeePlanId: z.number(),
  method: z.string(),
  capPaise: z.number(),
  /** PENDING (waiting for the parent's authorisation), ACTIVE or CANCELLED. */
  status: z.string(),
  authorisedAt: timestamp.nullable(),
  cancelledAt: timestamp.nullable(),
});

const debit = z.object({
  id: z.number(),
  mandateId: z.number(),
  studentInstallmentId: z.number(),
  label: z.string(),
  dueDate: calendarDay,
  amountPaise: z.number(),
  noticeSentAt: timestamp,
  /** The day it will be (or was last) tried. */
  nextAttemptOn: calendarDay,
  /** NOTIFIED, SKIPPED, PAID, RETRYING, FELL_BACK or CANCELLED. */
  status: z.string(),
  attempts: z.number(),
  failureReason: z.string().nullable(),
  paymentId: z.number().nullable(),
});

const reminder = z.object({
  id: z.number(),
  studentInstallmentId: z.number(),
  label: z.string(),
  /** SCHEDULE (a step of the centre's schedule) or AUTOPAY_FAILED. */
  kind: z.string(),
  /** Days from the due date: before negative, after positive. */
  offsetDays: z.number(),
  outstandingPaise: z.number(),
  sentOn: calendarDay,
  recipients: z.number(),
});

export const childAutopayAnswer = z.object({
  mandates: z.array(mandate),
  debits: z.array(debit),
  reminders: z.array(reminder),
});

export const setupAutopay = defineEndpoint({
  method: 'POST',
  path: '/api/autopay/mandates',
  keyed: true,
  module: M.AUTOPAY,
  tags,
  summary: "Opens AutoPay for a child's fee plan: the registration order the parent authorises",
  body: mandateInput,
  status: 201,
  response: z.object({
    id: z.number(),
    status: z.string(),
    capPaise: z.number(),
    orderId: z.string(),
    customerId: z.string(),
    keyId: z.string(),
    testMode: z.boolean(),
  }),
});

export const authoriseAutopay = defineEndpoint({
  method: 'POST',
  path: '/api/autopay/mandates/:id/authorise',
  module: M.AUTOPAY,
  tags,
  summary: "The gateway's signed answer to the parent's authorisation: AutoPay is on",
  params: byId,
  body: mandateAuthorisation,
  response: mandate,
});

export const testAuthoriseAutopay = defineEndpoint({
  method: 'POST',
  path: '/api/autopay/mandates/:id/test-authorise',
  module: M.AUTOPAY,
  tags,
  summary: 'Test mode only: the UPI app approves (or, for failure@razorpay, declines) the mandate',
  params: byId,
  body: z.strictObject({ vpa: z.string().trim().min(3).max(100) }),
  response: mandateAuthorisation,
});

export const cancelAutopay = defineEndpoint({
  method: 'POST',
  path: '/api/autopay/mandates/:id/cancel',
  keyed: true,
  module: M.AUTOPAY,
  tags,
  summary: 'Stops AutoPay: no further debit is taken',
  params: byId,
  response: mandate,
});

export const skipAutopayDebit = defineEndpoint({
  method: 'POST',
  path: '/api/autopay/debits/:id/skip',
  keyed: true,
  module: M.AUTOPAY,
  tags,
  summary: 'Skips one noticed debit; the installment is then paid another way',
  params: byId,
  response: z.object({ id: z.number(), status: z.string() }),
});

export const myAutopay = defineEndpoint({
  method: 'GET',
  path: '/api/autopay/me',
  module: M.AUTOPAY,
  tags,
  summary: "The signed-in parent's AutoPay: mandates, noticed debits and reminders",
  response: childAutopayAnswer,
});

export const childAutopay = defineEndpoint({
  method: 'GET',
  path: '/api/autopay/child/:studentAdmissionId',
  reads: { of: 'student-admission', param: 'studentAdmissionId', label: 'AutoPay' },
  module: M.AUTOPAY,
  tags,
  summary: "A child's AutoPay and the fee reminders sent",
  params: z.object({ studentAdmissionId: recordId }),
  response: childAutopayAnswer,
});

export const autopayDebitRow = z.object({
  id: z.number(),
  franchiseeId: z.number(),
  companyName: z.string().nullable(),
  mandateId: z.number(),
  studentAdmissionId: z.number(),
  studentName: z.string().nullable(),
  label: z.string().nullable(),
  dueDate: calendarDay,
  amountPaise: z.number(),
  noticeSentAt: z.string(),
  nextAttemptOn: calendarDay,
  status: z.string(),
  attempts: z.number(),
  failureReason: z.string().nullable(),
  paymentId: z.number().nullable(),
});

/** The centre's AutoPay debits (upcoming, taken, skipped, failed), as the list view serves them. */
export const listAutopayDebits = defineEndpoint({
  method: 'GET',
  path: '/api/autopay-debits',
  module: M.AUTOPAY,
  tags,
  query: z.object({
    page: z.number().int().min(1).optional(),
    pageSize: z.number().int().min(1).max(200).optional(),
    q: z.string().max(200).optional(),
    status: z.string().optional(),
  }),
  response: z.object({ rows: z.array(autopayDebitRow), count: z.number(), page: z.number(), pageSize: z.number() }),
});

/** Test mode only: head office runs the daily AutoPay sweep as if it were `at` (the browser flows' clock). */
export const testAutopaySweep = defineEndpoint({
  method: 'POST',
  path: '/api/autopay/test-sweep',
  module: M.AUTOPAY,
  tags,
  summary: 'Test mode only: runs the daily AutoPay sweep (debits, then notices) as if it were `at`',
  acrossCentres: 'The daily sweep runs over every centre; head office starts it, in test mode only',
  body: z.strictObject({ at: z.iso.datetime({ offset: true, error: 'Give the moment as an ISO date and time' }) }),
  response: z.object({ debited: z.number(), noticed: z.number() }),
});
