import { figure, serveFigure, showsFigure, type RequestContext } from '@portal/kit';
import { monthPeriod, paiseToRupeesText } from '@portal/core';
import { franchisees } from '@portal/mod-org/server';
import { eq } from 'drizzle-orm';
import {
  GST_EXEMPT,
  GST_CGST,
  GST_FIGURES,
  GST_IGST,
  GST_NIL_EXEMPT,
  GST_SGST,
  GST_TAXABLE,
} from '../../shared/figures.ts';
import type { GstSummaryAnswer } from '../../shared/contracts.ts';
import { gstCentre, gstExempt, gstNilExemptGoods, gstRows, gstTotals, type GstRow } from './summary.service.ts';

/** The GST figures, served by this module's GST service for a centre and a month. */
export function serveGstFigures() {
  serveFigure(GST_EXEMPT, (ctx, s, p) => gstExempt(ctx, s.franchiseeId!, p));
  serveFigure(GST_NIL_EXEMPT, (ctx, s, p) => gstNilExemptGoods(ctx, s.franchiseeId!, p));
  const part =
    (k: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise') =>
    async (ctx: RequestContext, s: { franchiseeId?: number }, p: { from: string; to: string }) => {
      const rows = await gstRows(ctx, s.franchiseeId!, p);
      return rows.reduce((a, r) => a + r[k], 0);
    };
  serveFigure(GST_TAXABLE, part('taxablePaise'));
  serveFigure(GST_CGST, part('cgstPaise'));
  serveFigure(GST_SGST, part('sgstPaise'));
  serveFigure(GST_IGST, part('igstPaise'));
}

/** The GST summary screen (and its CSV) shows every GST figure of a centre's month. */
export function showGstFigures() {
  for (const f of GST_FIGURES)
    showsFigure<GstSummaryAnswer>({
      figure: f,
      shownOn: 'GST summary',
      reader: 'centre',
      scopes: ['centre'],
      url: (s, p) => `/api/gst/summary?franchiseeID=${s.franchiseeId}&month=${p.from.slice(0, 7)}`,
      read: (answer) => {
        const shown = answer.figures.find((x) => x.key === f.key);
        return { value: shown?.value ?? null, label: shown?.label };
      },
    });
}

export interface GstSummaryInput {
  franchiseeID?: number;
  month: string;
  page?: number;
  pageSize?: number;
}

/**
 * A centre's GST summary of a month: the totals asked for by name from the figures (exempt fees, taxable value,
 * CGST, SGST, IGST) and the rows per HSN code and rate, paged.
 */
export async function gstSummary(ctx: RequestContext, input: GstSummaryInput) {
  const franchiseeId = gstCentre(ctx, input.franchiseeID);
  const period = monthPeriod(input.month);
  const [centre] = await ctx.db
    .select({ companyName: franchisees.companyName, code: franchisees.code })
    .from(franchisees)
    .where(eq(franchisees.id, franchiseeId));
  const figures = [];
  for (const f of GST_FIGURES) figures.push(await figure(ctx, f, { franchiseeId }, period));
  const rows = await gstRows(ctx, franchiseeId, period);
  const page = input.page ?? 1;
  const pageSize = input.pageSize ?? 20;
  return {
    franchiseeId,
    centre: centre!.companyName,
    centreCode: centre!.code,
    month: input.month,
    from: period.from,
    to: period.to,
    figures,
    invoices: (await gstTotals(ctx, franchiseeId, period)).invoices,
    rows: rows.slice((page - 1) * pageSize, page * pageSize),
    total: rows.length,
    page,
    pageSize,
  };
}

const rupees = (paise: number | null) => paiseToRupeesText(paise ?? 0);

/** The summary as CSV: a row per HSN code and rate, the exempt fees, and the month's totals from the figures. */
export async function gstSummaryCsv(ctx: RequestContext, input: GstSummaryInput) {
  const s = await gstSummary(ctx, { ...input, page: 1, pageSize: 1_000_000 });
  const value = (key: string) => s.figures.find((f) => f.key === key)!;
  const columns = ['Supply', 'HSN', 'GST rate (%)', 'Invoices', 'Value (₹)', 'CGST (₹)', 'SGST (₹)', 'IGST (₹)'];
  const line = (r: GstRow) => [
    r.supply === 'TAXABLE' ? 'Taxable' : GST_NIL_EXEMPT.label,
    r.hsnCode,
    String(r.gstRateBp / 100),
    String(r.invoices),
    rupees(r.valuePaise),
    rupees(r.cgstPaise),
    rupees(r.sgstPaise),
    rupees(r.igstPaise),
  ];
  const rows = [
    ...s.rows.map(line),
    [value(GST_EXEMPT.key).label, '', '', '', rupees(value(GST_EXEMPT.key).value), '', '', ''],
    [value(GST_NIL_EXEMPT.key).label, '', '', '', rupees(value(GST_NIL_EXEMPT.key).value), '', '', ''],
    [
      'Total',
      '',
      '',
      String(s.invoices),
      rupees(value(GST_TAXABLE.key).value),
      rupees(value(GST_CGST.key).value),
      rupees(value(GST_SGST.key).value),
      rupees(value(GST_IGST.key).value),
    ],
  ];
  return { name: `gst-summary-${s.centreCode}-${s.month}.csv`, columns, rows };
}
