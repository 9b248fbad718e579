import { and, eq, inArray, ne } from 'drizzle-orm';
import { actingUser, assertAttachable, badRequest, conflict, inTransaction, type RequestContext } from '@portal/kit';
import { kitOrderLines, kitOrders, products } from '../schema.ts';
import { recordOrderEvent } from './events.service.ts';
import { loadOrder, orderLines } from './load.service.ts';
import { nextNumber } from './order-number.service.ts';
import { priceNewKitOrder } from './new-order.service.ts';
import { type PricedInput } from './pricing.ts';

async function createDerived(
  ctx: RequestContext,
  parent: typeof kitOrders.$inferSelect,
  kitType: string,
  raw: PricedInput[],
  extra: { reason?: string; evidenceFileIds?: string[] },
) {
  const { buyer, warehouse, lines, totals } = await priceNewKitOrder(ctx, parent.franchiseeId, raw);
  const [order] = await ctx.db
    .insert(kitOrders)
    .values({
      franchiseeId: parent.franchiseeId,
      academicYearId: parent.academicYearId,
      orderNo: await nextNumber(ctx, parent.franchiseeId, 'KO'),
      kitType,
      warehouseId: warehouse.warehouseId,
      deliveryPincode: buyer.pincode,
      placedBy: actingUser(ctx).id,
      parentOrderId: parent.id,
      reason: extra.reason ?? null,
      evidenceFileIds: extra.evidenceFileIds ?? [],
      ...totals,
    })
    .returning();
  await ctx.db
    .insert(kitOrderLines)
    .values(lines.map((l) => ({ ...l, orderId: order.id, franchiseeId: parent.franchiseeId })));
  await recordOrderEvent(ctx, order, null, 'PENDING', {
    note: `${kitType === 'RE_ORDERED' ? 'Re-order' : 'Damaged or missing kit re-order'} of ${parent.orderNo}`,
  });
  return order;
}

/** Orders the same goods again at today's prices (re-order-kit/list). */
export async function reOrder(ctx: RequestContext, orderId: number) {
  return inTransaction(ctx, async (ctx) => {
    const parent = await loadOrder(ctx, orderId);
    const lines = await orderLines(ctx, parent.id);
    const current = await ctx.db
      .select()
      .from(products)
      .where(inArray(products.id, [...new Set(lines.map((l) => l.productId))]));
    const raw = lines.map((l) => {
      const p = current.find((c) => c.id === l.productId)!;
      if (!p.isActive) throw conflict(`${p.name} is no longer sold`);
      return {
        productId: l.productId,
        description: l.description,
        hsnCode: p.hsnCode,
        size: l.size,
        quantity: l.quantity,
        unitPricePaise: p.pricePaise,
        gstRateBp: p.gstRateBp,
        studentAdmissionId: l.studentAdmissionId,
        classId: l.classId,
      };
    });
    return createDerived(ctx, parent, 'RE_ORDERED', raw, {});
  });
}

export interface DamageInput {
  lines: { lineId: number; quantity: number }[];
  reason: string;
  evidenceFileIds: string[];
}

/**
 * Replacement of damaged or missing items of a delivered order, free of charge,
 * with photos as evidence. A line cannot be replaced more times than it was delivered.
 */
export async function damageReOrder(ctx: RequestContext, orderId: number, input: DamageInput) {
  return inTransaction(ctx, async (ctx) => {
    const parent = await loadOrder(ctx, orderId);
    if (parent.status !== 'DELIVERED')
      throw conflict(
        `Only a delivered order can have damaged or missing items replaced; ${parent.orderNo} is ${parent.status}`,
      );
    if (input.evidenceFileIds.length === 0)
      throw badRequest('Attach at least one photo of the damage', {
        evidenceFileIds: 'Attach at least one photo of the damage',
      });
    for (const id of input.evidenceFileIds) {
      const f = (await assertAttachable(ctx, id, 'evidenceFileIds', 'Photo not found; upload it again'))!;
      if (!f.contentType.startsWith('image/'))
        throw badRequest(`${f.originalName} is not a photo`, { evidenceFileIds: 'Evidence must be photos' });
    }
    const lines = await orderLines(ctx, parent.id);
    // What earlier damage re-orders of this order already replaced, per original line description.
    const earlier = await ctx.db
      .select({ description: kitOrderLines.description, quantity: kitOrderLines.quantity })
      .from(kitOrderLines)
      .innerJoin(kitOrders, eq(kitOrders.id, kitOrderLines.orderId))
      .where(
        and(
          eq(kitOrders.parentOrderId, parent.id),
          eq(kitOrders.kitType, 'DAMAGED_PRODUCTS_KIT'),
          ne(kitOrders.status, 'CANCELLED'),
        ),
      );
    const raw = input.lines.map((req) => {
      const l = lines.find((x) => x.id === req.lineId);
      if (!l) throw badRequest(`Line ${req.lineId} is not a line of order ${parent.orderNo}`);
      const done = earlier.filter((e) => e.description === l.description).reduce((a, e) => a + e.quantity, 0);
      if (req.quantity > l.quantity - done)
        throw badRequest(`At most ${l.quantity - done} of ${l.description} can be replaced`);
      return {
        productId: l.productId,
        description: l.description,
        hsnCode: l.hsnCode,
        size: l.size,
        quantity: req.quantity,
        unitPricePaise: 0,
        gstRateBp: l.gstRateBp,
        studentAdmissionId: l.studentAdmissionId,
        classId: l.classId,
      };
    });
    if (raw.length === 0) throw badRequest('Choose the damaged or missing items');
    return createDerived(ctx, parent, 'DAMAGED_PRODUCTS_KIT', raw, {
      reason: input.reason,
      evidenceFileIds: input.evidenceFileIds,
    });
  });
}
