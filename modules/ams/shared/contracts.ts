/**
 * The AMS API as contracts: the hand-written routes (my centres, the public calendar) and the rows of the
 * schedule lists, shared by the server and the screens.
 */
import { calendarDay, defineEndpoint, listRef } from '@portal/core';
import { z } from 'zod';
import { AMS_MODULES as M, VISIT_STATUS } from './constants.ts';

const tags = ['AMS'];

export const visitAnswer = z.object({ id: z.number(), status: z.enum(VISIT_STATUS) });

export const visitRow = z.object({
  id: z.number(),
  franchiseeId: z.number(),
  centre: z.string(),
  managerId: z.number(),
  manager: z.string(),
  zone: z.string(),
  visitDate: calendarDay,
  auditType: z.string(),
  status: z.enum(VISIT_STATUS),
  remark: z.string().nullable(),
});
export type VisitRow = z.input<typeof visitRow>;

/** The visit schedule (every status) and its approved part: one view under two paths. */
export const visitSchedule = listRef<VisitRow>('ams-visits', '/api/amsv1/schedule');
export const approvedSchedule = listRef<VisitRow>('ams-approved-visits', '/api/amsv1/approved-schedule');

export const myCentreRow = z.object({
  franchiseeId: z.number(),
  centre: z.string(),
  category: z.string().nullable(),
  visitsPerCycle: z.number().nullable(),
  lastVisit: calendarDay.nullable(),
  nextVisit: calendarDay.nullable(),
});
export type MyCentreRow = z.input<typeof myCentreRow>;

export const myCentres = defineEndpoint({
  method: 'GET',
  path: '/api/amsv1/myCenters',
  module: M.AMS,
  tags,
  summary: 'myCenters: the centres allocated to the signed-in academic manager, with their last and next visit',
  response: z.object({ manager: z.string().nullable(), rows: z.array(myCentreRow) }),
});

const month = z
  .string({ error: 'Month must be YYYY-MM' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Month must be YYYY-MM' });

export const calendarAnswer = z.object({
  month: z.string(),
  visits: z.array(z.object({ visitDate: calendarDay, centre: z.string(), manager: z.string(), auditType: z.string() })),
  holidays: z.array(z.object({ holidayDate: calendarDay, name: z.string() })),
});
export type AmsCalendar = z.input<typeof calendarAnswer>;

export const amsCalendar = defineEndpoint({
  method: 'GET',
  path: '/api/public/ams-calendar',
  public: true,
  tags,
  summary: 'amsCalender: approved visits and holidays of a month, without sign-in',
  query: z.object({ month }),
  response: calendarAnswer,
});
