import { todayInIndia } from '@portal/core';

/** The health reminders' clock: tests move it with setHealthClock. */
let offsetMs = 0;

export function healthToday(): string {
  return todayInIndia(new Date(Date.now() + offsetMs));
}

/** Test hook: pretend it is `at`; undefined restores the real clock. */
export function setHealthClock(at: Date | undefined): void {
  offsetMs = at ? at.getTime() - Date.now() : 0;
}
