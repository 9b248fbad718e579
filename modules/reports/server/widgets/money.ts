// Money: fees collected and overdue (from the money service), royalty invoiced.
import { and, eq, sql } from 'drizzle-orm';
import { financialYear } from '@portal/core';
import type { RequestContext } from '@portal/kit';
import {
  collectedCondition,
  collectedPayments,
  collectedTotal,
  overdueInstallments,
  overdueTotal,
  type CollectedQuery,
} from '@portal/mod-finance/server';
import { royaltyInvoiceReads } from '@portal/mod-ledger/server';
import { franchisees } from '@portal/mod-org/server';
import { type Filters, type WidgetQuery, ROW_LIMIT, col, num } from './query.ts';
import { fromView, viewFence } from '../owner-views.ts';

// Fees
/** The day before a YYYY-MM-DD day. */
const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** The month's collections, as the money service counts them. */
const monthCollected = (f: Filters): CollectedQuery => ({
  franchiseeIds: f.franchiseeId,
  from: f.monthStart,
  to: dayBefore(f.nextMonth),
});

export const feesCollected: WidgetQuery = {
  async figure(ctx, f) {
    return { value: await collectedTotal(ctx, monthCollected(f)), series: [] };
  },
  async rows(ctx, f) {
    const rows = await collectedPayments(ctx, collectedCondition(ctx, monthCollected(f)), { limit: ROW_LIMIT });
    return {
      columns: [
        col('receiptNo', 'Receipt'),
        col('payerName', 'Paid by'),
        col('feeHeadName', 'For'),
        col('mode', 'Mode', 'status'),
        col('amountPaise', 'Amount', 'paise'),
        col('confirmedOn', 'Confirmed on', 'date'),
      ],
      rows: rows.map(({ receiptNo, payerName, feeHeadName, mode, amountPaise, confirmedOn }) => ({
        ...{ receiptNo, payerName, feeHeadName, mode, amountPaise, confirmedOn },
      })),
    };
  },
};

export const feesOverdue: WidgetQuery = {
  async figure(ctx, f) {
    return { value: await overdueTotal(ctx, { franchiseeIds: f.franchiseeId, before: f.date }), series: [] };
  },
  async rows(ctx, f) {
    const rows = await overdueInstallments(ctx, { franchiseeIds: f.franchiseeId, before: f.date }, ROW_LIMIT);
    return {
      columns: [
        col('student', 'Student'),
        col('instalment', 'Instalment'),
        col('dueDate', 'Due date', 'date'),
        col('outstandingPaise', 'Outstanding', 'paise'),
      ],
      rows: rows.map((r) => ({
        student: r.student,
        instalment: r.label,
        dueDate: r.dueDate,
        outstandingPaise: r.outstandingPaise,
      })),
    };
  },
};

// Royalty: the ledger's invoices, as it lets others read them
const royaltyInvoices = royaltyInvoiceReads.c;

const royaltyWhere = (ctx: RequestContext, f: Filters) =>
  and(viewFence(ctx, royaltyInvoiceReads, f.franchiseeId), eq(royaltyInvoices.financialYear, financialYear(f.date)));

export const royaltyInvoiced: WidgetQuery = {
  async figure(ctx, f) {
    const rows = await fromView(ctx.db, royaltyInvoiceReads, {
      status: royaltyInvoices.status,
      total: sql<string>`sum(${royaltyInvoices.totalPaise})`,
    })
      .where(royaltyWhere(ctx, f))
      .groupBy(royaltyInvoices.status)
      .orderBy(royaltyInvoices.status);
    return {
      value: rows.reduce((s, r) => s + num(r.total), 0),
      series: rows.map((r) => ({ key: r.status, label: r.status, value: num(r.total) })),
    };
  },
  async rows(ctx, f, series) {
    const rows = await fromView(ctx.db, royaltyInvoiceReads, {
      invoiceNo: royaltyInvoices.invoiceNo,
      centre: franchisees.companyName,
      month: royaltyInvoices.month,
      status: royaltyInvoices.status,
      totalPaise: royaltyInvoices.totalPaise,
    })
      .innerJoin(franchisees, eq(franchisees.id, royaltyInvoices.franchiseeId))
      .where(and(royaltyWhere(ctx, f), series ? eq(royaltyInvoices.status, series) : undefined))
      .orderBy(royaltyInvoices.month, royaltyInvoices.id)
      .limit(ROW_LIMIT);
    return {
      columns: [
        col('invoiceNo', 'Invoice'),
        col('centre', 'Centre'),
        col('month', 'Month'),
        col('status', 'Status', 'status'),
        col('totalPaise', 'Total', 'paise'),
      ],
      rows,
    };
  },
};
