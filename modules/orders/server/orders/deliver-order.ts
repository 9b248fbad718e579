import { forbidden, inTransaction, type RequestContext } from '@portal/kit';
import { recordOrderEvent } from './events.ts';
import { assertMove, loadOrder, setStatus } from './load.ts';

/** The courier (or the centre's receipt) says the parcel arrived. */
export async function deliverOrder(
  ctx: RequestContext,
  id: number,
  input: { note?: string | null; location?: string | null },
) {
  if (ctx.franchisees !== 'all') throw forbidden('Only head office marks orders delivered');
  return inTransaction(ctx, async (ctx) => {
    const order = await loadOrder(ctx, id, { forUpdate: true });
    assertMove(order, 'DELIVERED');
    const row = await setStatus(ctx, order, 'DELIVERED', { deliveredAt: new Date() });
    await recordOrderEvent(ctx, row, 'SHIPPED', 'DELIVERED', {
      note: input.note ?? 'Delivered',
      location: input.location ?? null,
    });
    return row;
  });
}
