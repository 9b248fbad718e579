import { and, eq, inArray, sql } from 'drizzle-orm';
import { franchiseeFence, type RequestContext } from '@portal/kit';
import { ACCOUNTS, TAGS } from '../../shared/accounts.ts';
import { postJournal } from '../journal/post.service.ts';
import { journalEntries, journalLines, royaltyInvoices } from '../schema.ts';
import { computeRoyalty, splitGst } from './compute.ts';
import { lastDayOf, monthlyCollections } from './collections.ts';
import { termsFor } from './versions.ts';

const noteReference = (invoiceNo: string) => `royalty-credit-note:${invoiceNo}`;

/**
 * Credit notes for issued royalty invoices that counted money outside their fee heads (bus fees once
 * posted as tuition, re-tagged since): each invoice of the months is recomputed from the ledger with
 * the heads it counted, and the royalty and GST it over-charged, less what earlier notes credited, is
 * credited to the centre. Invoices are never edited. An invoice issued under terms that have since
 * changed is left alone: its figures cannot be recomputed from today's terms.
 */
export async function creditOvercountedRoyalty(
  ctx: RequestContext,
  opts: { months: string[]; franchiseeIds?: number[] },
) {
  const invoices = await ctx.db
    .select()
    .from(royaltyInvoices)
    .where(
      and(
        franchiseeFence(ctx, royaltyInvoices.franchiseeId, opts.franchiseeIds),
        inArray(royaltyInvoices.month, opts.months),
        eq(royaltyInvoices.status, 'ISSUED'),
      ),
    );
  if (invoices.length === 0) return 0;
  const terms = await termsFor(ctx.db, [...new Set(invoices.map((i) => i.franchiseeId))]);
  const credited = await creditedSoFar(
    ctx,
    invoices.map((i) => i.invoiceNo),
  );
  let notes = 0;
  for (const invoice of invoices) {
    // The version in force in the invoice's month; one the invoice was not issued under is left alone.
    const t = terms.at(invoice.franchiseeId, invoice.month);
    if (!t || t.model !== invoice.model || t.effectiveFrom > lastDayOf(invoice.month)) continue;
    if (invoice.agreementVersion !== null && invoice.agreementVersion !== t.versionNo) continue;
    const [now] = await monthlyCollections(ctx.db, [invoice.month], [invoice.franchiseeId], invoice.royaltyHeads);
    const due = computeRoyalty(t, now?.collectedPaise ?? 0, now?.studentCount ?? 0).royaltyPaise;
    const excess = invoice.royaltyPaise - due - (credited.get(invoice.invoiceNo) ?? 0);
    if (excess <= 0) continue;
    const gst = splitGst(excess, t.gstRateBp, invoice.igstPaise === 0);
    const gstPaise =
      invoice.cgstPaise + invoice.sgstPaise + invoice.igstPaise === 0 ? 0 : gst.cgst + gst.sgst + gst.igst;
    await postJournal(ctx, {
      franchiseeId: invoice.franchiseeId,
      reference: noteReference(invoice.invoiceNo),
      referenceType: 'credit-note',
      description: `Credit note on royalty invoice ${invoice.invoiceNo}: ${invoice.month} re-counted by fee head`,
      lines: [
        { account: ACCOUNTS.ROYALTY_INCOME, debit: excess, tag: TAGS.ROYALTY },
        ...(gstPaise > 0 ? [{ account: ACCOUNTS.GST_OUTPUT, debit: gstPaise, tag: TAGS.ROYALTY }] : []),
        { account: ACCOUNTS.FRANCHISEE_RECEIVABLE, credit: excess + gstPaise, tag: TAGS.ROYALTY },
      ],
    });
    notes += 1;
  }
  return notes;
}

/** Royalty (without GST) already credited per invoice number by earlier notes. */
async function creditedSoFar(ctx: RequestContext, invoiceNos: string[]) {
  const rows = await ctx.db
    .select({ reference: journalEntries.reference, paise: sql<string>`sum(${journalLines.debit})` })
    .from(journalEntries)
    .innerJoin(journalLines, eq(journalLines.entryId, journalEntries.id))
    .where(
      and(
        inArray(journalEntries.reference, invoiceNos.map(noteReference)),
        eq(journalLines.account, ACCOUNTS.ROYALTY_INCOME),
      ),
    )
    .groupBy(journalEntries.reference);
  return new Map(rows.map((r) => [r.reference.slice('royalty-credit-note:'.length), Number(r.paise)]));
}
