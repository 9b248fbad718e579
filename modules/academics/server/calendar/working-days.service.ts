import { and, asc, gte, inArray, lte } from 'drizzle-orm';
import { z } from 'zod';
import { addDays, todayInIndia } from '@portal/core';
import { fenceKey, isReadingContext, keptRead, listView, loadRecord, readOnce, type RequestContext } from '@portal/kit';
import { centreEventsView } from '@portal/mod-communication/server';
import type { CalendarEntry, CalendarSummary } from '../../shared/calendar.ts';
import { academicCalendarDays, academicCalendars } from '../schema.ts';
import { academicCalendarResource } from './resources.ts';

type Calendar = typeof academicCalendars.$inferSelect;

/** An event as the view answers it; the view's rows are untyped, so each is read through this schema. */
const centreEvent = z.object({
  id: z.number(),
  title: z.string(),
  eventType: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  isHoliday: z.boolean(),
});
export type CentreEvent = z.infer<typeof centreEvent>;

/** An event with its centre, as a read over many centres answers it. */
const centreEventOf = centreEvent.extend({ franchiseeId: z.number() });

/**
 * A centre's events touching [from, to], read through the communication module's declared view (the
 * view applies the franchisee fence; the centre asked for must be inside it).
 */
export async function centreEvents(
  ctx: RequestContext,
  franchiseeId: number,
  from: string,
  to: string,
): Promise<CentreEvent[]> {
  const kept = await keptCalendarRows(ctx, franchiseeId, from, to);
  return kept ? kept.events : loadCentreEvents(ctx, franchiseeId, from, to);
}

async function loadCentreEvents(ctx: RequestContext, franchiseeId: number | undefined, from: string, to: string) {
  const out: z.infer<typeof centreEventOf>[] = [];
  const query = { franchiseeID: franchiseeId, from, to };
  for (let page = 1; ; page++) {
    const result = await listView(ctx, centreEventsView, { ...query, page, pageSize: 500 });
    out.push(...centreEventOf.array().parse(result.rows));
    if (out.length >= result.count || result.rows.length === 0) break;
  }
  return out;
}

/** ISO weekday of a YYYY-MM-DD: 1 Monday … 7 Sunday. */
export function weekday(day: string): number {
  const d = new Date(`${day}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

/** Every day of an all-day event that falls within [from, to]. */
function daysOf(start: string, end: string, from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = start < from ? from : start; d <= end && d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

interface CalendarRows {
  calendars: Calendar[];
  days: (typeof academicCalendarDays.$inferSelect)[];
  events: CentreEvent[];
}

/** The rows a centre's calendar is made of over [from, to]: its academic calendars, their days and its events. */
async function loadCalendarRows(ctx: RequestContext, franchiseeId: number, from: string, to: string) {
  return (await loadCalendarRowsOf(ctx, [franchiseeId], from, to)).get(franchiseeId)!;
}

/**
 * The rows of many centres' calendars over [from, to] in three reads, however many centres (a network's figures
 * count every centre's working days): the same rows `loadCalendarRows` reads for each.
 */
async function loadCalendarRowsOf(
  ctx: RequestContext,
  franchiseeIds: readonly number[],
  from: string,
  to: string,
): Promise<Map<number, CalendarRows>> {
  const out = new Map<number, CalendarRows>(franchiseeIds.map((id) => [id, { calendars: [], days: [], events: [] }]));
  if (out.size === 0) return out;
  const calendars = await ctx.db
    .select()
    .from(academicCalendars)
    .where(
      and(
        // fence-usage: the centres the caller has already fenced (a child's centre, the reader's centres)
        inArray(academicCalendars.franchiseeId, [...out.keys()]),
        lte(academicCalendars.startDate, to),
        gte(academicCalendars.endDate, from),
      ),
    )
    .orderBy(asc(academicCalendars.startDate));
  for (const c of calendars) out.get(c.franchiseeId)!.calendars.push(c);
  const withCalendars = [...new Set(calendars.map((c) => c.franchiseeId))];
  const days = withCalendars.length
    ? await ctx.db
        .select()
        .from(academicCalendarDays)
        .where(
          and(
            // fence-usage: the centres above that have a calendar
            inArray(academicCalendarDays.franchiseeId, withCalendars),
            gte(academicCalendarDays.date, from),
            lte(academicCalendarDays.date, to),
          ),
        )
        .orderBy(asc(academicCalendarDays.date))
    : [];
  for (const d of days) out.get(d.franchiseeId)!.days.push(d);
  // Every centre's events the reader may see, one paged read; a centre's own are those that name it.
  const single = out.size === 1 ? [...out.keys()][0] : undefined;
  for (const e of await loadCentreEvents(ctx, single, from, to)) out.get(e.franchiseeId)?.events.push(e);
  return out;
}

/** How far around today a page's reading keeps a centre's calendar (a year back and ahead, and a month). */
const KEPT_DAYS = 400;

/**
 * A page that reads a centre's calendar several times (the parent's home asks for the month's attendance, the next
 * month's working days and the coming events) reads it once: in a reading context the rows of the 400 days around
 * today are loaded once, and each range inside them is answered from them. Null elsewhere: the caller reads.
 */
async function keptCalendarRows(
  ctx: RequestContext,
  franchiseeId: number,
  from: string,
  to: string,
): Promise<CalendarRows | null> {
  const today = todayInIndia();
  const [first, last] = [addDays(today, -KEPT_DAYS), addDays(today, KEPT_DAYS)];
  if (!isReadingContext(ctx) || from < first || to > last) return null;
  const kept = await readOnce(ctx, `academics:calendar:${franchiseeId}`, () =>
    loadCalendarRows(ctx, franchiseeId, first, last),
  );
  return {
    calendars: kept.calendars.filter((c) => c.startDate <= to && c.endDate >= from),
    days: kept.days.filter((d) => d.date >= from && d.date <= to),
    events: kept.events.filter((e) => e.startDate <= to && e.endDate >= from),
  };
}

/**
 * Working days of a centre between two days (both included), with the holidays and events behind
 * them. A day is a working day when it lies within one of the centre's academic calendars, is a
 * weekday of its working week (Monday to Friday, Saturdays when the calendar says so), and is no
 * holiday — the calendar's own or an event of the event calendar marked as a holiday — or when the
 * calendar names it an extra working day. A centre without any calendar over those days works
 * Monday to Friday, less the event calendar's holidays.
 */
export async function workingDaysBetween(
  ctx: RequestContext,
  franchiseeId: number,
  from: string,
  to: string,
): Promise<Omit<CalendarSummary, 'calendarId' | 'saturdayWorking'> & { calendars: Calendar[]; dates: string[] }> {
  if (to < from) return workingDaysIn({ calendars: [], days: [], events: [] }, from, to);
  const rows = await keptCalendarRows(ctx, franchiseeId, from, to);
  return workingDaysIn(rows ?? (await loadCalendarRows(ctx, franchiseeId, from, to)), from, to);
}

/** The working days of many centres between two days (both included), read in three statements. */
export async function workingDatesOfCentres(
  ctx: RequestContext,
  franchiseeIds: readonly number[],
  from: string,
  to: string,
): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (to < from) return new Map(franchiseeIds.map((id) => [id, []]));
  for (const [id, rows] of await loadCalendarRowsOf(ctx, franchiseeIds, from, to))
    out.set(id, workingDaysIn(rows, from, to).dates);
  return out;
}

/** What a centre's calendar rows make of the days from `from` to `to` (see `workingDaysBetween`). */
function workingDaysIn({ calendars, days: own, events }: CalendarRows, from: string, to: string) {
  const ownDays = own.filter((d) => calendars.some((c) => c.id === d.calendarId));

  const holidays: CalendarEntry[] = [];
  const eventsOut: CalendarEntry[] = [];
  for (const d of ownDays) {
    const entry = { date: d.date, title: d.title, kind: d.kind, source: 'ACADEMIC_CALENDAR' } as CalendarEntry;
    if (d.kind === 'HOLIDAY') holidays.push(entry);
    else eventsOut.push(entry);
  }
  for (const e of events)
    for (const date of daysOf(e.startDate, e.endDate, from, to)) {
      const entry: CalendarEntry = {
        date,
        title: e.title,
        kind: e.isHoliday ? 'HOLIDAY' : 'EVENT',
        source: 'EVENT_CALENDAR',
      };
      (e.isHoliday ? holidays : eventsOut).push(entry);
    }
  holidays.sort((a, b) => a.date.localeCompare(b.date));
  eventsOut.sort((a, b) => a.date.localeCompare(b.date));

  const holidaySet = new Set(holidays.map((h) => h.date));
  const extra = new Set(ownDays.filter((d) => d.kind === 'WORKING_DAY').map((d) => d.date));
  const dates: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const cal = calendars.find((c) => c.startDate <= day && day <= c.endDate);
    if (calendars.length && !cal) continue;
    const wd = weekday(day);
    const weekWorks = wd <= 5 || (wd === 6 && !!cal?.saturdayWorking);
    if (extra.has(day) || (weekWorks && !holidaySet.has(day))) dates.push(day);
  }
  return { from, to, workingDays: dates.length, holidays, events: eventsOut, calendars, dates };
}

/** academic-calender/update/{id}: the calendar's working days, holidays and events over its dates. */
export async function calendarSummary(ctx: RequestContext, id: number): Promise<CalendarSummary> {
  const cal = await loadRecord(ctx, academicCalendarResource, id);
  const summary = await workingDaysBetween(ctx, cal.franchiseeId, cal.startDate, cal.endDate);
  return {
    calendarId: cal.id,
    from: summary.from,
    to: summary.to,
    saturdayWorking: cal.saturdayWorking,
    workingDays: summary.workingDays,
    holidays: summary.holidays,
    events: summary.events,
  };
}

/**
 * Whether one day is a working day at a centre (the day, or none), kept on the node until a calendar, a calendar's
 * day or an event changes: every check-in asks it, as a roll call does (a day off refuses the arrival).
 */
export async function workingDay(ctx: RequestContext, franchiseeId: number, day: string): Promise<string[]> {
  const key = `academics:working-day:${franchiseeId}:${day}:${fenceKey(ctx)}`;
  return keptRead(ctx.db, key, [academicCalendars, academicCalendarDays, 'calendar_events'], async () => [
    ...(await workingDaysBetween(ctx, franchiseeId, day, day)).dates,
  ]);
}
