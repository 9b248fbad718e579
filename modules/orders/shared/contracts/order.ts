import { defineEndpoint, fileAnswer } from '@portal/core';
import { z } from 'zod';
import { ORDER_MODULES as M } from '../index.ts';
import { editLineInput, queryId } from '../inputs.ts';
import { byId, tags } from './common.ts';
import { orderEvent, orderLine, orderRow } from './answers.ts';

// ---- one order ----

export const orderDetails = defineEndpoint({
  method: 'GET',
  path: '/api/order-history/:id',
  module: M.ORDER_HISTORY,
  tags,
  summary: 'The order, its lines, its status history and its evidence photos',
  params: byId,
  response: orderRow.extend({
    placedBy: z.number().nullable(),
    companyName: z.string(),
    franchiseeCode: z.string(),
    warehouse: z.string().nullable(),
    lines: z.array(orderLine),
    events: z.array(orderEvent),
    evidence: z.array(z.object({ id: z.string(), name: z.string(), contentType: z.string() })),
  }),
});

export const trackOrder = defineEndpoint({
  method: 'GET',
  path: '/api/order-history/:id/track',
  module: M.ORDER_HISTORY,
  tags,
  summary: 'Where the parcel is',
  params: byId,
  response: z.object({
    orderNo: z.string(),
    status: z.string(),
    courier: z.string().nullable(),
    shippingReferenceNo: z.string().nullable(),
    trackingUrl: z.string().nullable(),
    source: z.enum(['manual', 'courier']),
    events: z.array(
      z.object({ status: z.string(), at: z.string(), location: z.string().nullable(), note: z.string().nullable() }),
    ),
  }),
});

export const orderInvoice = defineEndpoint({
  method: 'GET',
  path: '/api/order-history/:id/invoice',
  module: M.ORDER_HISTORY,
  tags,
  summary: 'The GST tax invoice of a confirmed order',
  params: byId,
  response: fileAnswer('application/pdf', 'The tax invoice'),
});

export const orderChallan = defineEndpoint({
  method: 'GET',
  path: '/api/order-history/:id/challan',
  module: M.ORDER_HISTORY,
  tags,
  summary: 'The delivery challan of a shipped order',
  params: byId,
  response: fileAnswer('application/pdf', 'The delivery challan'),
});

export const editOrderLine = defineEndpoint({
  method: 'PUT',
  path: '/api/order-history/:id/lines/:lineId',
  module: M.PLACE_ORDERS,
  tags,
  summary: "Change a line's quantity while the order is only placed",
  params: z.object({ id: queryId, lineId: queryId }),
  body: editLineInput,
  response: orderRow,
});
