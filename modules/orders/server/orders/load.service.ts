import { and, eq } from 'drizzle-orm';
import { franchiseeFence, notFound, type RequestContext } from '@portal/kit';
import { kitAllocations, kitOrderLines, kitOrders } from '../schema.ts';

export type KitOrder = typeof kitOrders.$inferSelect;

/** One order inside the user's fence (another centre's id is simply not found), locked when asked. */
export async function loadOrder(
  ctx: RequestContext,
  id: number,
  opts: { forUpdate?: boolean } = {},
): Promise<KitOrder> {
  const q = ctx.db
    .select()
    .from(kitOrders)
    .where(and(eq(kitOrders.id, id), franchiseeFence(ctx, kitOrders.franchiseeId)));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  if (!row) throw notFound('Order');
  return row;
}

export async function orderLines(ctx: RequestContext, orderId: number) {
  return ctx.db.select().from(kitOrderLines).where(eq(kitOrderLines.orderId, orderId)).orderBy(kitOrderLines.id);
}

/** A cancelled or failed order gives its children's kits back to the cart. */
export async function freeAllocations(ctx: RequestContext, orderId: number): Promise<void> {
  await ctx.db
    .update(kitAllocations)
    .set({ status: 'ALLOCATED', orderId: null, updatedAt: new Date() })
    .where(eq(kitAllocations.orderId, orderId));
}
