import { setTimeout as sleep } from 'node:timers/promises';
import { todayInIndia } from '@portal/core';

/**
 * The demo network is seeded relative to the day in India it is seeded on: today's arrivals, a renewal 45 days ahead,
 * a document expiring this month. A copy seeded before midnight in India is a day stale after it, and a run that
 * crosses midnight (a CI run did, at 18:30 UTC) then tells a test of today's arrivals that there are none. So a
 * seeded template carries its day, a pass or a worker that finds it of another day seeds a new one, and a seeding
 * that itself crossed midnight is thrown away and done again.
 */
export async function seedOfOneDay<T>(
  seed: (day: string) => Promise<T>,
  discard: (seeded: T) => Promise<unknown>,
  today: () => string = todayInIndia,
): Promise<{ seeded: T; day: string }> {
  for (;;) {
    const day = today();
    const seeded = await seed(day);
    if (today() === day) return { seeded, day };
    await discard(seeded);
  }
}

/** Whether a copy seeded on `day` still holds for today (a copy whose day is not known is taken as it is). */
export const isOfToday = (day: string | undefined, today: () => string = todayInIndia): boolean =>
  day === undefined || day === today();

const DAY_MS = 86_400_000;

/** How far India's day has run at `at`, in ms (India keeps +05:30 all year). */
const intoIndiaDay = (at: number) => (at + 330 * 60_000) % DAY_MS;

/**
 * Waits out the last `ms` of India's day (and 5 s more) when it is in them, so that what begins now (a file seeded
 * with today's arrivals, a flow that checks a child in and reads the parent's timeline) ends on the day it began.
 */
export async function awayFromMidnight(ms: number): Promise<void> {
  const left = DAY_MS - intoIndiaDay(Date.now());
  if (left < ms) await sleep(left + 5_000);
}

/**
 * Waits until India's day has run `ms`, when it has not yet: a moment `ms` ago is then of today, as a device's
 * queued write of this morning is (a write of an earlier day is refused).
 */
export async function dayHasRun(ms: number): Promise<void> {
  const into = intoIndiaDay(Date.now());
  if (into < ms) await sleep(ms - into);
}
