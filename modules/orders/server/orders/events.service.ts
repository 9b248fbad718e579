import { asc, eq } from 'drizzle-orm';
import { audit, type RequestContext } from '@portal/kit';
import { kitOrderEvents } from '../schema.ts';
import { kitOrderShape } from '../../shared/resources.ts';

type OrderEventExtra = { note?: string | null; location?: string | null; changes?: Record<string, unknown> };

/** The history row of one state change (an order command writes its own audit entry). */
export async function insertOrderEvent(
  ctx: RequestContext,
  order: { id: number; franchiseeId: number },
  from: string | null,
  to: string,
  extra: OrderEventExtra = {},
): Promise<void> {
  await ctx.db.insert(kitOrderEvents).values({
    orderId: order.id,
    franchiseeId: order.franchiseeId,
    fromStatus: from,
    toStatus: to,
    note: extra.note ?? null,
    location: extra.location ?? null,
    byUserId: ctx.user?.id ?? null,
  });
}

/** Records one state change outside the order commands (placing, editing a line): history row and audit row. */
export async function recordOrderEvent(
  ctx: RequestContext,
  order: { id: number; franchiseeId: number },
  from: string | null,
  to: string,
  extra: OrderEventExtra = {},
): Promise<void> {
  await insertOrderEvent(ctx, order, from, to, extra);
  await audit(ctx, {
    resource: kitOrderShape,
    recordId: order.id,
    action: from === null ? 'place' : to.toLowerCase(),
    franchiseeId: order.franchiseeId,
    changes: { status: [from, to], ...extra.changes },
  });
}

export async function orderEvents(ctx: RequestContext, orderId: number) {
  return ctx.db
    .select()
    .from(kitOrderEvents)
    .where(eq(kitOrderEvents.orderId, orderId))
    .orderBy(asc(kitOrderEvents.at), asc(kitOrderEvents.id));
}
