import { and, count, desc, eq, sql } from 'drizzle-orm';
import { franchiseeFence, type RequestContext } from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { kitOrders, wowKitBoms } from '../schema.ts';

/**
 * place-order/wow-kit-dashboard: bundles per BOM status (global catalogue), and the
 * user's centres' wow-kit orders per approval status with their value, plus the latest.
 */
export async function wowKitDashboard(ctx: RequestContext, franchiseeId?: number) {
  const fence = and(franchiseeFence(ctx, kitOrders.franchiseeId, franchiseeId), eq(kitOrders.kitType, 'WOW_KIT'));
  const boms = await ctx.db
    .select({ status: wowKitBoms.status, n: count() })
    .from(wowKitBoms)
    .where(eq(wowKitBoms.isActive, true))
    .groupBy(wowKitBoms.status);
  const approvals = await ctx.db
    .select({
      approvalStatus: kitOrders.approvalStatus,
      n: count(),
      totalPaise: sql<number>`coalesce(sum(${kitOrders.totalPaise}), 0)::bigint`,
    })
    .from(kitOrders)
    .where(fence)
    .groupBy(kitOrders.approvalStatus);
  const recent = await ctx.db
    .select({
      id: kitOrders.id,
      franchiseeId: kitOrders.franchiseeId,
      companyName: franchisees.companyName,
      orderNo: kitOrders.orderNo,
      status: kitOrders.status,
      approvalStatus: kitOrders.approvalStatus,
      totalPaise: kitOrders.totalPaise,
      createdAt: kitOrders.createdAt,
    })
    .from(kitOrders)
    .innerJoin(franchisees, eq(franchisees.id, kitOrders.franchiseeId))
    .where(fence)
    .orderBy(desc(kitOrders.createdAt), desc(kitOrders.id))
    .limit(5);
  return {
    boms: boms.map((b) => ({ status: b.status, count: Number(b.n) })),
    orders: approvals.map((a) => ({
      approvalStatus: a.approvalStatus ?? 'PENDING',
      count: Number(a.n),
      totalPaise: Number(a.totalPaise),
    })),
    recent,
  };
}
