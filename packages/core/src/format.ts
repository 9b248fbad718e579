import { isRealDate } from './input.ts';
import { indiaWallClock } from './time-of-day.ts';
import { formatCount } from './languages.ts';

// Formatted by hand rather than with dayjs: these are on every home's first paint, and dayjs was 7 kB of it.

export const DATE_FORMAT = 'DD-MM-YYYY';
export const TIME_FORMAT = 'hh:mm A';
export const COMPARE_FORMAT = 'YYYY-MM-DD';

const two = (n: number) => String(n).padStart(2, '0');

/**
 * A moment (a Date, or a text with its zone) as India's clock shows it; a text without a zone (a calendar day, a
 * wall-clock time) as it is. Every centre is in India: a phone or a server in another zone reads the same day and
 * time as the centre. The reading is a Date whose UTC fields are that wall-clock time (a day out of range rolls
 * over, as a Date does); anything else is read as the browser reads it, in its own zone; null when it is no moment.
 */
function inIndia(value: string | Date): Date | null {
  const wall = indiaWallClock(value);
  let d: Date;
  if (wall) {
    const [y, m, day] = wall.date.split('-').map(Number);
    const [hh, mm] = wall.time.split(':').map(Number);
    d = new Date(Date.UTC(y, m - 1, day, hh, mm));
  } else {
    const local = new Date(value);
    d = new Date(
      Date.UTC(local.getFullYear(), local.getMonth(), local.getDate(), local.getHours(), local.getMinutes()),
    );
  }
  return Number.isNaN(d.getTime()) ? null : d;
}

const shownDate = (d: Date) => `${two(d.getUTCDate())}-${two(d.getUTCMonth() + 1)}-${d.getUTCFullYear()}`;
/** 'hh:mm A': 09:05 AM, 12:30 PM. */
const shownTime = (hours: number, minutes: number) =>
  `${two(hours % 12 || 12)}:${two(minutes)} ${hours < 12 ? 'AM' : 'PM'}`;

export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const d = inIndia(value);
  return d ? shownDate(d) : '';
}

/**
 * A date a person typed, as the portal shows dates (DD-MM-YYYY; '/' or '.' between the parts also read),
 * or already YYYY-MM-DD, to YYYY-MM-DD; null when it is not a real calendar day.
 */
export function parseDisplayDate(text: string): string | null {
  const t = text.trim();
  const shown = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(t);
  const iso = shown ? `${shown[3]}-${shown[2].padStart(2, '0')}-${shown[1].padStart(2, '0')}` : t;
  return isRealDate(iso) ? iso : null;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A month as the books key it ('2026-11') to how people read it ('Nov 2026'); anything else unchanged. */
export function formatMonth(value: string | null | undefined): string {
  if (!value) return '';
  const m = /^(\d{4})-(\d{2})$/.exec(value);
  const name = m ? MONTHS[Number(m[2]) - 1] : undefined;
  return m && name ? `${name} ${m[1]}` : value;
}

export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const d = inIndia(value);
  return d ? `${shownDate(d)} ${shownTime(d.getUTCHours(), d.getUTCMinutes())}` : '';
}

export function formatTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const d = typeof value === 'string' && /^\d{2}:\d{2}/.test(value) ? inIndia(`2000-01-01T${value}`) : inIndia(value);
  return d ? shownTime(d.getUTCHours(), d.getUTCMinutes()) : '';
}

/** Integer paise to '₹1,23,456.78' (Indian digit grouping). */
export function formatPaise(paise: number | null | undefined): string {
  if (paise === null || paise === undefined) return '';
  const negative = paise < 0;
  const abs = Math.abs(Math.trunc(paise));
  const rupees = Math.floor(abs / 100);
  const rest = String(abs % 100).padStart(2, '0');
  return `${negative ? '-' : ''}₹${formatCount(rupees)}.${rest}`;
}

/** Rupees typed by a person ('1234.5') to integer paise, refusing more than 2 decimals. */
export function rupeesToPaise(rupees: string): number | null {
  const t = rupees.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  const [whole, frac = ''] = t.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

/** A share as people read it: 1250 basis points → '12.5 %', 18 percent → '18 %'. */
export function formatPercentage(value: number | null | undefined, unit: 'percent' | 'basisPoints'): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const percent = unit === 'basisPoints' ? value / 100 : value;
  return `${Number(percent.toFixed(2)).toLocaleString('en-IN', { maximumFractionDigits: 2 })} %`;
}

/** A percentage typed by a person ('12.5') to basis points (1250), refusing more than 2 decimals. */
export function percentToBasisPoints(percent: string): number | null {
  const t = percent.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  const [whole, frac = ''] = t.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

/** Upload progress shown with 2 decimals. */
export function formatPercent(loaded: number, total: number): string {
  if (total <= 0) return '0.00';
  return ((loaded / total) * 100).toFixed(2);
}
