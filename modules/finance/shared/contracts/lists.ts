import { defineEndpoint, pageOf } from '@portal/core';
import { z } from 'zod';
import { FINANCE_MODULES as M } from '../modules.ts';
import { approveDecisionInput, refundPaymentInput, rejectDecisionInput } from '../inputs.ts';
import { byId } from './common.ts';
import { decisionAnswer, paymentDecisionAnswer } from './payment-answers.ts';

// ---- joined lists ----
// Served by the platform's views (server/payments/payment-list.ts, concessions/concession-list.ts,
// plans/list.ts: one statement per page, with the total); declared here for the screens that call them.
// test/contracts.test.ts holds each row to its view's columns.

const viewQuery = z.object({
  page: z.number().int().min(1).optional(),
  pageSize: z.number().int().min(1).max(200).optional(),
  q: z.string().max(200).optional(),
  status: z.string().optional(),
  franchiseeID: z.number().optional(),
});

export const paymentRow = z.object({
  id: z.number(),
  franchiseeId: z.number(),
  companyName: z.string(),
  referenceType: z.string(),
  referenceId: z.string(),
  /** The fee head: what the money is for (its name as people read it). */
  feeHead: z.string(),
  feeHeadName: z.string(),
  payerName: z.string().nullable(),
  amountPaise: z.number(),
  mode: z.string(),
  status: z.string(),
  receiptNo: z.string().nullable(),
  instrumentNo: z.string().nullable(),
  instrumentDate: z.string().nullable(),
  bankName: z.string().nullable(),
  failureReason: z.string().nullable(),
  studentAdmissionId: z.number().nullable(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
});

export const concessionRow = z.object({
  id: z.number(),
  franchiseeId: z.number(),
  studentFeePlanId: z.number(),
  studentName: z.string(),
  studentAdmissionId: z.number(),
  concessionType: z.string(),
  reason: z.string(),
  amountPaise: z.number(),
  status: z.string(),
  remarks: z.string().nullable(),
  createdAt: z.string(),
});

export const studentPlanRow = z.object({
  id: z.number(),
  franchiseeId: z.number(),
  studentAdmissionId: z.number(),
  studentName: z.string(),
  planName: z.string(),
  totalPaise: z.number(),
  concessionPaise: z.number(),
  referenceId: z.string(),
  status: z.string(),
  createdAt: z.string(),
});

const viewList = <T extends z.ZodType>(path: string, module: string, row: T) =>
  defineEndpoint({ method: 'GET', path, module, query: viewQuery, response: pageOf(row) });

export const listPayments = viewList('/api/payment-links', M.PAYMENT_LINKS, paymentRow);
export const paymentsToApprove = viewList('/api/approve-payment/list', M.APPROVE_PAYMENT, paymentRow);
export const listConcessions = viewList('/api/fee-concessions', M.CONCESSION, concessionRow);
export const concessionsToApprove = viewList('/api/approve-concession/list', M.APPROVE_CONCESSION, concessionRow);
export const listStudentPlans = viewList('/api/student-fee-plans', M.FEE_PLANS, studentPlanRow);

// ---- finance's decisions ----
// Served as commands of server/decisions.ts (level, from-state, audit); declared here for the screens.

const decision = <R extends z.ZodType, B extends z.ZodType>(path: string, module: string, body: B, response: R) =>
  defineEndpoint({ method: 'POST', path, module, params: byId, body, response });

export const approvePayment = decision(
  '/api/approve-payment/:id/approve',
  M.APPROVE_PAYMENT,
  approveDecisionInput,
  paymentDecisionAnswer,
);
export const rejectPayment = decision(
  '/api/approve-payment/:id/reject',
  M.APPROVE_PAYMENT,
  rejectDecisionInput,
  paymentDecisionAnswer,
);
export const refundPayment = decision(
  '/api/approve-payment/:id/refund',
  M.APPROVE_PAYMENT,
  refundPaymentInput,
  paymentDecisionAnswer,
);
export const approveConcession = decision(
  '/api/approve-concession/:id/approve',
  M.APPROVE_CONCESSION,
  approveDecisionInput,
  decisionAnswer,
);
export const rejectConcession = decision(
  '/api/approve-concession/:id/reject',
  M.APPROVE_CONCESSION,
  rejectDecisionInput,
  decisionAnswer,
);
