import { sql } from 'drizzle-orm';
import { defineView } from '@portal/kit';
import { LEDGER_MODULES } from '../shared/modules.ts';
import { royaltyInvoices } from './schema.ts';

const columns = {
  id: royaltyInvoices.id,
  franchiseeId: royaltyInvoices.franchiseeId,
  invoiceNo: royaltyInvoices.invoiceNo,
  invoiceDate: royaltyInvoices.invoiceDate,
  financialYear: royaltyInvoices.financialYear,
  month: royaltyInvoices.month,
  model: royaltyInvoices.model,
  collectedPaise: royaltyInvoices.collectedPaise,
  royaltyPaise: royaltyInvoices.royaltyPaise,
  /** GST of the invoice: its central, state and integrated parts. */
  taxPaise: sql<number>`(${royaltyInvoices.cgstPaise} + ${royaltyInvoices.sgstPaise} + ${royaltyInvoices.igstPaise})`,
  totalPaise: royaltyInvoices.totalPaise,
  status: royaltyInvoices.status,
};

/**
 * Royalty invoices as other modules may read them (the royalty report, the dashboard's royalty tile, a centre's
 * figures): these columns, fenced on the invoiced centre.
 */
export const royaltyInvoiceReads = {
  ...defineView({
    name: 'royalty-invoice-reads',
    label: 'Royalty invoice',
    module: LEDGER_MODULES.ROYALTY,
    from: royaltyInvoices,
    columns,
    franchiseeColumn: royaltyInvoices.franchiseeId,
    defaultSort: [{ column: royaltyInvoices.id, dir: 'asc' }],
  }),
  c: columns,
};
