import { and, eq } from 'drizzle-orm';
import { badRequest, type RequestContext } from '@portal/kit';
import { warehousePincodes, warehouses } from '../schema.ts';

/** The active warehouse that delivers to a PIN code, if any. */
export async function warehouseFor(ctx: RequestContext, pincode: string) {
  const [row] = await ctx.db
    .select({ warehouseId: warehouses.id, warehouse: warehouses.name, deliveryDays: warehousePincodes.deliveryDays })
    .from(warehousePincodes)
    .innerJoin(warehouses, eq(warehouses.id, warehousePincodes.warehouseId))
    .where(
      and(eq(warehousePincodes.pincode, pincode), eq(warehousePincodes.isActive, true), eq(warehouses.isActive, true)),
    );
  return row ?? null;
}

/** home/pincode-service: is this PIN code served, by which warehouse, in how many days. */
export async function pincodeService(ctx: RequestContext, pincode: string) {
  if (!/^[1-9]\d{5}$/.test(pincode))
    throw badRequest('PIN code must be a 6-digit PIN code', { pincode: 'PIN code must be a 6-digit PIN code' });
  const hit = await warehouseFor(ctx, pincode);
  return hit
    ? { pincode, serviceable: true, ...hit }
    : { pincode, serviceable: false, warehouseId: null, warehouse: null, deliveryDays: null };
}
