import { and, count, eq, gt, lt, or } from 'drizzle-orm';
import {
  defineResource,
  fieldError,
  notFound,
  type RequestContext,
  type RowOf,
  type Values,
  type ValuesOf,
} from '@portal/kit';
import { academicYears } from '@portal/mod-org/server';
import { CALENDAR_MESSAGES as MSG } from '../../shared/calendar.ts';
import { academicCalendarDays, academicCalendars } from '../schema.ts';
import { academicCalendarDayShape, academicCalendarShape } from '../../shared/resources.ts';

/** The calendar runs forwards and inside its academic year. */
async function checkCalendar(
  ctx: RequestContext,
  values: ValuesOf<typeof academicCalendars>,
  existing?: RowOf<typeof academicCalendars>,
): Promise<Values> {
  const merged = { ...existing, ...values };
  const yearId = merged.academicYearId;
  const [year] =
    yearId === undefined ? [] : await ctx.db.select().from(academicYears).where(eq(academicYears.id, yearId));
  if (!year) throw fieldError('academicYearId', 'Choose an academic year');
  // Left out, the calendar runs the whole academic year.
  const start = String(merged.startDate ?? year.startDate);
  const end = String(merged.endDate ?? year.endDate);
  if (end < start) throw fieldError('endDate', MSG.endBeforeStart);
  if (start < year.startDate || end > year.endDate) throw fieldError('startDate', MSG.yearRange);
  if (existing) await keepDaysInside(ctx, existing.id, start, end);
  return existing ? values : { ...values, startDate: start, endDate: end };
}

/** New dates may not leave a holiday, event or working day of the calendar outside them. */
async function keepDaysInside(ctx: RequestContext, calendarId: number, start: string, end: string): Promise<void> {
  const d = academicCalendarDays;
  const [{ outside }] = await ctx.db
    .select({ outside: count() })
    .from(d)
    .where(and(eq(d.calendarId, calendarId), or(lt(d.date, start), gt(d.date, end))));
  if (outside > 0) throw fieldError('startDate', MSG.daysOutside(outside));
}

/** A centre's academic calendar for a year (academic-calender/creation, update/{academicCalendarID}). */
export const academicCalendarResource = defineResource({
  ...academicCalendarShape,
  scope: 'franchisee',
  table: academicCalendars,
  titleField: 'startDate',
  list: {
    columns: ['academicYearId', 'startDate', 'endDate', 'saturdayWorking', 'franchiseeId'],
    search: [],
    filters: ['franchiseeId', 'academicYearId'],
    defaultSort: { field: 'startDate', dir: 'desc' },
  },
  remove: 'delete',
  hooks: {
    beforeCreate: (ctx, values) => checkCalendar(ctx, values),
    beforeUpdate: (ctx, values, existing) => checkCalendar(ctx, values, existing),
  },
});

/** A day of the calendar, at the calendar's centre and inside its dates. */
async function checkDay(
  ctx: RequestContext,
  values: ValuesOf<typeof academicCalendarDays>,
  existing?: RowOf<typeof academicCalendarDays>,
): Promise<Values> {
  const merged = { ...existing, ...values };
  const calendarId = merged.calendarId;
  const [cal] =
    calendarId === undefined
      ? []
      : await ctx.db.select().from(academicCalendars).where(eq(academicCalendars.id, calendarId));
  if (!cal) throw notFound('Academic calendar');
  if (existing && values.calendarId !== undefined && values.calendarId !== existing.calendarId)
    throw fieldError('calendarId', 'A day stays with its calendar');
  // A holiday or an extra working day outside the calendar's dates belongs to no term the calendar counts.
  const day = String(merged.date);
  if (day < cal.startDate || day > cal.endDate) throw fieldError('date', MSG.outsideCalendar(cal));
  return { ...values, franchiseeId: cal.franchiseeId };
}

export const academicCalendarDayResource = defineResource({
  ...academicCalendarDayShape,
  scope: 'franchisee',
  table: academicCalendarDays,
  titleField: 'title',
  list: {
    columns: ['date', 'title', 'kind', 'calendarId'],
    search: ['title'],
    filters: ['franchiseeId', 'calendarId', 'kind'],
    defaultSort: { field: 'date', dir: 'asc' },
  },
  remove: 'delete',
  hooks: {
    beforeCreate: (ctx, values) => checkDay(ctx, values),
    beforeUpdate: (ctx, values, existing) => checkDay(ctx, values, existing),
  },
});
