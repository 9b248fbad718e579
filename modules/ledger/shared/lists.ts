/**
 * The paged lists (declared views) the ledger screens read, with the rows they answer. The server's views
 * answer through schemas generated from their columns; these describe the same rows for the screens, and
 * a test parses every list's answer with them so the two cannot drift apart.
 */
import { listRef, pageOf } from '@portal/core';
import { z } from 'zod';
import {
  ledgerCentrePaymentsViewShape,
  ledgerKitChargesViewShape,
  ledgerNodalLinesViewShape,
  royaltyInvoicesViewShape,
} from './views.ts';

export const journalLineRow = z.object({
  id: z.number(),
  entryDate: z.string(),
  companyName: z.string(),
  reference: z.string(),
  description: z.string(),
  debitPaise: z.number(),
  creditPaise: z.number(),
  reversesId: z.number().nullable(),
  franchiseeId: z.number().optional(),
  entryId: z.number().optional(),
});
export type JournalLineRow = z.infer<typeof journalLineRow>;
export const journalLinePage = pageOf(journalLineRow);

export const royaltyInvoiceListRow = z.object({
  id: z.number(),
  franchiseeId: z.number(),
  companyName: z.string(),
  month: z.string(),
  invoiceNo: z.string(),
  invoiceDate: z.string(),
  royaltyPaise: z.number(),
  totalPaise: z.number(),
  irn: z.string().nullable(),
  einvoiceStatus: z.string(),
  einvoiceError: z.string().nullable(),
  journalEntryId: z.number().nullable(),
});
export type RoyaltyInvoiceListRow = z.infer<typeof royaltyInvoiceListRow>;
export const royaltyInvoicePage = pageOf(royaltyInvoiceListRow);

/** Paths of the lists: each answers a page, and its export at `<path>/export`. */
export const LEDGER_LISTS = {
  kitCharges: listRef<JournalLineRow>(ledgerKitChargesViewShape, '/api/ledger/kit-order-charges'),
  centrePayments: listRef<JournalLineRow>(ledgerCentrePaymentsViewShape, '/api/ledger/centre-payments'),
  nodalLines: listRef<JournalLineRow>(ledgerNodalLinesViewShape, '/api/ledger/nodal-lines'),
  royaltyInvoices: listRef<RoyaltyInvoiceListRow>(royaltyInvoicesViewShape, '/api/royalty/invoices'),
};
