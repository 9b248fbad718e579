import { defineEndpoint, timestamp } from '@portal/core';
import { z } from 'zod';
import { ORDER_MODULES as M } from '../index.ts';
import { allocateInput, damageReOrderInput, kitType, placeOrderInput, queryId, wowKitItemsInput } from '../inputs.ts';
import { byId, money, rowsOf, tags } from './common.ts';
import { orderRow, pricedLine, totals } from './answers.ts';

// ---- allocation, the cart and placing orders ----

export const allocateKits = defineEndpoint({
  method: 'POST',
  path: '/api/kit-allocation/allocate',
  module: M.KIT_ALLOCATION,
  tags,
  summary: 'Allocate a kit to every admitted child of a mapped class who has none yet',
  body: allocateInput,
  response: z.object({ allocated: z.number() }),
});

export const cartRow = z.object({
  id: z.number(),
  franchiseeID: z.number(),
  enrollmentID: z.number(),
  classID: z.number(),
  className: z.string(),
  gender: z.string(),
  studentName: z.string(),
});

export const orderCart = defineEndpoint({
  method: 'GET',
  path: '/api/place-order/cart',
  module: M.PLACE_ORDERS,
  tags,
  summary: "The children whose kit can be ordered (the offline cart's rows)",
  query: z.object({ kitType, franchiseeID: queryId.optional(), academicYearID: queryId.optional() }),
  response: z.object({ franchiseeId: z.number(), rows: z.array(cartRow) }),
});

export const placeOrder = defineEndpoint({
  method: 'POST',
  path: '/api/place-order',
  keyed: true,
  module: M.PLACE_ORDERS,
  tags,
  body: placeOrderInput,
  response: orderRow,
  status: 201,
});

export const wowKitCatalogue = defineEndpoint({
  method: 'GET',
  path: '/api/place-order/wow-kit/catalogue',
  module: M.PLACE_ORDERS,
  tags,
  summary: 'Wow kits a centre can order now, with their price per kit before GST',
  response: rowsOf(
    z.object({
      id: z.number(),
      name: z.string(),
      description: z.string().nullable(),
      pricePaise: money,
      items: z.array(z.object({ name: z.string(), quantity: z.number(), pricePaise: money, gstRateBp: z.number() })),
    }),
  ),
});

export const wowKitSummary = defineEndpoint({
  method: 'POST',
  path: '/api/place-order/wow-kit/summary',
  module: M.PLACE_ORDERS,
  tags,
  summary: 'Price a wow-kit cart without saving it',
  body: wowKitItemsInput,
  response: z.object({
    franchiseeId: z.number(),
    companyName: z.string(),
    deliveryPincode: z.string(),
    warehouse: z.string(),
    warehouseId: z.number(),
    deliveryDays: z.number(),
    lines: z.array(pricedLine),
    totals,
  }),
});

export const wowKitDashboard = defineEndpoint({
  method: 'GET',
  path: '/api/place-order/wow-kit-dashboard',
  module: M.ORDER_HISTORY,
  tags,
  query: z.object({ franchiseeID: queryId.optional() }),
  response: z.object({
    boms: z.array(z.object({ status: z.string(), count: z.number() })),
    orders: z.array(z.object({ approvalStatus: z.string(), count: z.number(), totalPaise: money })),
    recent: z.array(
      z.object({
        id: z.number(),
        franchiseeId: z.number(),
        companyName: z.string(),
        orderNo: z.string(),
        status: z.string(),
        approvalStatus: z.string().nullable(),
        totalPaise: money,
        createdAt: timestamp,
      }),
    ),
  }),
});

export const confirmWowKitOrder = defineEndpoint({
  method: 'POST',
  path: '/api/place-order/wow-kit/confirm',
  keyed: true,
  module: M.PLACE_ORDERS,
  tags,
  summary: 'Order wow kits; the order then waits for its approvers',
  body: wowKitItemsInput,
  response: orderRow,
  status: 201,
});

export const reOrder = defineEndpoint({
  method: 'POST',
  path: '/api/place-order/re-order/:id',
  keyed: true,
  module: M.PLACE_ORDERS,
  tags,
  summary: "Order an order's products again at today's prices",
  params: byId,
  response: orderRow,
  status: 201,
});

export const damageReOrder = defineEndpoint({
  method: 'POST',
  path: '/api/damage/re-order/:id',
  keyed: true,
  module: M.PLACE_ORDERS,
  tags,
  summary: 'Replace damaged or missing items of a delivered order, free of charge',
  params: byId,
  body: damageReOrderInput,
  response: orderRow,
  status: 201,
});
