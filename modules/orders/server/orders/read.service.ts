import { eq, inArray, type SQL } from 'drizzle-orm';
import { files, franchiseeFence, type RequestContext } from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { kitOrders, warehouses } from '../schema.ts';
import { orderEvents } from './events.service.ts';
import { loadOrder, orderLines } from './load.service.ts';

export function orderFence(ctx: RequestContext, franchiseeId?: number): SQL | undefined {
  return franchiseeFence(ctx, kitOrders.franchiseeId, franchiseeId);
}

/** kit/details: the order, its lines, its status history and its evidence photos. */
export async function orderDetails(ctx: RequestContext, id: number) {
  const order = await loadOrder(ctx, id);
  const [f] = await ctx.db
    .select({ companyName: franchisees.companyName, code: franchisees.code })
    .from(franchisees)
    .where(eq(franchisees.id, order.franchiseeId));
  const [w] = order.warehouseId
    ? await ctx.db.select({ name: warehouses.name }).from(warehouses).where(eq(warehouses.id, order.warehouseId))
    : [];
  const evidence = order.evidenceFileIds.length
    ? await ctx.db
        .select({ id: files.id, name: files.originalName, contentType: files.contentType })
        .from(files)
        .where(inArray(files.id, order.evidenceFileIds))
    : [];
  return {
    ...order,
    companyName: f.companyName,
    franchiseeCode: f.code,
    warehouse: w?.name ?? null,
    lines: await orderLines(ctx, order.id),
    events: await orderEvents(ctx, order.id),
    evidence,
  };
}
