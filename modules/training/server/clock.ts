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
