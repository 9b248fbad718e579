import { describe, expect, it } from 'vitest';
import { isOfToday, seedOfOneDay } from './seed-day.ts';

/** A clock that answers the given days in turn, then the last one for ever. */
function days(...answers: string[]) {
  let asked = 0;
  return () => answers[Math.min(asked++, answers.length - 1)];
}

describe('a seeded copy is of one day in India', () => {
  it('keeps a seeding that began and ended on the same day, with that day', async () => {
    const seeded: string[] = [];
    const discarded: string[] = [];
    const result = await seedOfOneDay(
      async (day) => (seeded.push(day), `copy of ${day}`),
      async (copy) => discarded.push(copy),
      days('2026-12-05'),
    );
    expect(result).toEqual({ seeded: 'copy of 2026-12-05', day: '2026-12-05' });
    expect(seeded).toEqual(['2026-12-05']);
    expect(discarded).toEqual([]);
  });

  it('throws away a seeding that crossed midnight and seeds again on the new day', async () => {
    const discarded: string[] = [];
    const result = await seedOfOneDay(
      async (day) => `copy of ${day}`,
      async (copy) => discarded.push(copy),
      // Asked before and after each seeding: the first crosses midnight, the second does not.
      days('2026-12-05', '2026-12-06', '2026-12-06', '2026-12-06'),
    );
    expect(discarded).toEqual(['copy of 2026-12-05']);
    expect(result).toEqual({ seeded: 'copy of 2026-12-06', day: '2026-12-06' });
  });

  it('holds a copy for its own day only', () => {
    expect(isOfToday('2026-12-05', () => '2026-12-05')).toBe(true);
    expect(isOfToday('2026-12-05', () => '2026-12-06')).toBe(false);
    // A copy whose day is not known (a run that made none) is taken as it is.
    expect(isOfToday(undefined, () => '2026-12-06')).toBe(true);
  });
});
