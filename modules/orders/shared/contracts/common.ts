import { z } from 'zod';
import { queryId } from '../inputs.ts';

export const tags = ['Kits and orders'];
export const byId = z.object({ id: queryId });
export const rowsOf = <T extends z.ZodType>(row: T) => z.object({ rows: z.array(row) });
export const money = z.number().int();
