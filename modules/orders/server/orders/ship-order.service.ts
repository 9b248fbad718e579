import { conflict, forbidden, seesEveryFranchisee, type CommandOutcome, type RequestContext } from '@portal/kit';
import type { ShipOrderInput } from '../../shared/index.ts';
import { dispatchStock } from '../stock/stock.service.ts';
import { insertOrderEvent } from './events.service.ts';
import { orderLines, type KitOrder } from './load.service.ts';
import { nextNumber } from './order-number.service.ts';

/** Dispatch with a delivery challan (the `ship` command): the reserved units leave the warehouse. */
export async function shipOrder(
  ctx: RequestContext,
  order: KitOrder,
  input: ShipOrderInput,
): Promise<CommandOutcome<KitOrder>> {
  if (!seesEveryFranchisee(ctx)) throw forbidden('Only head office ships orders');
  if (!order.warehouseId) throw conflict('The order has no warehouse to ship from');
  await dispatchStock(ctx, order.warehouseId, await orderLines(ctx, order.id));
  const challanNo = await nextNumber(ctx, order.franchiseeId, 'DC');
  await insertOrderEvent(ctx, order, order.status, 'SHIPPED', {
    note: input.note ?? `Shipped by ${input.courier}, reference ${input.shippingReferenceNo}`,
  });
  return {
    set: {
      challanNo,
      courier: input.courier,
      shippingReferenceNo: input.shippingReferenceNo,
      shippedAt: new Date(),
    },
  };
}
