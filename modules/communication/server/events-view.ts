import { eq, gte, lte } from 'drizzle-orm';
import { z } from 'zod';
import { isoDate } from '@portal/core';
import { defineView, viewFilter } from '@portal/kit';
import { calendarEvents } from './schema.ts';
import { centreEventsViewShape } from '../shared/views.ts';

/**
 * A centre's calendar events as a declared view: other modules read them through it (the academic
 * calendar takes the days marked as holidays) with the franchisee fence the view applies, and
 * `/api/eventcalendar/events` answers it. `from`/`to` keep the events that touch those days.
 */
export const centreEventsView = defineView({
  ...centreEventsViewShape,
  from: calendarEvents,
  franchiseeColumn: calendarEvents.franchiseeId,
  columns: {
    id: calendarEvents.id,
    franchiseeId: calendarEvents.franchiseeId,
    title: { column: calendarEvents.title, label: 'Title' },
    eventType: { column: calendarEvents.eventType, label: 'Type', kind: 'enum' },
    startDate: { column: calendarEvents.startDate, label: 'Starts' },
    endDate: { column: calendarEvents.endDate, label: 'Ends' },
    isHoliday: { column: calendarEvents.isHoliday, label: 'Holiday' },
  },
  filters: {
    from: viewFilter(isoDate('From'), (day: string) => gte(calendarEvents.endDate, day)),
    to: viewFilter(isoDate('To'), (day: string) => lte(calendarEvents.startDate, day)),
    holiday: viewFilter(
      z.enum(['true', 'false'], { error: "Holiday must be 'true' or 'false'" }).transform((v) => v === 'true'),
      (value: boolean) => eq(calendarEvents.isHoliday, value),
    ),
  },
  search: { columns: [calendarEvents.title] },
  defaultSort: [
    { column: calendarEvents.startDate, dir: 'asc' },
    { column: calendarEvents.id, dir: 'asc' },
  ],
  pageSize: { default: 200, max: 500 },
});
