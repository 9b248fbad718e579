import { sql } from 'drizzle-orm';
import type { Executor } from '@portal/db';
import { documentCounters } from '../schema.ts';

/**
 * The next number of a document series, without gaps: the counter row is bumped by
 * an upsert that locks it until the caller's transaction ends, so two documents
 * never share a number and a rolled-back document returns its number.
 * `count` reserves a block (the royalty run numbers many invoices at once).
 */
export async function nextDocumentNumber(
  db: Executor,
  franchiseeId: number,
  financialYear: string,
  series: string,
  count = 1,
): Promise<number> {
  const [row] = await db
    .insert(documentCounters)
    .values({ franchiseeId, financialYear, series, lastNo: count })
    .onConflictDoUpdate({
      target: [documentCounters.franchiseeId, documentCounters.financialYear, documentCounters.series],
      set: { lastNo: sql`${documentCounters.lastNo} + ${count}` },
    })
    .returning({ lastNo: documentCounters.lastNo });
  return row.lastNo - count + 1;
}
