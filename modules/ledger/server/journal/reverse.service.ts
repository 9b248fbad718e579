import { storedAs } from '@portal/core';
import { eq } from 'drizzle-orm';
import { conflict, mayTouchFranchisee, notFound, type RequestContext } from '@portal/kit';
import { ACCOUNT_NAMES } from '../../shared/accounts.ts';
import { journalEntries, journalLines } from '../schema.ts';
import { postJournal, type PostedJournal } from './post.service.ts';

/**
 * The only way to correct a posted entry: a new entry with every line's sides
 * swapped, pointing at the original. An entry is reversed at most once (a unique
 * index backs this up when two reversals race).
 */
export async function reverseJournal(
  ctx: RequestContext,
  entryId: number,
  reason: string,
  date?: string,
): Promise<PostedJournal> {
  const [entry] = await ctx.db.select().from(journalEntries).where(eq(journalEntries.id, entryId)).for('update');
  if (!entry || !mayTouchFranchisee(ctx, entry.franchiseeId)) throw notFound('Journal entry');
  if (entry.reversesId !== null) throw conflict('A reversal cannot itself be reversed; post a new entry instead');
  const [already] = await ctx.db
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(eq(journalEntries.reversesId, entryId));
  if (already) throw conflict('This entry has already been reversed');
  const lines = await ctx.db.select().from(journalLines).where(eq(journalLines.entryId, entryId));
  return postJournal(ctx, {
    franchiseeId: entry.franchiseeId,
    reference: entry.reference,
    referenceType: 'reversal',
    description: `Reversal of entry ${entryId}: ${reason}`,
    date,
    reversesId: entryId,
    lines: lines.map((l) => ({
      account: storedAs(ACCOUNT_NAMES, l.account),
      debit: l.credit,
      credit: l.debit,
      studentAdmissionId: l.studentAdmissionId,
      tag: l.tag,
      franchiseeId: l.franchiseeId,
    })),
  });
}
