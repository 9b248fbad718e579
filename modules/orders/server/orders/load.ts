import { and, eq } from 'drizzle-orm';
import { conflict, franchiseeFence, notFound, type RequestContext } from '@portal/kit';
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

/** The allowed moves of the order state machine; anything else is a 409. */
const MOVES: Record<string, string[]> = {
  PENDING: ['CONFIRMED', 'CANCELLED', 'FAIL'],
  CONFIRMED: ['SHIPPED', 'CANCELLED'],
  SHIPPED: ['DELIVERED'],
  DELIVERED: [],
  CANCELLED: [],
  FAIL: [],
};

export function assertMove(order: KitOrder, to: string): void {
  if (!MOVES[order.status]?.includes(to))
    throw conflict(
      `Order ${order.orderNo} is ${order.status === 'PENDING' ? 'Placed' : order.status} and cannot be marked ${to}`,
    );
}

export async function setStatus(
  ctx: RequestContext,
  order: KitOrder,
  to: string,
  values: Partial<KitOrder> = {},
): Promise<KitOrder> {
  const [row] = await ctx.db
    .update(kitOrders)
    .set({ ...values, status: to, updatedAt: new Date() })
    .where(eq(kitOrders.id, order.id))
    .returning();
  return row;
}

/** A cancelled or failed order gives its children's kits back to the cart. */
export async function freeAllocations(ctx: RequestContext, orderId: number): Promise<void> {
  await ctx.db
    .update(kitAllocations)
    .set({ status: 'ALLOCATED', orderId: null, updatedAt: new Date() })
    .where(eq(kitAllocations.orderId, orderId));
}
