import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { badRequest, franchiseeFence, type RequestContext } from '@portal/kit';
import { paiseToRupeesText } from '@portal/core';
import { cities, classes, franchisees } from '@portal/mod-org/server';
import { kitLabel, orderStatusLabel } from '../../shared/index.ts';
import { kitOrderLines, kitOrders, products } from '../schema.ts';

export interface ReportQuery {
  franchiseeID?: number;
  from?: string;
  to?: string;
}

export interface Report {
  title: string;
  columns: string[];
  rows: (string | number | null)[][];
}

/** Money columns carry rupees with two decimals (exact, and what a person reads in the CSV too). */
const rupees = (paise: number | string) => paiseToRupeesText(Number(paise));

/**
 * The calendar date in India (YYYY-MM-DD) of an instant: an order confirmed at 00:30 IST belongs to
 * that day, not the UTC day before.
 */
export function indiaDate(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

function where(ctx: RequestContext, q: ReportQuery): SQL | undefined {
  return and(
    franchiseeFence(ctx, kitOrders.franchiseeId, q.franchiseeID),
    q.from ? gte(sql`(${kitOrders.createdAt} at time zone 'Asia/Kolkata')::date`, q.from) : undefined,
    q.to ? lte(sql`(${kitOrders.createdAt} at time zone 'Asia/Kolkata')::date`, q.to) : undefined,
  );
}

/** Days from placing to delivery (TAT) of delivered orders, to one decimal. */
const tatDays = sql<number>`round(avg(extract(epoch from (${kitOrders.deliveredAt} - ${kitOrders.createdAt})) / 86400)
  filter (where ${kitOrders.deliveredAt} is not null)::numeric, 1)::float`;

/** order-tats-report: City Wise, Class Wise, Status Wise or the Intelli Kit Matrix Report. */
export async function tatReport(ctx: RequestContext, type: string, q: ReportQuery): Promise<Report> {
  const w = where(ctx, q);
  if (type === 'City Wise') {
    const rows = await ctx.db
      .select({
        city: cities.name,
        orders: sql<number>`count(*)::int`,
        delivered: sql<number>`count(${kitOrders.deliveredAt})::int`,
        tat: tatDays,
      })
      .from(kitOrders)
      .innerJoin(franchisees, eq(franchisees.id, kitOrders.franchiseeId))
      .innerJoin(cities, eq(cities.id, franchisees.cityId))
      .where(w)
      .groupBy(cities.name)
      .orderBy(cities.name);
    return {
      title: 'City Wise',
      columns: ['City', 'Orders', 'Delivered', 'Average TAT (days)'],
      rows: rows.map((r) => [r.city, r.orders, r.delivered, r.tat]),
    };
  }
  if (type === 'Class Wise') {
    const rows = await ctx.db
      .select({
        className: classes.name,
        orders: sql<number>`count(distinct ${kitOrders.id})::int`,
        children: sql<number>`count(distinct ${kitOrderLines.studentAdmissionId})::int`,
        tat: sql<number>`round(avg(extract(epoch from (${kitOrders.deliveredAt} - ${kitOrders.createdAt})) / 86400)
          filter (where ${kitOrders.deliveredAt} is not null)::numeric, 1)::float`,
      })
      .from(kitOrderLines)
      .innerJoin(kitOrders, eq(kitOrders.id, kitOrderLines.orderId))
      .innerJoin(classes, eq(classes.id, kitOrderLines.classId))
      .where(w)
      .groupBy(classes.name, classes.sort)
      .orderBy(classes.sort);
    return {
      title: 'Class Wise',
      columns: ['Class', 'Orders', 'Children', 'Average TAT (days)'],
      rows: rows.map((r) => [r.className, r.orders, r.children, r.tat]),
    };
  }
  if (type === 'Status Wise') {
    const rows = await ctx.db
      .select({
        status: kitOrders.status,
        orders: sql<number>`count(*)::int`,
        total: sql<number>`coalesce(sum(${kitOrders.totalPaise}), 0)::bigint`,
        ageDays: sql<number>`round(avg(extract(epoch from (now() - ${kitOrders.createdAt}))
          / 86400)::numeric, 1)::float`,
      })
      .from(kitOrders)
      .where(w)
      .groupBy(kitOrders.status)
      .orderBy(kitOrders.status);
    return {
      title: 'Status Wise',
      columns: ['Status', 'Orders', 'Value (₹)', 'Average age (days)'],
      rows: rows.map((r) => [orderStatusLabel(r.status), r.orders, rupees(r.total), r.ageDays]),
    };
  }
  if (type === 'Intelli Kit Matrix Report') {
    const rows = await ctx.db
      .select({
        centre: franchisees.companyName,
        className: classes.name,
        children: sql<number>`count(distinct ${kitOrderLines.studentAdmissionId})::int`,
      })
      .from(kitOrderLines)
      .innerJoin(kitOrders, eq(kitOrders.id, kitOrderLines.orderId))
      .innerJoin(classes, eq(classes.id, kitOrderLines.classId))
      .innerJoin(franchisees, eq(franchisees.id, kitOrders.franchiseeId))
      .where(and(w, eq(kitOrders.kitType, 'INTELLI_KIT'), sql`${kitOrders.status} not in ('CANCELLED', 'FAIL')`))
      .groupBy(franchisees.companyName, classes.name);
    const classNames = [...new Set(rows.map((r) => r.className))].sort();
    const centres = [...new Set(rows.map((r) => r.centre))].sort();
    return {
      title: 'Intelli Kit Matrix Report',
      columns: ['Centre', ...classNames],
      rows: centres.map((c) => [
        c,
        ...classNames.map((cl) => rows.find((r) => r.centre === c && r.className === cl)?.children ?? 0),
      ]),
    };
  }
  throw badRequest('Report type must be one of: City Wise, Class Wise, Status Wise, Intelli Kit Matrix Report');
}

/** OPS reports: every kit line (All Kit) or the damaged/missing replacements (Damaged Kit). */
export async function opsReport(ctx: RequestContext, type: string, q: ReportQuery): Promise<Report> {
  if (type !== 'All Kit' && type !== 'Damaged Kit') throw badRequest('Report type must be All Kit or Damaged Kit');
  const rows = await ctx.db
    .select({
      orderNo: kitOrders.orderNo,
      centre: franchisees.companyName,
      kitType: kitOrders.kitType,
      status: kitOrders.status,
      item: kitOrderLines.description,
      quantity: kitOrderLines.quantity,
      reason: kitOrders.reason,
      placed: kitOrders.createdAt,
    })
    .from(kitOrderLines)
    .innerJoin(kitOrders, eq(kitOrders.id, kitOrderLines.orderId))
    .innerJoin(franchisees, eq(franchisees.id, kitOrders.franchiseeId))
    .where(and(where(ctx, q), type === 'Damaged Kit' ? eq(kitOrders.kitType, 'DAMAGED_PRODUCTS_KIT') : undefined))
    .orderBy(kitOrders.id, kitOrderLines.id)
    .limit(10_000);
  return {
    title: type,
    columns: ['Order', 'Centre', 'Kit type', 'Status', 'Item', 'Quantity', 'Reason', 'Placed on'],
    rows: rows.map((r) => [
      r.orderNo,
      r.centre,
      kitLabel(r.kitType),
      orderStatusLabel(r.status),
      r.item,
      r.quantity,
      r.reason,
      indiaDate(r.placed),
    ]),
  };
}

/** order-purchase-report: confirmed goods per product and month, quantity and value with GST. */
export async function purchaseReport(ctx: RequestContext, q: ReportQuery): Promise<Report> {
  const month = sql<string>`to_char(${kitOrders.confirmedAt} at time zone 'Asia/Kolkata', 'YYYY-MM')`;
  const rows = await ctx.db
    .select({
      month,
      sku: products.sku,
      name: products.name,
      quantity: sql<number>`sum(${kitOrderLines.quantity})::int`,
      taxable: sql<number>`sum(${kitOrderLines.taxablePaise})::bigint`,
      total: sql<number>`sum(${kitOrderLines.totalPaise})::bigint`,
    })
    .from(kitOrderLines)
    .innerJoin(kitOrders, eq(kitOrders.id, kitOrderLines.orderId))
    .innerJoin(products, eq(products.id, kitOrderLines.productId))
    .where(and(where(ctx, q), sql`${kitOrders.confirmedAt} is not null`, sql`${kitOrders.status} <> 'CANCELLED'`))
    .groupBy(month, products.sku, products.name)
    .orderBy(month, products.name);
  return {
    title: 'Order purchase report',
    columns: ['Month', 'SKU', 'Product', 'Quantity', 'Taxable (₹)', 'Total with GST (₹)'],
    rows: rows.map((r) => [r.month, r.sku, r.name, r.quantity, rupees(r.taxable), rupees(r.total)]),
  };
}

/** ledger/franchisee-order: each centre's kit orders with what they were charged. */
export async function franchiseeOrderLedger(ctx: RequestContext, q: ReportQuery): Promise<Report> {
  const rows = await ctx.db
    .select({
      orderNo: kitOrders.orderNo,
      invoiceNo: kitOrders.invoiceNo,
      centre: franchisees.companyName,
      kitType: kitOrders.kitType,
      status: kitOrders.status,
      total: kitOrders.totalPaise,
      journal: kitOrders.journalEntryId,
      confirmedAt: kitOrders.confirmedAt,
    })
    .from(kitOrders)
    .innerJoin(franchisees, eq(franchisees.id, kitOrders.franchiseeId))
    .where(and(where(ctx, q), sql`${kitOrders.journalEntryId} is not null`))
    .orderBy(kitOrders.confirmedAt);
  return {
    title: 'Franchisee kit orders',
    columns: ['Order', 'Invoice', 'Centre', 'Kit type', 'Status', 'Charged (₹)', 'Journal entry', 'Confirmed on'],
    rows: rows.map((r) => [
      r.orderNo,
      r.invoiceNo,
      r.centre,
      kitLabel(r.kitType),
      orderStatusLabel(r.status),
      rupees(r.total),
      r.journal,
      r.confirmedAt ? indiaDate(r.confirmedAt) : null,
    ]),
  };
}
