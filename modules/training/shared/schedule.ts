/**
 * Time rules of trainer-led trainings. A training runs a daily session from fromTime
 * to toTime on every day from fromDate to toDate (wall-clock times in India). A session
 * whose end time is not after its start time runs past midnight into the next day.
 * Pure functions: the server and the web shell share them.
 */
import { TRAINING_TIME_ZONE } from './constants.ts';

export interface TrainingWindow {
  fromDate: string; // YYYY-MM-DD
  toDate: string;
  fromTime: string; // HH:mm
  toTime: string;
}

const DAY = 1440;

/** Days since 1970-01-01 of a YYYY-MM-DD date. */
export function dayNumber(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
}

export function dateOfDay(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

/** Minutes since midnight of HH:mm (or HH:mm:ss). */
export function minuteOfDay(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
}

/** One formatter per time zone: making one costs a browser about a millisecond, a screen's render many times over. */
const clockFormats = new Map<string, Intl.DateTimeFormat>();
function clockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clockFormats.set(timeZone, format);
  }
  return format;
}

/** A moment as minutes on the training clock (wall time in India), counted from 1970-01-01. */
export function clockMinutes(now: Date, timeZone = TRAINING_TIME_ZONE): number {
  const parts = clockFormat(timeZone).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return (
    dayNumber(`${get('year')}-${get('month')}-${get('day')}`) * DAY + Number(get('hour')) * 60 + Number(get('minute'))
  );
}

/** How long one daily session lasts, in minutes (a session past midnight ends the next day). */
export function sessionLength(w: Pick<TrainingWindow, 'fromTime' | 'toTime'>): number {
  const start = minuteOfDay(w.fromTime);
  const end = minuteOfDay(w.toTime);
  return end > start ? end - start : end + DAY - start;
}

export interface Session {
  /** The calendar date the session starts on. */
  date: string;
  start: number;
  end: number;
}

/** The session that is running or next to start at `now` (clock minutes), or the last one if all are over. */
export function currentSession(w: TrainingWindow, now: number): Session {
  const first = dayNumber(w.fromDate);
  const last = dayNumber(w.toDate);
  const startOffset = minuteOfDay(w.fromTime);
  const length = sessionLength(w);
  const today = Math.floor(now / DAY);
  // Yesterday's session may still be running past midnight.
  for (const day of [today - 1, today, today + 1]) {
    if (day < first || day > last) continue;
    const start = day * DAY + startOffset;
    if (now < start + length || day === last) return { date: dateOfDay(day), start, end: start + length };
  }
  const day = today < first ? first : last;
  const start = day * DAY + startOffset;
  return { date: dateOfDay(day), start, end: start + length };
}

export function firstSession(w: TrainingWindow): Session {
  const start = dayNumber(w.fromDate) * DAY + minuteOfDay(w.fromTime);
  return { date: w.fromDate, start, end: start + sessionLength(w) };
}

export function lastSession(w: TrainingWindow): Session {
  const start = dayNumber(w.toDate) * DAY + minuteOfDay(w.fromTime);
  return { date: w.toDate, start, end: start + sessionLength(w) };
}

/** Joining opens this many minutes before a session starts and closes at its end. */
export function isJoinOpen(w: TrainingWindow, now: number, leadMinutes: number): boolean {
  const s = currentSession(w, now);
  return now >= s.start - leadMinutes && now < s.end;
}

export function hasStarted(w: TrainingWindow, now: number): boolean {
  return now >= firstSession(w).start;
}

export function hasEnded(w: TrainingWindow, now: number): boolean {
  return now >= lastSession(w).end;
}

/**
 * Whether two trainings have a session at the same time on some day. Sessions are
 * shorter than a day, so only sessions starting on the same day or one day apart can meet.
 */
export function trainingsOverlap(a: TrainingWindow, b: TrainingWindow): boolean {
  const aStart = minuteOfDay(a.fromTime);
  const aEnd = aStart + sessionLength(a);
  const bStart = minuteOfDay(b.fromTime);
  const bEnd = bStart + sessionLength(b);
  for (const shift of [-1, 0, 1]) {
    // Some day d of a with d + shift a day of b?
    const lo = Math.max(dayNumber(a.fromDate), dayNumber(b.fromDate) - shift);
    const hi = Math.min(dayNumber(a.toDate), dayNumber(b.toDate) - shift);
    if (lo > hi) continue;
    const s = bStart + shift * DAY;
    const e = bEnd + shift * DAY;
    if (aStart < e && s < aEnd) return true;
  }
  return false;
}

/** 'hh:mm A' of HH:mm. */
export function displayTime(time: string): string {
  const minutes = minuteOfDay(time);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${String(hour12).padStart(2, '0')}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** 'DD-MM-YYYY' of YYYY-MM-DD. */
export function displayDate(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}-${m}-${y}`;
}
