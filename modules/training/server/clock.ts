import { clockMinutes } from '../shared/index.ts';

/** The server's clock; tests move it with setClock so time rules can be exercised. */
let offsetMs = 0;

export function now(): Date {
  return new Date(Date.now() + offsetMs);
}

/** Minutes on the training clock (India wall time) for the time rules. */
export function nowMinutes(): number {
  return clockMinutes(now());
}

/** Test hook: pretend it is `at`; undefined restores the real clock. */
export function setClock(at: Date | undefined): void {
  offsetMs = at ? at.getTime() - Date.now() : 0;
}

/** The real instant of a moment on the training clock (India, UTC+05:30), as the job queue schedules by. */
export function instantOf(minutes: number): Date {
  return new Date((minutes - 330) * 60_000 - offsetMs);
}
