import { and, count, desc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { canSeeFranchisee, files, notFound, type RequestContext } from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { kitOrders, warehouses } from '../schema.ts';
import { orderEvents } from './events.ts';
import { loadOrder, orderLines } from './load.ts';

export interface OrderListQuery {
  page: number;
  pageSize: number;
  franchiseeID?: number;
  kitType?: string;
  status?: string;
  approvalStatus?: string;
  /** Only orders with a tax invoice (order-history/kit/Invoice). */
  invoiced?: boolean;
  q?: string;
}

export function orderFence(ctx: RequestContext, franchiseeId?: number): SQL | undefined {
  if (franchiseeId !== undefined) {
    if (!canSeeFranchisee(ctx, franchiseeId)) throw notFound('Franchisee');
    return eq(kitOrders.franchiseeId, franchiseeId);
  }
  if (ctx.franchisees === 'all') return undefined;
  return ctx.franchisees.length ? inArray(kitOrders.franchiseeId, ctx.franchisees) : sql`false`;
}

/** order-history: the user's centres' orders, newest first. */
export async function listOrders(ctx: RequestContext, query: OrderListQuery) {
  const where = and(
    orderFence(ctx, query.franchiseeID),
    query.kitType ? eq(kitOrders.kitType, query.kitType) : undefined,
    query.status ? inArray(kitOrders.status, query.status.split(',')) : undefined,
    query.approvalStatus ? inArray(kitOrders.approvalStatus, query.approvalStatus.split(',')) : undefined,
    query.invoiced ? isNotNull(kitOrders.invoiceNo) : undefined,
    query.q
      ? or(
          ilike(kitOrders.orderNo, `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
          ilike(sql`coalesce(${kitOrders.shippingReferenceNo}, '')`, `%${query.q}%`),
        )
      : undefined,
  );
  const [{ n }] = await ctx.db.select({ n: count() }).from(kitOrders).where(where);
  const rows = await ctx.db
    .select({ order: kitOrders, companyName: franchisees.companyName })
    .from(kitOrders)
    .innerJoin(franchisees, eq(franchisees.id, kitOrders.franchiseeId))
    .where(where)
    .orderBy(desc(kitOrders.createdAt), desc(kitOrders.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    rows: rows.map((r) => ({ ...r.order, companyName: r.companyName })),
    count: Number(n),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** kit/details: the order, its lines, its status history and its evidence photos. */
export async function orderDetails(ctx: RequestContext, id: number) {
  const order = await loadOrder(ctx, id);
  const [f] = await ctx.db
    .select({ companyName: franchisees.companyName, code: franchisees.code })
    .from(franchisees)
    .where(eq(franchisees.id, order.franchiseeId));
  const [w] = order.warehouseId
    ? await ctx.db.select({ name: warehouses.name }).from(warehouses).where(eq(warehouses.id, order.warehouseId))
    : [];
  const evidence = order.evidenceFileIds.length
    ? await ctx.db
        .select({ id: files.id, name: files.originalName, contentType: files.contentType })
        .from(files)
        .where(inArray(files.id, order.evidenceFileIds))
    : [];
  return {
    ...order,
    companyName: f.companyName,
    franchiseeCode: f.code,
    warehouse: w?.name ?? null,
    lines: await orderLines(ctx, order.id),
    events: await orderEvents(ctx, order.id),
    evidence,
  };
}
