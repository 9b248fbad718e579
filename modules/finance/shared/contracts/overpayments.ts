import { defineEndpoint, pageOf } from '@portal/core';
import { z } from 'zod';
import { FINANCE_MODULES as M } from '../modules.ts';
import { refundInput } from '../inputs.ts';
import { byId, id } from './common.ts';
import { overpaymentRow } from './payment-answers.ts';

// ---- overpayments ----

const overpaymentTags = ['Overpayments'];
export const listOverpayments = defineEndpoint({
  method: 'GET',
  path: '/api/overpayment',
  module: M.APPROVE_PAYMENT,
  tags: overpaymentTags,
  summary: 'Money captured for something already paid, held for a refund',
  query: z.object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(200, { error: 'Page size must be at most 200' }).default(20),
    status: z.enum(['REFUND_DUE', 'REFUNDED'], { error: 'Status must be REFUND_DUE or REFUNDED' }).optional(),
    referenceType: z.string().max(64).optional(),
    franchiseeID: id.optional(),
    q: z.string().max(200).optional(),
  }),
  response: pageOf(overpaymentRow),
});

export const getOverpayment = defineEndpoint({
  method: 'GET',
  path: '/api/overpayment/:id',
  module: M.APPROVE_PAYMENT,
  tags: overpaymentTags,
  params: byId,
  response: overpaymentRow,
});

export const refundOverpayment = defineEndpoint({
  method: 'POST',
  path: '/api/overpayment/:id/refund',
  keyed: true,
  module: M.APPROVE_PAYMENT,
  level: 'level_7',
  tags: overpaymentTags,
  summary: 'Mark refunded',
  params: byId,
  body: refundInput,
  response: overpaymentRow,
});
