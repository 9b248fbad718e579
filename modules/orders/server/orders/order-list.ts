import { eq, getTableColumns, inArray, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import { defineView, viewFilter } from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { kitOrders } from '../schema.ts';
import { orderHistoryViewShape } from '../../shared/views.ts';

const oneOrMore = (label: string) => z.string().max(100, { error: `${label} is too long` });

/** order-history: the user's centres' orders with their centre's name, newest first. */
export const orderView = defineView({
  ...orderHistoryViewShape,
  from: kitOrders,
  joins: [{ table: franchisees, on: eq(franchisees.id, kitOrders.franchiseeId) }],
  columns: { ...getTableColumns(kitOrders), companyName: { column: franchisees.companyName, label: 'Centre' } },
  franchiseeColumn: kitOrders.franchiseeId,
  filters: {
    kitType: viewFilter(z.string().max(40), (v) => eq(kitOrders.kitType, v)),
    status: viewFilter(oneOrMore('Status'), (v) => inArray(kitOrders.status, v.split(','))),
    approvalStatus: viewFilter(oneOrMore('Approval status'), (v) => inArray(kitOrders.approvalStatus, v.split(','))),
    /** Only orders with a tax invoice (order-history/kit/Invoice). */
    invoiced: viewFilter(z.enum(['true', 'false'], { error: "Invoiced must be 'true' or 'false'" }), (v) =>
      v === 'true' ? isNotNull(kitOrders.invoiceNo) : undefined,
    ),
  },
  search: { columns: [kitOrders.orderNo, kitOrders.shippingReferenceNo] },
  defaultSort: [
    { column: kitOrders.createdAt, dir: 'desc' },
    { column: kitOrders.id, dir: 'desc' },
  ],
});
