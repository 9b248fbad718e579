/** The centres' calendar: every centre is in India (UTC+05:30). */

/** The Indian financial year of a date (April to March), as '2026-27'. */
export function financialYear(isoDate: string): string {
  const y = Number(isoDate.slice(0, 4));
  const m = Number(isoDate.slice(5, 7));
  const start = m >= 4 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** Today in India (UTC+05:30) as YYYY-MM-DD: money dates follow the centres' calendar. */
export function todayInIndia(now = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** A moment as people at a centre read it: hh:mm A in India, whatever the zone of the server or the browser. */
export function timeInIndia(at: Date): string {
  const india = new Date(at.getTime() + 330 * 60_000);
  const hours = india.getUTCHours();
  const minutes = String(india.getUTCMinutes()).padStart(2, '0');
  return `${String(hours % 12 || 12).padStart(2, '0')}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** A calendar day (YYYY-MM-DD) moved by whole days. */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
