import { asc, eq } from 'drizzle-orm';
import { audit, type RequestContext } from '@portal/kit';
import { kitOrderEvents } from '../schema.ts';

/** Records one state change of an order (history row and audit row) in the caller's transaction. */
export async function recordOrderEvent(
  ctx: RequestContext,
  order: { id: number; franchiseeId: number },
  from: string | null,
  to: string,
  extra: { note?: string | null; location?: string | null; changes?: Record<string, unknown> } = {},
): Promise<void> {
  await ctx.db
    .insert(kitOrderEvents)
    .values({
      orderId: order.id,
      franchiseeId: order.franchiseeId,
      fromStatus: from,
      toStatus: to,
      note: extra.note ?? null,
      location: extra.location ?? null,
      byUserId: ctx.user?.id ?? null,
    });
  await audit(ctx, {
    resource: 'kit-order',
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
