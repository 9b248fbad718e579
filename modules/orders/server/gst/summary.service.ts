import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

import { assertFranchisee, badRequest, defaultFranchisee, requireUser, type RequestContext } from '@portal/kit';
import { collectedTotal } from '@portal/mod-finance/server';
import { franchisees } from '@portal/mod-org/server';
import { TAGS } from '@portal/mod-ledger/shared';
import { familySaleLines, familySales, kitOrderLines, kitOrders } from '../schema.ts';
import { supplyOf, type Supply } from './supply.ts';

/** India days `from` to `to`, both ends included (a month, as figures ask for it). */
export interface GstPeriod {
  from: string;
  to: string;
}

/**
 * One HSN code at one rate: how many invoices carry it, the value of its goods and, when it is taxed, their taxable
 * value and tax (a 0 % row is a nil-rated or exempt supply: its value is never taxable).
 */
export interface GstRow {
  hsnCode: string;
  gstRateBp: number;
  supply: Supply;
  invoices: number;
  valuePaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface GstTotals {
  exemptPaise: number;
  nilExemptGoodsPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  invoices: number;
}

const indiaDay = (column: PgColumn) => sql`(${column} at time zone 'Asia/Kolkata')::date`;
const sum = (column: PgColumn) => sql<string>`coalesce(sum(${column}), 0)`;
/** A line's value before GST, whatever its kind: its total less its tax. */
const value = (t: { totalPaise: PgColumn; cgstPaise: PgColumn; sgstPaise: PgColumn; igstPaise: PgColumn }) =>
  sql<string>`coalesce(sum(${t.totalPaise} - ${t.cgstPaise} - ${t.sgstPaise} - ${t.igstPaise}), 0)`;

/** The centre a summary is for: the one asked for (inside the fence) or the user's own. */
export function gstCentre(ctx: RequestContext, requested?: number): number {
  requireUser(ctx);
  const id = requested ?? defaultFranchisee(ctx);
  if (id === null) throw badRequest('Choose the centre', { franchiseeID: 'Centre is required' });
  assertFranchisee(ctx, id, 'Centre');
  return id;
}

/**
 * What a centre sold with GST in a period, per HSN code and rate, from its tax invoices: its sales to families
 * (dated the sale's day) and, for head office (the corporate centre), the kit invoices to centres (dated the
 * confirmation's India day; an order cancelled after confirmation leaves the summary). Each invoice's lines are
 * summed as they are (GST rounded per line), so the summary equals the sum of the period's invoices.
 */
export async function gstRows(ctx: RequestContext, franchiseeId: number, period: GstPeriod): Promise<GstRow[]> {
  assertFranchisee(ctx, franchiseeId, 'Centre');
  const families = await ctx.db
    .select({
      hsnCode: familySaleLines.hsnCode,
      gstRateBp: familySaleLines.gstRateBp,
      invoices: sql<number>`count(distinct ${familySaleLines.saleId})::int`,
      valuePaise: value(familySaleLines),
      cgstPaise: sum(familySaleLines.cgstPaise),
      sgstPaise: sum(familySaleLines.sgstPaise),
      igstPaise: sum(familySaleLines.igstPaise),
    })
    .from(familySaleLines)
    .innerJoin(familySales, eq(familySales.id, familySaleLines.saleId))
    .where(
      and(
        eq(familySales.franchiseeId, franchiseeId),
        sql`${familySales.saleDate} between ${period.from}::date and ${period.to}::date`,
      ),
    )
    .groupBy(familySaleLines.hsnCode, familySaleLines.gstRateBp);
  const [centre] = await ctx.db
    .select({ isCorporate: franchisees.isCorporate })
    .from(franchisees)
    .where(eq(franchisees.id, franchiseeId));
  const kits = centre?.isCorporate
    ? await ctx.db
        .select({
          hsnCode: kitOrderLines.hsnCode,
          gstRateBp: kitOrderLines.gstRateBp,
          invoices: sql<number>`count(distinct ${kitOrderLines.orderId})::int`,
          valuePaise: value(kitOrderLines),
          cgstPaise: sum(kitOrderLines.cgstPaise),
          sgstPaise: sum(kitOrderLines.sgstPaise),
          igstPaise: sum(kitOrderLines.igstPaise),
        })
        .from(kitOrderLines)
        .innerJoin(kitOrders, eq(kitOrders.id, kitOrderLines.orderId))
        .where(
          and(
            isNotNull(kitOrders.invoiceNo),
            ne(kitOrders.status, 'CANCELLED'),
            sql`${indiaDay(kitOrders.confirmedAt)} between ${period.from}::date and ${period.to}::date`,
          ),
        )
        .groupBy(kitOrderLines.hsnCode, kitOrderLines.gstRateBp)
    : [];
  const rows = new Map<string, GstRow>();
  for (const r of [...families, ...kits]) {
    const key = `${r.hsnCode}|${r.gstRateBp}`;
    const row = rows.get(key) ?? {
      hsnCode: r.hsnCode,
      gstRateBp: r.gstRateBp,
      supply: supplyOf(r.gstRateBp),
      invoices: 0,
      valuePaise: 0,
      taxablePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
    };
    row.invoices += Number(r.invoices);
    row.valuePaise += Number(r.valuePaise);
    if (row.supply === 'TAXABLE') row.taxablePaise += Number(r.valuePaise);
    row.cgstPaise += Number(r.cgstPaise);
    row.sgstPaise += Number(r.sgstPaise);
    row.igstPaise += Number(r.igstPaise);
    rows.set(key, row);
  }
  return [...rows.values()]
    .filter((r) => r.valuePaise !== 0 || r.invoices > 0)
    .sort(
      (a, b) =>
        (a.supply === b.supply ? 0 : a.supply === 'TAXABLE' ? -1 : 1) ||
        a.hsnCode.localeCompare(b.hsnCode) ||
        a.gstRateBp - b.gstRateBp,
    );
}

/** The value of the nil-rated and exempt goods (0 %) on the period's invoices: apart from the taxable value. */
export async function gstNilExemptGoods(ctx: RequestContext, franchiseeId: number, period: GstPeriod) {
  const rows = await gstRows(ctx, franchiseeId, period);
  return rows.filter((r) => r.supply === 'NIL_EXEMPT').reduce((a, r) => a + r.valuePaise, 0);
}

/**
 * Exempt supplies of a period: the fees collected (finance's money service: payments confirmed in the period
 * less refunds made in it) on every head but Kit and uniform, whose goods are taxed on their own invoices.
 */
export async function gstExempt(ctx: RequestContext, franchiseeId: number, period: GstPeriod): Promise<number> {
  assertFranchisee(ctx, franchiseeId, 'Centre');
  const all = await collectedTotal(ctx, { franchiseeIds: franchiseeId, ...period });
  const goods = await collectedTotal(ctx, { franchiseeIds: franchiseeId, feeHeads: [TAGS.KIT], ...period });
  return all - goods;
}

/** The period's totals: exempt fees, taxable value and each tax, and how many invoices. */
export async function gstTotals(ctx: RequestContext, franchiseeId: number, period: GstPeriod): Promise<GstTotals> {
  const rows = await gstRows(ctx, franchiseeId, period);
  const add = (k: keyof GstRow) => rows.reduce((a, r) => a + Number(r[k]), 0);
  return {
    exemptPaise: await gstExempt(ctx, franchiseeId, period),
    nilExemptGoodsPaise: rows.filter((r) => r.supply === 'NIL_EXEMPT').reduce((a, r) => a + r.valuePaise, 0),
    taxablePaise: add('taxablePaise'),
    cgstPaise: add('cgstPaise'),
    sgstPaise: add('sgstPaise'),
    igstPaise: add('igstPaise'),
    invoices: await invoiceCount(ctx, franchiseeId, period),
  };
}

/** How many tax invoices the centre issued in the period (an invoice with lines at two rates counts once). */
async function invoiceCount(ctx: RequestContext, franchiseeId: number, period: GstPeriod): Promise<number> {
  const [families] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(familySales)
    .where(
      and(
        eq(familySales.franchiseeId, franchiseeId),
        sql`${familySales.saleDate} between ${period.from}::date and ${period.to}::date`,
      ),
    );
  const [centre] = await ctx.db
    .select({ isCorporate: franchisees.isCorporate })
    .from(franchisees)
    .where(eq(franchisees.id, franchiseeId));
  if (!centre?.isCorporate) return families!.n;
  const [kits] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(kitOrders)
    .where(
      and(
        isNotNull(kitOrders.invoiceNo),
        ne(kitOrders.status, 'CANCELLED'),
        sql`${indiaDay(kitOrders.confirmedAt)} between ${period.from}::date and ${period.to}::date`,
      ),
    );
  return families!.n + kits!.n;
}
