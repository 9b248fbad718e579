import { and, asc, eq, inArray } from 'drizzle-orm';
import { audit, badRequest, conflict, inTransaction, notFound, type RequestContext } from '@portal/kit';
import { classes } from '@portal/mod-org/server';
import { kitMappingItems, kitMappings, products, wowKitBomItems, wowKitBoms } from '../schema.ts';
import { kitMappingShape, wowKitBomShape } from '../../shared/resources.ts';

export interface ItemInput {
  productId: number;
  quantity: number;
}

async function checkProducts(ctx: RequestContext, items: ItemInput[]) {
  if (items.length === 0) throw badRequest('Add at least one product');
  const ids = items.map((i) => i.productId);
  if (new Set(ids).size !== ids.length) throw badRequest('A product is listed twice');
  const found = await ctx.db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.isActive, true)));
  const missing = ids.find((id) => !found.some((f) => f.id === id));
  if (missing) throw badRequest(`Product ${missing} not found or inactive`);
}

/**
 * The active classes a kit can be mapped to. Kit mappers (finance) do not manage the
 * class master, so the mapping screens read the classes here rather than from /api/class.
 */
export async function mappableClasses(ctx: RequestContext) {
  return ctx.db
    .select({ id: classes.id, name: classes.name })
    .from(classes)
    .where(eq(classes.isActive, true))
    .orderBy(asc(classes.sort), asc(classes.name));
}

/** A kit's products: editable while the mapping is PENDING; approval freezes them. */
export async function setKitMappingItems(ctx: RequestContext, id: number, items: ItemInput[]) {
  return inTransaction(ctx, async (ctx) => {
    const [mapping] = await ctx.db.select().from(kitMappings).where(eq(kitMappings.id, id)).for('update');
    if (!mapping) throw notFound('Kit mapping');
    if (mapping.status !== 'PENDING') throw conflict(`A ${mapping.status} kit mapping cannot change its products`);
    await checkProducts(ctx, items);
    await ctx.db.delete(kitMappingItems).where(eq(kitMappingItems.kitMappingId, id));
    await ctx.db.insert(kitMappingItems).values(items.map((i) => ({ kitMappingId: id, ...i })));
    await audit(ctx, { resource: kitMappingShape, recordId: id, action: 'items', changes: { items } });
    return kitMappingItemsOf(ctx, id);
  });
}

export async function kitMappingItemsOf(ctx: RequestContext, id: number) {
  return ctx.db
    .select({
      id: kitMappingItems.id,
      productId: products.id,
      sku: products.sku,
      name: products.name,
      size: products.size,
      quantity: kitMappingItems.quantity,
      pricePaise: products.pricePaise,
      gstRateBp: products.gstRateBp,
    })
    .from(kitMappingItems)
    .innerJoin(products, eq(products.id, kitMappingItems.productId))
    .where(eq(kitMappingItems.kitMappingId, id))
    .orderBy(products.name);
}

export async function setWowKitItems(ctx: RequestContext, id: number, items: ItemInput[]) {
  return inTransaction(ctx, async (ctx) => {
    const [bom] = await ctx.db.select().from(wowKitBoms).where(eq(wowKitBoms.id, id)).for('update');
    if (!bom) throw notFound('Wow kit BOM');
    if (bom.status !== 'PENDING') throw conflict(`A ${bom.status} wow kit cannot change its products`);
    await checkProducts(ctx, items);
    await ctx.db.delete(wowKitBomItems).where(eq(wowKitBomItems.bomId, id));
    await ctx.db.insert(wowKitBomItems).values(items.map((i) => ({ bomId: id, ...i })));
    await audit(ctx, { resource: wowKitBomShape, recordId: id, action: 'items', changes: { items } });
    return wowKitItemsOf(ctx, id);
  });
}

export async function wowKitItemsOf(ctx: RequestContext, id: number) {
  return ctx.db
    .select({
      id: wowKitBomItems.id,
      productId: products.id,
      sku: products.sku,
      name: products.name,
      quantity: wowKitBomItems.quantity,
      pricePaise: products.pricePaise,
      gstRateBp: products.gstRateBp,
    })
    .from(wowKitBomItems)
    .innerJoin(products, eq(products.id, wowKitBomItems.productId))
    .where(eq(wowKitBomItems.bomId, id))
    .orderBy(products.name);
}
