import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineView, everyoneGranted, nestedRows, viewFilter } from '@portal/kit';
import { journalEntries, journalLines } from '../schema.ts';
import { ledgerEntriesViewShape } from '../../shared/views.ts';

/** Recent journal entries with their lines (newest first), inside the user's fence. */
export const journalEntryView = defineView({
  ...ledgerEntriesViewShape,
  from: journalEntries,
  columns: {
    ...getTableColumns(journalEntries),
    lines: {
      column: nestedRows(
        getTableColumns(journalLines),
        sql`${journalLines}`,
        eq(journalLines.entryId, journalEntries.id),
        asc(journalLines.id),
      ),
      kind: 'json',
      schema: z.array(z.record(z.string(), z.unknown())),
    },
  },
  franchiseeColumn: journalEntries.franchiseeId,
  // An entry names only the staff member who posted it, at work: the ledger's grants say who reads the books.
  audience: { everyRow: [everyoneGranted] },
  filters: { reference: viewFilter(z.string().max(100), (v) => eq(journalEntries.reference, v)) },
  defaultSort: [{ column: journalEntries.id, dir: 'desc' }],
});
