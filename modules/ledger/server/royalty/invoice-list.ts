import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { defineView, viewFilter } from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { royaltyInvoices } from '../schema.ts';
import { royaltyInvoicesViewShape } from '../../shared/views.ts';

/** Royalty invoices issued to the user's centres, latest month first. */
export const royaltyInvoiceView = defineView({
  ...royaltyInvoicesViewShape,
  from: royaltyInvoices,
  joins: [{ table: franchisees, on: eq(franchisees.id, royaltyInvoices.franchiseeId) }],
  columns: {
    id: royaltyInvoices.id,
    franchiseeId: royaltyInvoices.franchiseeId,
    companyName: { column: franchisees.companyName, label: 'Centre' },
    month: { column: royaltyInvoices.month, label: 'Month' },
    invoiceNo: { column: royaltyInvoices.invoiceNo, label: 'Invoice' },
    invoiceDate: { column: royaltyInvoices.invoiceDate, label: 'Invoice date' },
    royaltyPaise: { column: royaltyInvoices.royaltyPaise, label: 'Royalty' },
    totalPaise: { column: royaltyInvoices.totalPaise, label: 'Total' },
    irn: { column: royaltyInvoices.irn, label: 'IRN' },
    einvoiceStatus: { column: royaltyInvoices.einvoiceStatus, label: 'E-invoice', kind: 'enum' },
    einvoiceError: { column: royaltyInvoices.einvoiceError, label: 'E-invoice error' },
    journalEntryId: royaltyInvoices.journalEntryId,
  },
  list: [
    'franchiseeId',
    'companyName',
    'month',
    'invoiceNo',
    'invoiceDate',
    'royaltyPaise',
    'totalPaise',
    'irn',
    'einvoiceStatus',
    'einvoiceError',
    'journalEntryId',
  ],
  franchiseeColumn: royaltyInvoices.franchiseeId,
  filters: {
    month: viewFilter(z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Month must look like 2026-07' }), (v) =>
      eq(royaltyInvoices.month, v),
    ),
    /** The invoice posted as this ledger entry (ledger/franchisee/royalty-invoice/:transactionID). */
    journalEntryId: viewFilter(
      z.coerce.number({ error: 'The entry must be a number' }).int().positive().max(2_147_483_647),
      (v) => eq(royaltyInvoices.journalEntryId, v),
    ),
  },
  defaultSort: [
    { column: royaltyInvoices.month, dir: 'desc' },
    { column: royaltyInvoices.id, dir: 'desc' },
  ],
});
