import { and, eq, sql } from 'drizzle-orm';
import { kitOrderReads } from '@portal/mod-orders/server';
import { royaltyInvoiceReads } from '@portal/mod-ledger/server';
import { ROYALTY_BASE } from '@portal/mod-ledger/shared';
import { franchisees } from '@portal/mod-org/server';
import { ReportSource, centreRows, countOf, inPeriod, paiseTotals, reportColumns } from './common.ts';

// ---- orders and royalty: a row per order or invoice, its money columns totalled ---------------------------

const order = kitOrderReads.c;

const orderColumns = reportColumns({
  orderNo: { label: 'Order', read: order.orderNo },
  placedOn: { label: 'Placed on', kind: 'date', read: sql<string>`${order.placedOn}::text` },
  centre: { label: 'Centre', read: franchisees.companyName },
  kitType: { label: 'Kit', kind: 'status', read: order.kitType },
  status: { label: 'Status', kind: 'status', read: order.status },
  paymentStatus: { label: 'Payment', kind: 'status', read: order.paymentStatus },
  subtotalPaise: { label: 'Subtotal', kind: 'paise', read: order.subtotalPaise },
  taxPaise: { label: 'Tax', kind: 'paise', read: sql<number>`${order.taxPaise}::float8` },
  totalPaise: { label: 'Total', kind: 'paise', read: order.totalPaise },
});

const placedIn = inPeriod(kitOrderReads, order.placedOn, order.status);

export const orderSource: ReportSource = {
  title: 'Order report',
  columns: orderColumns.columns,
  // The orders placed on an India day of the period, with the status and the kind of kit asked for.
  where: (ctx, q) => and(placedIn(ctx, q), q.kitType ? eq(order.kitType, q.kitType) : undefined),
  count: countOf(kitOrderReads),
  rows: centreRows(kitOrderReads, order, orderColumns),
  totals: paiseTotals(kitOrderReads, { key: 'orders', label: 'Orders' }, orderColumns),
};

const invoice = royaltyInvoiceReads.c;

const royaltyColumns = reportColumns({
  invoiceNo: { label: 'Invoice', read: invoice.invoiceNo },
  invoiceDate: { label: 'Invoice date', kind: 'date', read: invoice.invoiceDate },
  month: { label: 'Month', read: invoice.month },
  centre: { label: 'Centre', read: franchisees.companyName },
  model: { label: 'Model', kind: 'status', read: invoice.model },
  collectedPaise: { label: ROYALTY_BASE.label, kind: 'paise', read: invoice.collectedPaise },
  royaltyPaise: { label: 'Royalty', kind: 'paise', read: invoice.royaltyPaise },
  taxPaise: { label: 'Tax', kind: 'paise', read: sql<number>`${invoice.taxPaise}::float8` },
  totalPaise: { label: 'Total', kind: 'paise', read: invoice.totalPaise },
  status: { label: 'Status', kind: 'status', read: invoice.status },
});

export const royaltySource: ReportSource = {
  title: 'Royalty report',
  columns: royaltyColumns.columns,
  where: inPeriod(royaltyInvoiceReads, invoice.invoiceDate, invoice.status),
  count: countOf(royaltyInvoiceReads),
  rows: centreRows(royaltyInvoiceReads, invoice, royaltyColumns),
  totals: paiseTotals(royaltyInvoiceReads, { key: 'invoices', label: 'Invoices' }, royaltyColumns),
};
