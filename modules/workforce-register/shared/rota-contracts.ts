/** The rota's hand-written routes: a week with its room-hours below ratio, publishing it, and one's own shifts. */
import { calendarDay, defineEndpoint, recordId, timestamp } from '@portal/core';
import { z } from 'zod';
import { ROTA_MODULES as M, ROTA_STATUSES } from './constants.ts';

export const NOT_A_MONDAY = 'A rota week starts on a Monday';

const tags = ['Staff rota'];

export const weekInput = z.object({
  franchiseeId: recordId,
  /** A Monday (checked once the centre is known to be the user's). */
  weekStart: calendarDay,
});

export const roomHourGap = z.object({
  classId: z.number(),
  className: z.string(),
  day: calendarDay,
  hour: z.number(),
  children: z.number(),
  eligibleStaff: z.number(),
  staffNeeded: z.number(),
  notCounted: z.array(z.string()),
  /** The room-hour and what it lacks, in words. */
  words: z.string(),
});

export const rotaWeekAnswer = z.object({
  /** Null until the week's first shift drafts it. */
  id: z.number().nullable(),
  franchiseeId: z.number(),
  weekStart: calendarDay,
  status: z.enum(ROTA_STATUSES),
  publishedAt: timestamp.nullable(),
  gaps: z.array(roomHourGap),
});

export const rotaWeek = defineEndpoint({
  method: 'GET',
  path: '/api/rota/week',
  module: M.ROTA,
  tags,
  summary: "A centre's rota for a week (drafted if new) with every room-hour below ratio",
  query: weekInput,
  response: rotaWeekAnswer,
});

export const publishRota = defineEndpoint({
  method: 'POST',
  path: '/api/rota/week/publish',
  module: M.ROTA,
  tags,
  summary: 'Publishes a week’s rota to its staff; refused while any room-hour is below ratio',
  body: weekInput,
  response: rotaWeekAnswer,
});

export const myShift = z.object({
  id: z.number(),
  day: calendarDay,
  className: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
});

export const myShifts = defineEndpoint({
  method: 'GET',
  path: '/api/rota/my-shifts',
  module: M.MY_SHIFTS,
  tags,
  summary: 'The signed-in staff member’s shifts of published rotas, from today for four weeks',
  response: z.object({ rows: z.array(myShift) }),
});
