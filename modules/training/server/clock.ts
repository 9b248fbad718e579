import { moduleClock } from '@portal/kit';
import { clockMinutes } from '../shared/index.ts';

/** The training clock; tests move it with setClock so time rules can be exercised. */
const clock = moduleClock();

export const now = clock.now;

/** Minutes on the training clock (India wall time) for the time rules. */
export function nowMinutes(): number {
  return clockMinutes(now());
}

/** Test hook: pretend it is `at`; undefined restores the real clock. */
export const setClock = clock.set;

/** The real instant of a moment on the training clock (India, UTC+05:30), as the job queue schedules by. */
export function instantOf(minutes: number): Date {
  return new Date((minutes - 330) * 60_000 - clock.offsetMs());
}
