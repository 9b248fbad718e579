import { and, asc, eq, inArray } from 'drizzle-orm';
import { actingUser, badRequest, inTransaction, type RequestContext } from '@portal/kit';
import { kitOrderLines, kitOrders, products, wowKitBomItems, wowKitBoms } from '../schema.ts';
import { recordOrderEvent } from './events.service.ts';
import { nextNumber } from './order-number.service.ts';
import { priceNewKitOrder } from './new-order.service.ts';
import { orderFranchisee } from './place-order.service.ts';
import { type PricedInput } from './pricing.ts';

export interface WowOrderInput {
  franchiseeId?: number;
  items: { bomId: number; quantity: number }[];
}

/**
 * Prices wow kits for a centre without saving anything: ACTIVE bundles only, their
 * products at catalogue prices with the centre's GST split, the serving warehouse and
 * a soft stock check. The summary screen shows this; placing saves the same figures.
 */
export async function quoteWowKits(ctx: RequestContext, input: WowOrderInput) {
  const franchiseeId = orderFranchisee(ctx, input.franchiseeId);
  if (input.items.length === 0) throw badRequest('Add at least one wow kit');
  const bomIds = [...new Set(input.items.map((i) => i.bomId))];
  if (bomIds.length !== input.items.length) throw badRequest('A wow kit is listed twice');
  const boms = await ctx.db.select().from(wowKitBoms).where(inArray(wowKitBoms.id, bomIds));
  for (const id of bomIds) {
    const bom = boms.find((b) => b.id === id);
    if (!bom) throw badRequest(`Wow kit ${id} not found`);
    if (bom.status !== 'ACTIVE' || !bom.isActive)
      throw badRequest(`${bom.name} is ${bom.status} and cannot be ordered`);
  }
  const items = await ctx.db
    .select({
      bomId: wowKitBomItems.bomId,
      quantity: wowKitBomItems.quantity,
      productId: products.id,
      name: products.name,
      hsnCode: products.hsnCode,
      size: products.size,
      pricePaise: products.pricePaise,
      gstRateBp: products.gstRateBp,
    })
    .from(wowKitBomItems)
    .innerJoin(products, eq(products.id, wowKitBomItems.productId))
    .where(inArray(wowKitBomItems.bomId, bomIds));
  const raw: PricedInput[] = input.items.flatMap((req) => {
    const bom = boms.find((b) => b.id === req.bomId)!;
    const parts = items.filter((i) => i.bomId === req.bomId);
    if (parts.length === 0) throw badRequest(`${bom.name} has no products`);
    return parts.map((p) => ({
      productId: p.productId,
      description: `${p.name} (${bom.name})`,
      hsnCode: p.hsnCode,
      size: p.size,
      quantity: p.quantity * req.quantity,
      unitPricePaise: p.pricePaise,
      gstRateBp: p.gstRateBp,
    }));
  });
  const { buyer, warehouse, lines, totals } = await priceNewKitOrder(ctx, franchiseeId, raw);
  return {
    franchiseeId,
    companyName: buyer.companyName,
    deliveryPincode: buyer.pincode,
    warehouse: warehouse.warehouse,
    warehouseId: warehouse.warehouseId,
    deliveryDays: warehouse.deliveryDays,
    lines,
    totals,
  };
}

/**
 * Orders ACTIVE wow kits (their products at catalogue prices); the order then waits for the ZSM and final
 * approvers.
 */
export async function placeWowKitOrder(ctx: RequestContext, input: WowOrderInput) {
  return inTransaction(ctx, async (ctx) => {
    const quote = await quoteWowKits(ctx, input);
    const { franchiseeId, lines, totals } = quote;
    const [order] = await ctx.db
      .insert(kitOrders)
      .values({
        franchiseeId,
        orderNo: await nextNumber(ctx, franchiseeId, 'KO'),
        kitType: 'WOW_KIT',
        approvalStatus: 'PENDING',
        warehouseId: quote.warehouseId,
        deliveryPincode: quote.deliveryPincode,
        placedBy: actingUser(ctx).id,
        ...totals,
      })
      .returning();
    await ctx.db.insert(kitOrderLines).values(lines.map((l) => ({ ...l, orderId: order.id, franchiseeId })));
    await recordOrderEvent(ctx, order, null, 'PENDING', { note: 'Wow kit order placed; waiting for approval' });
    return order;
  });
}

/** The wow kits a centre can order now (ACTIVE bundles), each with its products and price per kit before GST. */
export async function wowKitCatalogue(ctx: RequestContext) {
  const boms = await ctx.db
    .select({ id: wowKitBoms.id, name: wowKitBoms.name, description: wowKitBoms.description })
    .from(wowKitBoms)
    .where(and(eq(wowKitBoms.status, 'ACTIVE'), eq(wowKitBoms.isActive, true)))
    .orderBy(asc(wowKitBoms.name));
  if (boms.length === 0) return [];
  const items = await ctx.db
    .select({
      bomId: wowKitBomItems.bomId,
      name: products.name,
      quantity: wowKitBomItems.quantity,
      pricePaise: products.pricePaise,
      gstRateBp: products.gstRateBp,
    })
    .from(wowKitBomItems)
    .innerJoin(products, eq(products.id, wowKitBomItems.productId))
    .where(
      inArray(
        wowKitBomItems.bomId,
        boms.map((b) => b.id),
      ),
    )
    .orderBy(asc(products.name));
  return boms
    .map((b) => {
      const parts = items.filter((i) => i.bomId === b.id).map(({ bomId: _b, ...p }) => p);
      return { ...b, items: parts, pricePaise: parts.reduce((sum, p) => sum + p.pricePaise * p.quantity, 0) };
    })
    .filter((b) => b.items.length > 0);
}
