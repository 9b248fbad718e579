import { fileAnswer, timestamp } from '@portal/core';
import { z } from 'zod';
import { money } from './common.ts';

// ---- answers ----

/** An order as stored: what placing, re-ordering, editing and the order list answer. */
export const orderRow = z.object({
  id: z.number(),
  franchiseeId: z.number(),
  academicYearId: z.number().nullable(),
  orderNo: z.string(),
  kitType: z.string(),
  status: z.string(),
  paymentMode: z.string(),
  paymentStatus: z.string(),
  approvalStatus: z.string().nullable(),
  warehouseId: z.number().nullable(),
  deliveryPincode: z.string(),
  subtotalPaise: money,
  cgstPaise: money,
  sgstPaise: money,
  igstPaise: money,
  totalPaise: money,
  invoiceNo: z.string().nullable(),
  challanNo: z.string().nullable(),
  courier: z.string().nullable(),
  shippingReferenceNo: z.string().nullable(),
  parentOrderId: z.number().nullable(),
  reason: z.string().nullable(),
  evidenceFileIds: z.array(z.string()),
  confirmedAt: timestamp.nullable(),
  shippedAt: timestamp.nullable(),
  deliveredAt: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

/** A row of the order history list (GET /api/order-history): the order and its centre's name. */
export const orderListRow = orderRow.extend({ companyName: z.string() });

export const totals = z.object({
  subtotalPaise: money,
  cgstPaise: money,
  sgstPaise: money,
  igstPaise: money,
  totalPaise: money,
});

export const pricedLine = totals.omit({ subtotalPaise: true }).extend({
  productId: z.number(),
  description: z.string(),
  hsnCode: z.string(),
  size: z.string().nullable(),
  quantity: z.number(),
  unitPricePaise: money,
  gstRateBp: z.number(),
  taxablePaise: money,
});

export const orderLine = pricedLine.extend({
  id: z.number(),
  orderId: z.number(),
  franchiseeId: z.number(),
  studentAdmissionId: z.number().nullable(),
  classId: z.number().nullable(),
});

export const orderEvent = z.object({
  id: z.number(),
  orderId: z.number(),
  franchiseeId: z.number(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  note: z.string().nullable(),
  location: z.string().nullable(),
  byUserId: z.number().nullable(),
  at: timestamp,
});

export const kitItem = z.object({
  id: z.number(),
  productId: z.number(),
  sku: z.string(),
  name: z.string(),
  size: z.string().nullable(),
  quantity: z.number(),
  pricePaise: money,
  gstRateBp: z.number(),
});
export const wowItem = kitItem.omit({ size: true });

export const report = z.object({
  title: z.string(),
  columns: z.array(z.string()),
  rows: z.array(z.array(z.union([z.string(), z.number(), z.null()]))),
});
/** A report as JSON, or as a CSV file with format=csv. */
export const reportAnswer = z.union([report, fileAnswer('text/csv', 'The report as CSV (format=csv)')]);

export type ReportAnswer = z.input<typeof report>;
export type OrderListRow = z.input<typeof orderListRow>;
