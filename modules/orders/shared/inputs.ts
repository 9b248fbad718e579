import { isoDate, recordId } from '@portal/core';
import { z } from 'zod';
import { cityShape } from '@portal/mod-org/shared/resources';
import { OPS_REPORTS, TAT_REPORTS } from './index.ts';

/** India's states as the city master names them: where a buyer is, the place of supply of goods sent there. */
export const INDIAN_STATES = cityShape.fields.state.options.map((o) => o.value) as [string, ...string[]];

/** Bodies and queries of the orders API, shared by the server (validation) and the screens. */
const id = z.number({ error: 'Must be a number' }).int().positive().max(2_147_483_647);
export const queryId = recordId;
export const kitType = z.string({ error: 'Kit type is required' }).min(1).max(40);
const reason = z
  .string({ error: 'Reason is required' })
  .trim()
  .min(3, { error: 'Reason must be at least 3 characters' })
  .max(300);
const date = isoDate('Date');

/** A kit's or a wow kit's products and how many of each. */
export const kitItemsInput = z.strictObject({
  items: z
    .array(
      z.strictObject({
        productId: id,
        quantity: z.number().int().min(1, { error: 'Quantity must be at least 1' }).max(10_000),
      }),
    )
    .max(200),
});

export const stockAdjustInput = z.strictObject({
  warehouseId: id,
  productId: id,
  quantity: z.number().int().min(-100_000).max(100_000),
  note: z.string().trim().min(3, { error: 'Say why the stock changes' }).max(200),
});

export const allocateInput = z.strictObject({ kitType, franchiseeId: id.optional() });

export const placeOrderInput = z.strictObject({
  kitType,
  franchiseeId: id.optional(),
  studentAdmissionIds: z.array(id).max(1000),
});

export const wowKitItemsInput = z.strictObject({
  franchiseeId: id.optional(),
  items: z
    .array(
      z.strictObject({
        bomId: id,
        quantity: z
          .number()
          .int()
          .min(1, { error: 'Quantity must be at least 1' })
          .max(1000, { error: 'At most 1000 of a wow kit' }),
      }),
    )
    .max(50),
});

export const damageReOrderInput = z.strictObject({
  reason,
  lines: z
    .array(z.strictObject({ lineId: id, quantity: z.number().int().min(1).max(10_000) }))
    .min(1, { error: 'Choose the damaged or missing items' })
    .max(500),
  evidenceFileIds: z.array(z.string().max(40)).max(10),
});

export const uniformIndentInput = z.strictObject({
  franchiseeId: id.optional(),
  children: z
    .array(
      z.strictObject({
        studentAdmissionId: id,
        size: z.string().trim().min(1, { error: 'Size is required' }).max(20),
      }),
    )
    .max(500),
});

export const editLineInput = z.strictObject({ quantity: z.number().int().min(1).max(10_000) });

export const reportQuery = z.object({
  franchiseeID: queryId.optional(),
  from: date.optional(),
  to: date.optional(),
  format: z.enum(['json', 'csv']).default('json'),
});
export const tatReportQuery = reportQuery.extend({ type: z.enum([...TAT_REPORTS, ...OPS_REPORTS]) });

export type WowKitItemsInput = z.input<typeof wowKitItemsInput>;

/** A centre's sale of catalogue goods to a child's family: the child and the items with how many of each. */
export const familySaleInput = z.strictObject({
  studentAdmissionId: id,
  items: z
    .array(
      z.strictObject({
        productId: id,
        quantity: z.number().int().min(1, { error: 'Quantity must be at least 1' }).max(100),
      }),
    )
    .min(1, { error: 'Choose at least one item' })
    .max(50),
  /** The buyer's state when the goods go there (the place of supply); the centre's own when left out. */
  buyerState: z.enum(INDIAN_STATES, { error: "The buyer's state must be one of India's states" }).optional(),
});

/** A month as YYYY-MM, from April 2017 (GST began in July 2017) to the year 2099. */
export const gstMonth = z
  .string({ error: 'Month is required' })
  .regex(/^(20(1[7-9]|[2-9]\d))-(0[1-9]|1[0-2])$/, { error: 'Month must be a month like 2026-11' });

/** One centre's GST summary of a month, paged; format=csv exports every row. */
export const gstSummaryQuery = z.object({
  franchiseeID: queryId.optional(),
  month: gstMonth,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  format: z.enum(['json', 'csv']).default('json'),
});

export const familySaleQuery = z.object({ studentAdmissionID: queryId });

export type FamilySaleInput = z.input<typeof familySaleInput>;
