/**
 * Times of day as people at a centre type and read them. Every centre is in India (UTC+05:30): a time a person
 * types is India's time whatever the zone of their phone or of the server, and a moment is read back in India's
 * time, hh:mm AM/PM.
 */

export type Half = 'AM' | 'PM';

/** Why a typed time was not taken; screens say it in the reader's language, the API in English. */
export type TimeProblem = 'notATime' | 'chooseHalf' | 'halfConflict';

export type TimeReading = { time: string; half: Half } | { problem: TimeProblem };

const INDIA_MS = 330 * 60_000;
export const INDIA_OFFSET = '+05:30';

const TYPED = /^(\d{1,2})(?:\s*[:.]?\s*(\d{2}))?\s*(A\.?M\.?|P\.?M\.?|A|P)?$/;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A time of day as a person types it ("4:05 pm", "04:05 PM", "16:05", "4.05", "405", "4 PM") with the half of the
 * day chosen apart (AM/PM buttons) or typed in the text, to HH:mm (24-hour). An hour of 13 to 23 (or 0) is clear
 * by itself; 1 to 12 needs AM or PM; "16:05 AM" contradicts itself; "25:00" or "04:75" is no time. Empty text
 * reads as null.
 */
export function readTimeOfDay(text: string, chosen: Half | null = null): TimeReading | null {
  const t = text.trim().toUpperCase();
  if (!t) return null;
  const m = TYPED.exec(t);
  if (!m) return { problem: 'notATime' };
  const hour = Number(m[1]);
  const minute = m[2] === undefined ? 0 : Number(m[2]);
  if (hour > 23 || minute > 59) return { problem: 'notATime' };
  const typed: Half | null = m[3] ? (m[3].startsWith('A') ? 'AM' : 'PM') : null;
  const half = typed ?? chosen;
  if (hour === 0 || hour > 12) {
    // A 24-hour time: 16:05 is 04:05 PM, 00:30 is 12:30 AM; a half that says otherwise is a mistake to show.
    const real: Half = hour >= 12 ? 'PM' : 'AM';
    if (typed && typed !== real) return { problem: 'halfConflict' };
    return { time: `${pad(hour)}:${pad(minute)}`, half: real };
  }
  if (!half) return { problem: 'chooseHalf' };
  const h24 = (hour % 12) + (half === 'PM' ? 12 : 0);
  return { time: `${pad(h24)}:${pad(minute)}`, half };
}

/** HH:mm (24-hour) to how people read it, "04:05 PM"; the half and the 12-hour clock apart for an input. */
export function twelveHour(time: string): { clock: string; half: Half } | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)/.exec(time);
  if (!m) return null;
  const hour = Number(m[1]);
  return { clock: `${pad(hour % 12 || 12)}:${m[2]}`, half: hour < 12 ? 'AM' : 'PM' };
}

/** The English words of a time not taken, for the API's answers. */
export function timeProblemMessage(label: string, typed: string, problem: TimeProblem): string {
  switch (problem) {
    case 'chooseHalf':
      return `${label}: say whether ${typed} is AM or PM`;
    case 'halfConflict':
      return `${label}: ${typed} is not a time of day (an hour after 12 is already PM; type 04:05 PM or 16:05)`;
    default:
      return `${label}: ${typed} is not a time of day; type a time like 04:05 PM`;
  }
}

/** True when the text names its zone (Z, +05:30, -0100): a moment; without, a wall-clock time. */
const ZONED = /[T ]\d\d:\d\d(?::\d\d(?:\.\d+)?)?\s*(?:[zZ]|[+-]\d\d(?::?\d\d)?)$/;

/**
 * A moment as India's calendar and clock show it: `{ date: 'YYYY-MM-DD', time: 'HH:mm' }`, whatever the zone of
 * the machine asking. A text without a zone is already a wall-clock time and is read as it is.
 */
export function indiaWallClock(value: string | Date): { date: string; time: string } | null {
  if (typeof value === 'string' && !ZONED.test(value.trim())) {
    const m = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}))?/.exec(value.trim());
    return m ? { date: m[1], time: m[2] ?? '00:00' } : null;
  }
  const ms = value instanceof Date ? value.getTime() : Date.parse(value);
  if (Number.isNaN(ms)) return null;
  const iso = new Date(ms + INDIA_MS).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** India's date and time (YYYY-MM-DD, HH:mm) as the moment it is: `2026-11-26T16:05:00+05:30`. */
export function indiaMoment(date: string, time: string): string {
  return `${date}T${time}:00${INDIA_OFFSET}`;
}
