import { todayInIndia } from '@portal/core';
import { actionTime } from '@portal/kit';

/** The day's clock: kiosk codes expire and PIN locks end by it, and tests move it with setDayClock. */
let offsetMs = 0;

/**
 * Now, or, while a classroom write that waited in a device's queue is served, the moment the teacher acted
 * (its `X-Happened-At`): a check-in, a care event or a dose keeps the minute it happened, not its arrival.
 */
export function now(): Date {
  return actionTime() ?? new Date(Date.now() + offsetMs);
}

/** Test hook: pretend it is `at`; undefined restores the real clock. */
export function setDayClock(at: Date | undefined): void {
  offsetMs = at ? at.getTime() - Date.now() : 0;
}

export { timeInIndia } from '@portal/core';

/** The centre's day now (India's date by the day's clock): the day every check-in, log and dose belongs to. */
export const dayToday = () => todayInIndia(now());

/**
 * The demo day's morning: 08:50 AM in India on the seed's day, or earlier when the `span` minutes after it have
 * not all passed yet, so that nothing seeded lies ahead of now (a timeline, the order of naps and the ratios read
 * what has happened by now, whatever the hour the demo or a test run starts).
 */
export function demoMorning(today: Date, span: number): Date {
  const morning = today.getTime() + (3 * 60 + 20) * 60_000;
  return new Date(Math.min(morning, Date.now() - (span + 1) * 60_000));
}

/** How long the seeded morning runs: arrivals, then the care events up to a nap's end. */
export const DEMO_MORNING_MINUTES = 180;

/**
 * The demo parents who check their child in themselves at the kiosk: the seeds leave their children out of the
 * morning's arrivals. Any other demo family's child (parent3@'s, in parent@'s class) comes in as the class does.
 */
export const KIOSK_DEMO_PARENTS = ['parent@demo.school', 'parent2@demo.school'];
