import type { CentreCalendarEvent } from '@portal/mod-communication/web/calendar';

/** The days as the month view draws them: a closure's title says it is a holiday, in the reader's language. */
export const shownEvents = (
  events: readonly CentreCalendarEvent[] | undefined,
  holiday: (title: string) => string,
): CentreCalendarEvent[] =>
  (events ?? []).map((e) => ({
    id: e.id,
    title: e.isHoliday ? holiday(e.title) : e.title,
    startDate: e.startDate,
    endDate: e.endDate,
    isHoliday: e.isHoliday,
  }));
