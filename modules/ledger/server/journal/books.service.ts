import { and, asc, between, eq, inArray, or, type SQL } from 'drizzle-orm';
import { franchiseeFence, type RequestContext } from '@portal/kit';
import { ACCOUNTS } from '../../shared/accounts.ts';
import { journalEntries, journalLines } from '../schema.ts';

/** One line of a journal entry as the books read it. */
export interface BookLine {
  account: string;
  tag: string | null;
  studentAdmissionId: number | null;
  franchiseeId: number;
  debit: number;
  credit: number;
}

/** One journal entry with its lines. */
export interface BookEntry {
  id: number;
  franchiseeId: number;
  reference: string;
  referenceType: string;
  description: string;
  entryDate: string;
  reversesId: number | null;
  lines: BookLine[];
}

/** The accounts of a centre's franchisee ledger (what it owes head office): head office's books, not the centre's. */
export const FRANCHISEE_LEDGER_ACCOUNTS: readonly string[] = [
  ACCOUNTS.FRANCHISEE_RECEIVABLE,
  ACCOUNTS.HEAD_OFFICE_BANK,
];

/** Whether an entry is on a centre's franchisee ledger (royalty, kit orders, notes, payments to head office). */
export const onFranchiseeLedger = (entry: Pick<BookEntry, 'lines'>): boolean =>
  entry.lines.some((l) => FRANCHISEE_LEDGER_ACCOUNTS.includes(l.account));

/**
 * The journal entries of a period, in date order, each with all its lines: the entries of the given centres
 * (inside the caller's fence) and, with `franchiseeLedgersOfAll`, every centre's franchisee-ledger entries too (head
 * office's own books: what each centre owes it). Entries and lines are never edited, so the same period reads the
 * same entries every time.
 */
export async function bookEntries(
  ctx: RequestContext,
  q: { franchiseeId: number; from: string; to: string; franchiseeLedgersOfAll?: boolean },
): Promise<BookEntry[]> {
  // The centre asked for, refused when it is outside the caller's fence.
  const own = franchiseeFence(ctx, journalEntries.franchiseeId, q.franchiseeId);
  const network: SQL | undefined = q.franchiseeLedgersOfAll
    ? inArray(
        journalEntries.id,
        ctx.db
          .select({ id: journalLines.entryId })
          .from(journalLines)
          .where(
            and(
              inArray(journalLines.account, [...FRANCHISEE_LEDGER_ACCOUNTS]),
              franchiseeFence(ctx, journalLines.franchiseeId),
            ),
          ),
      )
    : undefined;
  const period = and(
    franchiseeFence(ctx, journalEntries.franchiseeId),
    between(journalEntries.entryDate, q.from, q.to),
    network ? or(own, network) : own,
  );
  const entries = await ctx.db
    .select({
      id: journalEntries.id,
      franchiseeId: journalEntries.franchiseeId,
      reference: journalEntries.reference,
      referenceType: journalEntries.referenceType,
      description: journalEntries.description,
      entryDate: journalEntries.entryDate,
      reversesId: journalEntries.reversesId,
    })
    .from(journalEntries)
    .where(period)
    .orderBy(asc(journalEntries.entryDate), asc(journalEntries.id));
  if (entries.length === 0) return [];
  const lines = await ctx.db
    .select({
      entryId: journalLines.entryId,
      account: journalLines.account,
      tag: journalLines.tag,
      studentAdmissionId: journalLines.studentAdmissionId,
      franchiseeId: journalLines.franchiseeId,
      debit: journalLines.debit,
      credit: journalLines.credit,
    })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(period)
    .orderBy(asc(journalLines.id));
  const byEntry = new Map<number, BookLine[]>();
  for (const { entryId, ...line } of lines) {
    const list = byEntry.get(entryId) ?? [];
    list.push({ ...line, debit: Number(line.debit), credit: Number(line.credit) });
    byEntry.set(entryId, list);
  }
  return entries.map((e) => ({ ...e, lines: byEntry.get(e.id) ?? [] }));
}
