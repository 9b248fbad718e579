/** The conversations' clock: quiet hours are decided by it, and tests move it with setMessagesClock. */
let offsetMs = 0;

export function now(): Date {
  return new Date(Date.now() + offsetMs);
}

/** Test hook: pretend it is `at`; undefined restores the real clock. */
export function setMessagesClock(at: Date | undefined): void {
  offsetMs = at ? at.getTime() - Date.now() : 0;
}
