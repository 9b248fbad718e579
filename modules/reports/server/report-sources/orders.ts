import { and, count, eq, sql } from 'drizzle-orm';
import { kitOrderReads } from '@portal/mod-orders/server';
import { royaltyInvoiceReads } from '@portal/mod-ledger/server';
import { ROYALTY_BASE } from '@portal/mod-ledger/shared';
import { franchisees } from '@portal/mod-org/server';
import { fromView, viewFence } from '../owner-views.ts';
import { ReportSource, asReportRows, col, countOf, inIdOrder, inPeriod, sumOf } from './common.ts';

// ---- orders and royalty ----------------------------------------------------------------------------------

const order = kitOrderReads.c;

export const orderSource: ReportSource = {
  title: 'Order report',
  columns: [
    col('orderNo', 'Order'),
    col('placedOn', 'Placed on', 'date'),
    col('centre', 'Centre'),
    col('kitType', 'Kit', 'status'),
    col('status', 'Status', 'status'),
    col('paymentStatus', 'Payment', 'status'),
    col('subtotalPaise', 'Subtotal', 'paise'),
    col('taxPaise', 'Tax', 'paise'),
    col('totalPaise', 'Total', 'paise'),
  ],
  where: (ctx, q) =>
    and(
      viewFence(ctx, kitOrderReads, q.franchisee),
      sql`${order.placedOn} between ${q.from}::date and ${q.to}::date`,
      q.status ? eq(order.status, q.status) : undefined,
      q.kitType ? eq(order.kitType, q.kitType) : undefined,
    ),
  count: countOf(kitOrderReads),
  async rows(ctx, where, _q, page) {
    const rows = await inIdOrder(
      fromView(ctx.db, kitOrderReads, {
        id: order.id,
        orderNo: order.orderNo,
        placedOn: sql<string>`${order.placedOn}::text`,
        centre: franchisees.companyName,
        kitType: order.kitType,
        status: order.status,
        paymentStatus: order.paymentStatus,
        subtotalPaise: order.subtotalPaise,
        taxPaise: sql<number>`${order.taxPaise}::float8`,
        totalPaise: order.totalPaise,
      }).innerJoin(franchisees, eq(franchisees.id, order.franchiseeId)),
      order.id,
      where,
      page,
    );
    return asReportRows(rows);
  },
  async totals(ctx, where) {
    const [r] = await fromView(ctx.db, kitOrderReads, {
      orders: count(),
      subtotal: sumOf(order.subtotalPaise),
      tax: sumOf(order.taxPaise),
      total: sumOf(order.totalPaise),
    }).where(where);
    return [
      { key: 'orders', label: 'Orders', kind: 'count', value: r.orders },
      { key: 'subtotalPaise', label: 'Subtotal', kind: 'paise', value: Number(r.subtotal) },
      { key: 'taxPaise', label: 'Tax', kind: 'paise', value: Number(r.tax) },
      { key: 'totalPaise', label: 'Total', kind: 'paise', value: Number(r.total) },
    ];
  },
};

const invoice = royaltyInvoiceReads.c;

export const royaltySource: ReportSource = {
  title: 'Royalty report',
  columns: [
    col('invoiceNo', 'Invoice'),
    col('invoiceDate', 'Invoice date', 'date'),
    col('month', 'Month'),
    col('centre', 'Centre'),
    col('model', 'Model', 'status'),
    col('collectedPaise', ROYALTY_BASE.label, 'paise'),
    col('royaltyPaise', 'Royalty', 'paise'),
    col('taxPaise', 'Tax', 'paise'),
    col('totalPaise', 'Total', 'paise'),
    col('status', 'Status', 'status'),
  ],
  where: inPeriod(royaltyInvoiceReads, invoice.invoiceDate, invoice.status),
  count: countOf(royaltyInvoiceReads),
  async rows(ctx, where, _q, page) {
    const rows = await inIdOrder(
      fromView(ctx.db, royaltyInvoiceReads, {
        id: invoice.id,
        invoiceNo: invoice.invoiceNo,
        invoiceDate: invoice.invoiceDate,
        month: invoice.month,
        centre: franchisees.companyName,
        model: invoice.model,
        collectedPaise: invoice.collectedPaise,
        royaltyPaise: invoice.royaltyPaise,
        taxPaise: sql<number>`${invoice.taxPaise}::float8`,
        totalPaise: invoice.totalPaise,
        status: invoice.status,
      }).innerJoin(franchisees, eq(franchisees.id, invoice.franchiseeId)),
      invoice.id,
      where,
      page,
    );
    return asReportRows(rows);
  },
  async totals(ctx, where) {
    const [r] = await fromView(ctx.db, royaltyInvoiceReads, {
      invoices: count(),
      collected: sumOf(invoice.collectedPaise),
      royalty: sumOf(invoice.royaltyPaise),
      tax: sumOf(invoice.taxPaise),
      total: sumOf(invoice.totalPaise),
    }).where(where);
    return [
      { key: 'invoices', label: 'Invoices', kind: 'count', value: r.invoices },
      { key: 'collectedPaise', label: ROYALTY_BASE.label, kind: 'paise', value: Number(r.collected) },
      { key: 'royaltyPaise', label: 'Royalty', kind: 'paise', value: Number(r.royalty) },
      { key: 'taxPaise', label: 'Tax', kind: 'paise', value: Number(r.tax) },
      { key: 'totalPaise', label: 'Total', kind: 'paise', value: Number(r.total) },
    ];
  },
};
