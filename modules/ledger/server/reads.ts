import { and, eq, sql } from 'drizzle-orm';
import { defineView, franchiseeFence, type RequestContext } from '@portal/kit';
import type { Account } from '../shared/accounts.ts';
import { journalLines, royaltyInvoices } from './schema.ts';
import { royaltyInvoiceReadsViewShape } from '../shared/views.ts';

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
    ...royaltyInvoiceReadsViewShape,
    from: royaltyInvoices,
    columns,
    franchiseeColumn: royaltyInvoices.franchiseeId,
    defaultSort: [{ column: royaltyInvoices.id, dir: 'asc' }],
  }),
  c: columns,
};

/**
 * The balance (debits less credits, in paise) of one account over the centres the user sees, narrowed to
 * `franchiseeId` when given (another centre's is a 404): what the centres owe head office, for one.
 */
export async function accountBalanceInFence(ctx: RequestContext, account: Account, franchiseeId?: number | null) {
  const [row] = await ctx.db
    .select({ balance: sql<string>`coalesce(sum(${journalLines.debit} - ${journalLines.credit}), 0)` })
    .from(journalLines)
    .where(and(franchiseeFence(ctx, journalLines.franchiseeId, franchiseeId), eq(journalLines.account, account)));
  return row.balance;
}
