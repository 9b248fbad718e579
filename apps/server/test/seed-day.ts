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
