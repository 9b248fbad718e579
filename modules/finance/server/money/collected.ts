import { and, asc, count, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { franchiseeFence, type RequestContext } from '@portal/kit';
import { feeHeads } from '@portal/mod-ledger/server';
import { franchisees } from '@portal/mod-org/server';
import { payments } from '../schema.ts';

/** Statuses of money the centre has: confirmed, and confirmed then settled to its bank. */
export const COLLECTED_STATUSES = ['CONFIRMED', 'TRANSFERRED'];

/** The India day a moment falls on. */
const indiaDay = (column: typeof payments.confirmedAt) => sql`(${column} at time zone 'Asia/Kolkata')::date`;

/** Which collections: the centres (fenced), India days from `from` to `to` inclusive. */
export interface CollectedQuery {
  franchiseeIds?: number | readonly number[] | null;
  from: string;
  to: string;
}

/** The condition that picks a period's collections: pass it to collectedCount and collectedPayments. */
export const collectedCondition = (ctx: RequestContext, q: CollectedQuery): SQL | undefined =>
  and(
    franchiseeFence(ctx, payments.franchiseeId, q.franchiseeIds),
    inArray(payments.status, COLLECTED_STATUSES),
    sql`${indiaDay(payments.confirmedAt)} between ${q.from}::date and ${q.to}::date`,
  );

/** Money collected in the period: every screen that sums collections asks this. */
export async function collectedTotal(ctx: RequestContext, q: CollectedQuery): Promise<number> {
  const [r] = await ctx.db
    .select({ total: sql<string>`coalesce(sum(${payments.amountPaise}), 0)` })
    .from(payments)
    .where(collectedCondition(ctx, q));
  return Number(r.total);
}

export async function collectedCount(ctx: RequestContext, condition: SQL | undefined): Promise<number> {
  const [r] = await ctx.db.select({ n: count() }).from(payments).where(condition);
  return r.n;
}

/**
 * The payments behind collectedTotal, each with its centre and fee head: in the order they were
 * confirmed, or by id after `afterId` (an export's batches).
 */
export async function collectedPayments(
  ctx: RequestContext,
  condition: SQL | undefined,
  page: { limit: number; afterId?: number },
) {
  return ctx.db
    .select({
      id: payments.id,
      receiptNo: payments.receiptNo,
      centre: franchisees.companyName,
      payerName: payments.payerName,
      mode: payments.mode,
      feeHead: payments.feeHead,
      feeHeadName: feeHeads.name,
      amountPaise: payments.amountPaise,
      confirmedOn: sql<string>`${indiaDay(payments.confirmedAt)}::text`,
    })
    .from(payments)
    .innerJoin(franchisees, eq(franchisees.id, payments.franchiseeId))
    .innerJoin(feeHeads, eq(feeHeads.code, payments.feeHead))
    .where(and(condition, page.afterId === undefined ? undefined : gt(payments.id, page.afterId)))
    .orderBy(...(page.afterId === undefined ? [payments.confirmedAt, payments.id] : [asc(payments.id)]))
    .limit(page.limit);
}
