import { badRequest, type RequestContext } from '@portal/kit';
import { assertCentreAllows } from '@portal/mod-org/server';
import { warehouseFor } from '../stock/serviceability.service.ts';
import { availableNow } from '../stock/stock.service.ts';
import { partiesOf } from './parties.service.ts';
import { priceLines, type PricedInput } from './pricing.ts';

/**
 * What every new kit order passes before it is written, whichever screen places it (kits for children, a uniform
 * indent, wow kits, a re-order): the centre's status takes kit orders, a warehouse serves its PIN code, the stock is
 * there, and the lines are priced with GST as the two parties' states decide.
 */
export async function priceNewKitOrder(ctx: RequestContext, franchiseeId: number, raw: PricedInput[]) {
  // A suspended or terminated centre orders no kits (its status, org).
  await assertCentreAllows(ctx.db, franchiseeId, 'kitOrders');
  const { buyer, sameState } = await partiesOf(ctx, franchiseeId);
  const warehouse = await warehouseFor(ctx, buyer.pincode);
  if (!warehouse)
    throw badRequest(
      `Delivery to PIN code ${buyer.pincode} is not serviceable; ask head office to map it to a warehouse`,
    );
  await availableNow(ctx, warehouse.warehouseId, raw);
  return { buyer, warehouse, ...priceLines(raw, sameState) };
}
