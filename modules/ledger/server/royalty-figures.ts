import { and, eq, lte, sql } from 'drizzle-orm';
import { addDays, figurePercent, todayInIndia } from '@portal/core';
import { franchiseeFence, serveFigure } from '@portal/kit';
import { ACCOUNTS } from '../shared/accounts.ts';
import { ROYALTY_DAYS_TO_PAY, ROYALTY_PAID_ON_TIME } from '../shared/figures.ts';
import { journalEntries, journalLines, royaltyInvoices } from './schema.ts';

/**
 * Royalty paid on time, from the franchisee ledger: an invoice is settled on time when the credits to the centre's
 * receivable dated by its last day to pay cover every debit posted up to and including the invoice's own entry
 * (oldest first, so an older unpaid kit order makes this royalty late too).
 */
export function serveRoyaltyPaidFigures() {
  serveFigure(ROYALTY_PAID_ON_TIME, async (ctx, s, p) => {
    const today = todayInIndia();
    const receivable = sql`${journalLines.account} = ${ACCOUNTS.FRANCHISEE_RECEIVABLE}
      and ${journalLines.franchiseeId} = ${royaltyInvoices.franchiseeId}`;
    const dueDay = sql`(${royaltyInvoices.invoiceDate} + ${ROYALTY_DAYS_TO_PAY}::int)`;
    const rows = await ctx.db
      .select({
        owed: sql<string>`(select coalesce(sum(${journalLines.debit}), 0) from ${journalLines}
          where ${receivable} and ${journalLines.entryId} <= ${royaltyInvoices.journalEntryId})`,
        paid: sql<string>`(select coalesce(sum(${journalLines.credit}), 0) from ${journalLines}
          join ${journalEntries} on ${journalEntries.id} = ${journalLines.entryId}
          where ${receivable} and ${journalEntries.entryDate} <= ${dueDay})`,
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
