import { addDays } from '@portal/core';
import type { RequestContext } from '@portal/kit';

/**
 * Which days a centre works. The academic calendar that decides it (holidays, Saturdays, extra
 * working days, terms) belongs to the academics module, which sits above this one: it plugs its
 * calendar in when it registers (`useWorkingDayCalendar`), as it plugs in its file stores. Until
 * then a centre works Monday to Friday.
 */
export type WorkingDates = (ctx: RequestContext, franchiseeId: number, from: string, to: string) => Promise<string[]>;

const mondayToFriday: WorkingDates = async (_ctx, _franchiseeId, from, to) => {
  const out: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) out.push(day);
  }
  return out;
};

/** The working days of many centres at once (a network's figures), by centre. */
export type WorkingDatesOf = (
  ctx: RequestContext,
  franchiseeIds: readonly number[],
  from: string,
  to: string,
) => Promise<Map<number, string[]>>;

let calendar: WorkingDates = mondayToFriday;

/** Centre by centre, for a calendar that reads no more cheaply for many centres than for one. */
const eachCentre: WorkingDatesOf = async (ctx, franchiseeIds, from, to) => {
  const out = new Map<number, string[]>();
  for (const id of franchiseeIds) out.set(id, await calendar(ctx, id, from, to));
  return out;
};

let calendarOf: WorkingDatesOf = eachCentre;

export function useWorkingDayCalendar(workingDates: WorkingDates, workingDatesOf: WorkingDatesOf = eachCentre): void {
  calendar = workingDates;
  calendarOf = workingDatesOf;
}

/** The working days of a centre from `from` to `to`, both included. */
export const workingDates: WorkingDates = (ctx, franchiseeId, from, to) => calendar(ctx, franchiseeId, from, to);

/** The working days of each of these centres from `from` to `to`, both included. */
export const workingDatesOf: WorkingDatesOf = (ctx, franchiseeIds, from, to) =>
  calendarOf(ctx, franchiseeIds, from, to);
