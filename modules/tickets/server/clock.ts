import { moduleClock } from '@portal/kit';

/** The ticket clock: SLAs and the reopen window are read from it, and tests move it with setClock. */
const clock = moduleClock();

export const now = clock.now;

/** Test hook: pretend it is `at`; undefined restores the real clock. */
export const setClock = clock.set;

export const HOUR_MS = 3_600_000;

export function hoursAfter(from: Date, hours: number): Date {
  return new Date(from.getTime() + hours * HOUR_MS);
}
