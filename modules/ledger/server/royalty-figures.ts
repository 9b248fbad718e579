import { and, eq, lte, sql } from 'drizzle-orm';
import { addDays, figurePercent, todayInIndia } from '@portal/core';
import { franchiseeFence, serveFigure } from '@portal/kit';
import { ACCOUNTS } from '../shared/accounts.ts';
import { ROYALTY_DAYS_TO_PAY, ROYALTY_PAID_ON_TIME } from '../shared/figures.ts';
import { royaltyInvoices } from './schema.ts';

/**
 * Royalty paid on time, from the franchisee ledger: an invoice is settled on time when the credits to the centre's
 * receivable dated by its last day to pay cover every debit posted up to and including the invoice's own entry
 * (oldest first, so an older unpaid kit order makes this royalty late too).
 */
export function serveRoyaltyPaidFigures() {
  serveFigure(ROYALTY_PAID_ON_TIME, async (ctx, s, p) => {
    const today = todayInIndia();
    // Written out with aliases: the sums are correlated with the invoice row of the outer statement.
    const rows = await ctx.db
      .select({
        owed: sql<string>`(select coalesce(sum(l.debit), 0) from journal_lines l
          where l.account = ${ACCOUNTS.FRANCHISEE_RECEIVABLE} and l.franchisee_id = royalty_invoices.franchisee_id
            and l.entry_id <= royalty_invoices.journal_entry_id)`,
        paid: sql<string>`(select coalesce(sum(l.credit), 0) from journal_lines l
          join journal_entries e on e.id = l.entry_id
          where l.account = ${ACCOUNTS.FRANCHISEE_RECEIVABLE} and l.franchisee_id = royalty_invoices.franchisee_id
            and e.entry_date <= royalty_invoices.invoice_date + ${ROYALTY_DAYS_TO_PAY}::int)`,
      })
      .from(royaltyInvoices)
      .where(
        and(
          franchiseeFence(ctx, royaltyInvoices.franchiseeId, s.franchiseeId),
          eq(royaltyInvoices.month, p.from.slice(0, 7)),
          lte(royaltyInvoices.invoiceDate, addDays(today, -ROYALTY_DAYS_TO_PAY - 1)),
        ),
      );
    const onTime = rows.filter((r) => Number(r.paid) >= Number(r.owed)).length;
    return figurePercent(onTime, rows.length);
  });
}
