import { and, eq, gte, sql } from 'drizzle-orm';
import { audit, auditSubject, badRequest, conflict, type RequestContext } from '@portal/kit';
import { products, stock, warehouses } from '../schema.ts';

const stockSubject = auditSubject('stock');

export interface StockNeed {
  productId: number;
  quantity: number;
}

/** Sums quantities per product, in product order so concurrent orders lock rows in one order (no deadlocks). */
export function needsOf(lines: StockNeed[]): StockNeed[] {
  const map = new Map<number, number>();
  for (const l of lines) map.set(l.productId, (map.get(l.productId) ?? 0) + l.quantity);
  return [...map.entries()].sort((a, b) => a[0] - b[0]).map(([productId, quantity]) => ({ productId, quantity }));
}

async function shortage(ctx: RequestContext, warehouseId: number, need: StockNeed) {
  const [row] = await ctx.db
    .select({ name: products.name, available: stock.available, warehouse: warehouses.name })
    .from(products)
    .leftJoin(stock, and(eq(stock.productId, products.id), eq(stock.warehouseId, warehouseId)))
    .leftJoin(warehouses, eq(warehouses.id, warehouseId))
    .where(eq(products.id, need.productId));
  return conflict(
    `Not enough stock of ${row?.name ?? `product ${need.productId}`} at ${row?.warehouse ?? 'the warehouse'}: ` +
      `${row?.available ?? 0} available, ${need.quantity} needed`,
  );
}

/**
 * Moves stock from available to reserved, all or nothing, in the caller's transaction.
 * Each product is one conditional UPDATE (available >= qty): PostgreSQL re-checks the
 * condition on the locked row after a concurrent writer commits, so two orders can
 * never both take the last units and available never goes below zero.
 */
export async function reserveStock(ctx: RequestContext, warehouseId: number, lines: StockNeed[]): Promise<void> {
  for (const need of needsOf(lines)) {
    const hit = await ctx.db
      .update(stock)
      .set({
        available: sql`${stock.available} - ${need.quantity}`,
        reserved: sql`${stock.reserved} + ${need.quantity}`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(stock.warehouseId, warehouseId),
          eq(stock.productId, need.productId),
          gte(stock.available, need.quantity),
        ),
      )
      .returning({ id: stock.id });
    if (hit.length === 0) throw await shortage(ctx, warehouseId, need);
  }
}

/** A cancelled confirmed order gives its reservation back. */
export async function releaseStock(ctx: RequestContext, warehouseId: number, lines: StockNeed[]): Promise<void> {
  for (const need of needsOf(lines)) {
    const hit = await ctx.db
      .update(stock)
      .set({
        available: sql`${stock.available} + ${need.quantity}`,
        reserved: sql`${stock.reserved} - ${need.quantity}`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(stock.warehouseId, warehouseId),
          eq(stock.productId, need.productId),
          gte(stock.reserved, need.quantity),
        ),
      )
      .returning({ id: stock.id });
    if (hit.length === 0) throw conflict('The reservation of this order is missing; stock was not released');
  }
}

/** Shipping takes the reserved units out of the warehouse. */
export async function dispatchStock(ctx: RequestContext, warehouseId: number, lines: StockNeed[]): Promise<void> {
  for (const need of needsOf(lines)) {
    const hit = await ctx.db
      .update(stock)
      .set({ reserved: sql`${stock.reserved} - ${need.quantity}`, updatedAt: new Date() })
      .where(
        and(
          eq(stock.warehouseId, warehouseId),
          eq(stock.productId, need.productId),
          gte(stock.reserved, need.quantity),
        ),
      )
      .returning({ id: stock.id });
    if (hit.length === 0) throw conflict('The reservation of this order is missing; it cannot ship');
  }
}

/** What can be promised now, per product (a soft check before an order is placed). */
export async function availableNow(ctx: RequestContext, warehouseId: number, lines: StockNeed[]): Promise<void> {
  for (const need of needsOf(lines)) {
    const [row] = await ctx.db
      .select({ available: stock.available })
      .from(stock)
      .where(and(eq(stock.warehouseId, warehouseId), eq(stock.productId, need.productId)));
    if ((row?.available ?? 0) < need.quantity) throw await shortage(ctx, warehouseId, need);
  }
}

/** Goods received at a warehouse (or a count correction with a negative quantity, never below zero). */
export async function adjustStock(
  ctx: RequestContext,
  input: { warehouseId: number; productId: number; quantity: number; note: string },
) {
  if (!Number.isInteger(input.quantity) || input.quantity === 0)
    throw badRequest('Quantity must be a whole number other than zero');
  const [w] = await ctx.db.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.id, input.warehouseId));
  if (!w) throw badRequest('Warehouse not found', { warehouseId: 'Warehouse not found' });
  const [p] = await ctx.db.select({ id: products.id }).from(products).where(eq(products.id, input.productId));
  if (!p) throw badRequest('Product not found', { productId: 'Product not found' });
  await ctx.db
    .insert(stock)
    .values({ warehouseId: input.warehouseId, productId: input.productId, available: 0 })
    .onConflictDoNothing();
  const [row] = await ctx.db
    .update(stock)
    .set({ available: sql`${stock.available} + ${input.quantity}`, updatedAt: new Date() })
    .where(
      and(
        eq(stock.warehouseId, input.warehouseId),
        eq(stock.productId, input.productId),
        gte(stock.available, Math.max(0, -input.quantity)),
      ),
    )
    .returning();
  if (!row) throw conflict('A correction cannot take stock below zero');
  await audit(ctx, {
    resource: stockSubject,
    recordId: row.id,
    action: input.quantity > 0 ? 'receive' : 'correct',
    changes: { quantity: input.quantity, note: input.note },
  });
  return row;
}

export async function stockList(ctx: RequestContext, warehouseId?: number) {
  return ctx.db
    .select({
      id: stock.id,
      warehouseId: stock.warehouseId,
      warehouse: warehouses.name,
      productId: stock.productId,
      sku: products.sku,
      product: products.name,
      size: products.size,
      available: stock.available,
      reserved: stock.reserved,
    })
    .from(stock)
    .innerJoin(products, eq(products.id, stock.productId))
    .innerJoin(warehouses, eq(warehouses.id, stock.warehouseId))
    .where(warehouseId ? eq(stock.warehouseId, warehouseId) : undefined)
    .orderBy(warehouses.name, products.name);
}
