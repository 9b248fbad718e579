/** The waitlist's clock: offers expire by it, and tests move it with setWaitlistClock. */
let offsetMs = 0;

export function now(): Date {
  return new Date(Date.now() + offsetMs);
}

/** Test hook: pretend it is `at`; undefined restores the real clock. */
export function setWaitlistClock(at: Date | undefined): void {
  offsetMs = at ? at.getTime() - Date.now() : 0;
}

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** A moment as the family reads it: DD-MM-YYYY hh:mm A in India (UTC+05:30), whatever the server's zone. */
export function dateTimeInIndia(at: Date): string {
  const india = new Date(at.getTime() + 330 * 60_000);
  const two = (n: number) => String(n).padStart(2, '0');
  const hours = india.getUTCHours();
  const day = `${two(india.getUTCDate())}-${two(india.getUTCMonth() + 1)}-${india.getUTCFullYear()}`;
  return `${day} ${two(hours % 12 || 12)}:${two(india.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}
