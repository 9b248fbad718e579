import { afterEach, describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatTime,
  indiaMoment,
  indiaWallClock,
  readTimeOfDay,
  twelveHour,
} from '../src/index.ts';

const zone = process.env.TZ;
/** The machine's clock in another zone, as a phone or a server set to UTC or to New York. */
function inZone(tz: string) {
  process.env.TZ = tz;
}
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('a time of day as a person types it', () => {
  it('takes 04:05 with PM, 4:05 pm, 16:05, 405 with PM and 4 PM alike, and keeps it as 16:05', () => {
    for (const [typed, half] of [
      ['04:05', 'PM'],
      ['4:05 pm', null],
      ['16:05', null],
      ['16:05', 'AM'],
      ['405', 'PM'],
      ['4.05', 'PM'],
      ['1605', null],
    ] as const)
      expect(readTimeOfDay(typed, half), typed).toEqual({ time: '16:05', half: 'PM' });
    expect(readTimeOfDay('4 PM')).toEqual({ time: '16:00', half: 'PM' });
    expect(readTimeOfDay('12:00', 'AM')).toEqual({ time: '00:00', half: 'AM' });
    expect(readTimeOfDay('12:30', 'PM')).toEqual({ time: '12:30', half: 'PM' });
    expect(readTimeOfDay('  ')).toBeNull();
  });
  it('never turns a time that is not one into another: it says what is wrong', () => {
    expect(readTimeOfDay('25:00')).toEqual({ problem: 'notATime' });
    expect(readTimeOfDay('04:75', 'PM')).toEqual({ problem: 'notATime' });
    expect(readTimeOfDay('half past four')).toEqual({ problem: 'notATime' });
    expect(readTimeOfDay('04:05')).toEqual({ problem: 'chooseHalf' });
    expect(readTimeOfDay('16:05 AM')).toEqual({ problem: 'halfConflict' });
    expect(twelveHour('16:05')).toEqual({ clock: '04:05', half: 'PM' });
    expect(twelveHour('00:10')).toEqual({ clock: '12:10', half: 'AM' });
  });
});

describe('a moment is read in India’s time, whatever the zone of the machine', () => {
  it('reads 04:05 PM in India on a UTC or a New York clock, not 10:35 AM', () => {
    for (const tz of ['UTC', 'America/New_York', 'Asia/Kolkata']) {
      inZone(tz);
      const at = '2026-11-26T10:35:00.000Z';
      expect(formatDateTime(at), tz).toBe('26-11-2026 04:05 PM');
      expect(formatTime(new Date(at)), tz).toBe('04:05 PM');
      expect(formatDate('2026-11-26T20:00:00Z'), tz).toBe('27-11-2026');
      expect(formatDate('2026-11-26'), tz).toBe('26-11-2026');
      expect(indiaWallClock(at), tz).toEqual({ date: '2026-11-26', time: '16:05' });
    }
  });
  it('sends India’s day and time with India’s offset', () => {
    expect(indiaMoment('2026-11-26', '16:05')).toBe('2026-11-26T16:05:00+05:30');
    expect(new Date(indiaMoment('2026-11-26', '16:05')).toISOString()).toBe('2026-11-26T10:35:00.000Z');
    // The database's own text of a moment reads the same.
    expect(indiaWallClock('2026-11-26 10:35:00+00')).toEqual({ date: '2026-11-26', time: '16:05' });
    expect(indiaWallClock('2026-11-26T16:05')).toEqual({ date: '2026-11-26', time: '16:05' });
  });
});
