import { describe, expect, it } from 'vitest';
import { inQuietHours, nextOpening } from '../server/quiet-hours.service.ts';

const india = (at: string) => new Date(`${at}+05:30`);

describe('quiet hours', () => {
  const night = { from: '19:00', to: '08:00' };
  it('run past midnight', () => {
    expect(inQuietHours(night, india('2026-11-24T18:59:00'))).toBe(false);
    expect(inQuietHours(night, india('2026-11-24T19:00:00'))).toBe(true);
    expect(inQuietHours(night, india('2026-11-25T07:59:00'))).toBe(true);
    expect(inQuietHours(night, india('2026-11-25T08:00:00'))).toBe(false);
  });

  it('end at the next opening: the same morning after midnight, the next morning before it', () => {
    expect(nextOpening(night, india('2026-11-24T21:00:00'))).toEqual(india('2026-11-25T08:00:00'));
    expect(nextOpening(night, india('2026-11-25T02:30:00'))).toEqual(india('2026-11-25T08:00:00'));
  });

  it('may lie within a day', () => {
    const lunch = { from: '13:00', to: '14:30' };
    expect(inQuietHours(lunch, india('2026-11-24T13:30:00'))).toBe(true);
    expect(inQuietHours(lunch, india('2026-11-24T20:00:00'))).toBe(false);
    expect(nextOpening(lunch, india('2026-11-24T13:30:00'))).toEqual(india('2026-11-24T14:30:00'));
  });
});
