// What the ledger's and royalty's contracts share: their tags, the id and centre inputs, the CSV answer.
import { fileAnswer, recordId } from '@portal/core';
import { z } from 'zod';

export const ledger = ['Ledger'];
export const royalty = ['Royalty'];

export const id = recordId;
export const byId = z.object({ id });
export const byFranchisee = z.object({ franchiseeId: id });
export const centreQuery = z.object({ franchiseeID: id.optional() });
export const rowsOf = <T extends z.ZodType>(row: T) => z.object({ rows: z.array(row) });
export const csv = fileAnswer('text/csv; charset=utf-8', 'The report as CSV');
