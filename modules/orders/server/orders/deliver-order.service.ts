import { forbidden, seesEveryFranchisee, type CommandOutcome, type RequestContext } from '@portal/kit';
import { insertOrderEvent } from './events.service.ts';
import type { KitOrder } from './load.service.ts';

/** The courier (or the centre's receipt) says the parcel arrived (the `deliver` command). */
export async function deliverOrder(
  ctx: RequestContext,
  order: KitOrder,
  input: { note?: string | null; location?: string | null } = {},
): Promise<CommandOutcome<KitOrder>> {
  if (!seesEveryFranchisee(ctx)) throw forbidden('Only head office marks orders delivered');
  await insertOrderEvent(ctx, order, order.status, 'DELIVERED', {
    note: input.note ?? 'Delivered',
    location: input.location ?? null,
  });
  return { set: { deliveredAt: new Date() } };
}
