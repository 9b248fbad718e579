/** The day's clock: kiosk codes expire and PIN locks end by it, and tests move it with setDayClock. */
let offsetMs = 0;

export function now(): Date {
  return new Date(Date.now() + offsetMs);
}

/** Test hook: pretend it is `at`; undefined restores the real clock. */
export function setDayClock(at: Date | undefined): void {
  offsetMs = at ? at.getTime() - Date.now() : 0;
}

/** A moment as people at the centre read it: hh:mm A in India (UTC+05:30), whatever the server's zone. */
export function timeInIndia(at: Date): string {
  const india = new Date(at.getTime() + 330 * 60_000);
  const hours = india.getUTCHours();
  const minutes = String(india.getUTCMinutes()).padStart(2, '0');
  return `${String(hours % 12 || 12).padStart(2, '0')}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}
