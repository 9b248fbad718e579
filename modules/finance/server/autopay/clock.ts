/** AutoPay's and the reminders' clock: tests move it with setFeeClock. */
let offsetMs = 0;

export function feeNow(): Date {
  return new Date(Date.now() + offsetMs);
}

/** Test hook: pretend it is `at`; undefined restores the real clock. */
export function setFeeClock(at: Date | undefined): void {
  offsetMs = at ? at.getTime() - Date.now() : 0;
}
