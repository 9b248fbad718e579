/** The ticket clock: SLAs and the reopen window are read from it, and tests move it with setClock. */
let offsetMs = 0;

export function now(): Date {
  return new Date(Date.now() + offsetMs);
}

/** Test hook: pretend it is `at`; undefined restores the real clock. */
export function setClock(at: Date | undefined): void {
  offsetMs = at ? at.getTime() - Date.now() : 0;
}

export const HOUR_MS = 3_600_000;

export function hoursAfter(from: Date, hours: number): Date {
  return new Date(from.getTime() + hours * HOUR_MS);
}
