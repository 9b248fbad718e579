import { defineEndpoint, timestamp } from '@portal/core';
import { z } from 'zod';
import { ORDER_MODULES as M } from '../index.ts';
import { queryId, stockAdjustInput } from '../inputs.ts';
import { rowsOf, tags } from './common.ts';

// ---- stock and serviceability ----

export const stockList = defineEndpoint({
  method: 'GET',
  path: '/api/check/stock',
  module: M.STOCK,
  tags,
  query: z.object({ warehouseId: queryId.optional() }),
  response: rowsOf(
    z.object({
      id: z.number(),
      warehouseId: z.number(),
      warehouse: z.string(),
      productId: z.number(),
      sku: z.string(),
      product: z.string(),
      size: z.string().nullable(),
      available: z.number(),
      reserved: z.number(),
    }),
  ),
});

export const adjustStock = defineEndpoint({
  method: 'POST',
  path: '/api/check/stock/adjust',
  module: M.STOCK,
  tags,
  summary: 'Goods received, or a count correction (never below zero)',
  body: stockAdjustInput,
  response: z.object({
    id: z.number(),
    warehouseId: z.number(),
    productId: z.number(),
    available: z.number(),
    reserved: z.number(),
    createdAt: timestamp,
    updatedAt: timestamp,
  }),
  status: 201,
});

export const pincodeService = defineEndpoint({
  method: 'GET',
  path: '/api/home/pincode-service',
  module: M.PINCODE,
  tags,
  summary: 'Is a PIN code served, by which warehouse, in how many days',
  query: z.object({ pincode: z.string().max(10) }),
  response: z.object({
    pincode: z.string(),
    serviceable: z.boolean(),
    warehouseId: z.number().nullable(),
    warehouse: z.string().nullable(),
    deliveryDays: z.number().nullable(),
  }),
});
