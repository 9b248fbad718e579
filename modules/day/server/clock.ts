/** The day's clock: kiosk codes expire and PIN locks end by it, and tests move it with setDayClock. */
let offsetMs = 0;

export function now(): Date {
  return new Date(Date.now() + offsetMs);
}

/** Test hook: pretend it is `at`; undefined restores the real clock. */
export function setDayClock(at: Date | undefined): void {
  offsetMs = at ? at.getTime() - Date.now() : 0;
}

export { timeInIndia } from '@portal/core';
