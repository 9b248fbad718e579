import { and, asc, count, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { franchiseeFence, type RequestContext } from '@portal/kit';
import { collectedByCentreMonth, feeHeads, ofChild } from '@portal/mod-ledger/server';
import { franchisees } from '@portal/mod-org/server';
import { payments } from '../schema.ts';

/** Statuses of money the centre has: confirmed, and confirmed then settled to its bank. */
export const COLLECTED_STATUSES = ['CONFIRMED', 'TRANSFERRED'];

/** The India day a moment falls on. */
const indiaDay = (column: PgColumn) => sql`(${column} at time zone 'Asia/Kolkata')::date`;

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

/** Statuses a payment may have once it was collected: a refund gives it back later, in its own month. */
const EVER_COLLECTED = [...COLLECTED_STATUSES, 'REFUNDED'];

/**
 * Which money collected: the centres (fenced), one child (an admission, or the child's admissions across its years),
 * some fee heads; India days `from` to `to`.
 */
export interface CollectionsQuery extends CollectedQuery {
  studentAdmissionId?: number | readonly number[];
  feeHeads?: readonly string[];
}

/**
 * Money collected, as every screen counts it: the ledger's one definition of money collected (payments of every fee
 * head posted on a day of the period, less refunds and reversals posted on a day of it; money waiting for approval
 * is not posted yet), the same lines royalty counts. Grouped per centre and month (YYYY-MM) of the posting.
 */
export async function collectionsByCentreMonth(ctx: RequestContext, q: CollectionsQuery) {
  return collectedByCentreMonth(ctx, q);
}

/** Money collected in the period (the figure 'fees.collected'): every screen that sums collections asks this. */
export async function collectedTotal(ctx: RequestContext, q: CollectionsQuery): Promise<number> {
  return (await collectionsByCentreMonth(ctx, q)).reduce((a, c) => a + c.collectedPaise, 0);
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

/**
 * The lines behind collectedTotal, one per receipt: a payment confirmed on a day of the period (plus its amount), a
 * refund made on a day of it (minus the amount, under the same receipt). Their sum is collectedTotal for the same
 * query, line by line: a certificate or a books export lists these and totals them.
 */
export async function collectedLines(ctx: RequestContext, q: CollectionsQuery) {
  const who = and(
    franchiseeFence(ctx, payments.franchiseeId, q.franchiseeIds),
    ofChild(payments.studentAdmissionId, q.studentAdmissionId),
    q.feeHeads ? inArray(payments.feeHead, [...q.feeHeads]) : undefined,
  );
  const inPeriod = (column: PgColumn) => sql`${indiaDay(column)} between ${q.from}::date and ${q.to}::date`;
  const part = (column: PgColumn, statuses: string[]) =>
    ctx.db
      .select({
        paymentId: payments.id,
        franchiseeId: payments.franchiseeId,
        studentAdmissionId: payments.studentAdmissionId,
        referenceId: payments.referenceId,
        receiptNo: payments.receiptNo,
        payerName: payments.payerName,
        mode: payments.mode,
        feeHead: payments.feeHead,
        feeHeadName: feeHeads.name,
        amountPaise: payments.amountPaise,
        on: sql<string>`${indiaDay(column)}::text`,
      })
      .from(payments)
      .innerJoin(feeHeads, eq(feeHeads.code, payments.feeHead))
      .where(and(who, inArray(payments.status, statuses), inPeriod(column)));
  const taken = (await part(payments.confirmedAt, EVER_COLLECTED)).map((r) => ({ ...r, kind: 'RECEIPT' as const }));
  const given = (await part(payments.refundedAt, ['REFUNDED'])).map((r) => ({
    ...r,
    kind: 'REFUND' as const,
    amountPaise: -r.amountPaise,
  }));
  return [...taken, ...given].sort(
    (a, b) => a.on.localeCompare(b.on) || a.paymentId - b.paymentId || a.kind.localeCompare(b.kind),
  );
}

export type CollectedLine = Awaited<ReturnType<typeof collectedLines>>[number];
