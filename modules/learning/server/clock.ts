/** The learning module's clock; tests move it with setLearningClock to exercise the join windows. */
let offsetMs = 0;

export function now(): Date {
  return new Date(Date.now() + offsetMs);
}

/** Test hook: pretend it is `at`; undefined restores the real clock. */
export function setLearningClock(at: Date | undefined): void {
  offsetMs = at ? at.getTime() - Date.now() : 0;
}
