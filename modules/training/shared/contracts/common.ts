import { calendarDay, isoDate, recordId } from '@portal/core';
import { z } from 'zod';

export const led = ['Trainer-led training'];
export const self = ['Self-training'];

export const id = recordId;
export const byId = z.object({ id });
const day = isoDate('Date');
export const period = z.object({ fromDate: day.optional(), toDate: day.optional() });
export const rowsOf = <T extends z.ZodType>(row: T) => z.object({ rows: z.array(row) });

/** When a training runs, as every answer about one names it. */
export const window = {
  fromDate: calendarDay,
  toDate: calendarDay,
  fromTime: z.string(),
  toTime: z.string(),
};
