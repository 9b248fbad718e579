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
