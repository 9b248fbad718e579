import { defineEndpoint, fileAnswer, recordId } from '@portal/core';
import { z } from 'zod';
import { DESK_PERMISSIONS, FINANCE_MODULES as M } from '../modules.ts';
import { concessionEditInput, concessionInput, offlineInput } from '../inputs.ts';
import { byId, byReference, id, pay } from './common.ts';
import {
  concessionDetail,
  concessionRecord,
  dashboardAnswer,
  enquiryPaymentsAnswer,
  paymentRecord,
  referenceAnswer,
} from './payment-answers.ts';

// ---- payments ----

export const describeReference = defineEndpoint({
  method: 'GET',
  path: '/api/payment-links/reference/:referenceID',
  capabilities: ['referenceID'],
  module: M.PAYMENT_LINKS,
  alsoModules: DESK_PERMISSIONS,
  tags: pay,
  summary: 'What a reference is for, before taking a payment at the desk',
  params: byReference,
  response: referenceAnswer,
});

export const recordOfflinePayment = defineEndpoint({
  method: 'POST',
  path: '/api/payments/offline',
  keyed: true,
  module: M.OFFLINE_PAYMENT,
  alsoModules: [M.OFFLINE_APPLICATION_FORM, M.OFFLINE_ADMISSION_FORM],
  tags: pay,
  summary:
    'Money taken at the desk (cash, UPI, cheque, bank transfer, card): receipted at once, ' +
    'or waiting for finance approval where its fee head needs it',
  body: offlineInput,
  response: paymentRecord,
  status: 201,
});

export const paymentReceipt = defineEndpoint({
  method: 'GET',
  path: '/api/payments/:id/receipt',
  module: M.PAYMENT_LINKS,
  alsoModules: DESK_PERMISSIONS,
  tags: pay,
  summary: "A confirmed payment's receipt",
  params: byId,
  response: fileAnswer('application/pdf', 'The receipt'),
});

export const requestConcession = defineEndpoint({
  method: 'POST',
  path: '/api/fee-concessions',
  module: M.CONCESSION,
  tags: ['Concessions'],
  summary: "Ask for a concession on a student's plan",
  body: concessionInput,
  response: concessionRecord,
  status: 201,
});

export const concession = defineEndpoint({
  method: 'GET',
  path: '/api/fee-concessions/:id',
  module: M.CONCESSION,
  tags: ['Concessions'],
  summary: 'One concession asked for, with its student, plan and type',
  params: z.object({ id: recordId }),
  response: concessionDetail,
});

export const editConcession = defineEndpoint({
  method: 'PUT',
  path: '/api/fee-concessions/:id',
  module: M.CONCESSION,
  tags: ['Concessions'],
  summary: 'Change a concession while it waits for finance: its type, reason and amount, checked as when asked',
  params: z.object({ id: recordId }),
  body: concessionEditInput,
  response: concessionDetail,
});

export const enquiryPayments = defineEndpoint({
  method: 'GET',
  path: '/api/approve-payment/enquiries/:enquiryID',
  module: M.APPROVE_PAYMENT,
  tags: pay,
  summary: "One enquiry's fee requests and every payment made on them, for finance's review",
  params: z.object({ enquiryID: recordId }),
  response: enquiryPaymentsAnswer,
});

export const financeDashboard = defineEndpoint({
  method: 'GET',
  path: '/api/finance/dashboard',
  module: M.DASHBOARD,
  tags: ['Finance dashboard'],
  summary: "Dues and collections of the chosen academic year's months, overdue installments, approvals waiting",
  query: z.object({ franchiseeID: id.optional(), academicYearID: id.optional() }),
  response: dashboardAnswer,
});
