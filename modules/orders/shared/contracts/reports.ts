import { defineEndpoint } from '@portal/core';
import { ORDER_MODULES as M } from '../index.ts';
import { reportQuery, tatReportQuery } from '../inputs.ts';
import { tags } from './common.ts';
import { reportAnswer } from './answers.ts';

// ---- reports ----

export const orderTatsReport = defineEndpoint({
  method: 'GET',
  path: '/api/report/order-tats-report',
  module: M.REPORTS,
  tags,
  query: tatReportQuery,
  response: reportAnswer,
});

export const orderPurchaseReport = defineEndpoint({
  method: 'GET',
  path: '/api/report/order-purchase-report',
  module: M.REPORTS,
  tags,
  query: reportQuery,
  response: reportAnswer,
});

export const franchiseeOrderLedger = defineEndpoint({
  method: 'GET',
  path: '/api/ledger/franchisee-order',
  module: M.LEDGER,
  tags,
  query: reportQuery,
  response: reportAnswer,
});
