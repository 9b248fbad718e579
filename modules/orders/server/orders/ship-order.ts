import { conflict, forbidden, inTransaction, type RequestContext } from '@portal/kit';
import { dispatchStock } from '../stock/stock.ts';
import { recordOrderEvent } from './events.ts';
import { assertMove, loadOrder, orderLines, setStatus } from './load.ts';
import { nextNumber } from './order-number.ts';

export interface ShipInput {
  courier: string;
  shippingReferenceNo: string;
  note?: string | null;
}

/** Dispatch with a delivery challan: the reserved units leave the warehouse. */
export async function shipOrder(ctx: RequestContext, id: number, input: ShipInput) {
  if (ctx.franchisees !== 'all') throw forbidden('Only head office ships orders');
  return inTransaction(ctx, async (ctx) => {
    const order = await loadOrder(ctx, id, { forUpdate: true });
    assertMove(order, 'SHIPPED');
    if (!order.warehouseId) throw conflict('The order has no warehouse to ship from');
    await dispatchStock(ctx, order.warehouseId, await orderLines(ctx, order.id));
    const challanNo = await nextNumber(ctx, order.franchiseeId, 'DC');
    const row = await setStatus(ctx, order, 'SHIPPED', {
      challanNo,
      courier: input.courier,
      shippingReferenceNo: input.shippingReferenceNo,
      shippedAt: new Date(),
    });
    await recordOrderEvent(ctx, row, 'CONFIRMED', 'SHIPPED', {
      note: input.note ?? `Shipped by ${input.courier}, reference ${input.shippingReferenceNo}`,
      changes: { challanNo, courier: input.courier, shippingReferenceNo: input.shippingReferenceNo },
    });
    return row;
  });
}
