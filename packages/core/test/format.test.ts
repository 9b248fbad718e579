import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMonth, formatTime } from '../src/format.ts';

describe('formatMonth', () => {
  it('reads a booking month as people say it', () => {
    expect(formatMonth('2026-11')).toBe('Nov 2026');
    expect(formatMonth('2027-01')).toBe('Jan 2027');
    expect(formatMonth('2027-13')).toBe('2027-13');
    expect(formatMonth(null)).toBe('');
  });
});

describe('formatDate, formatDateTime, formatTime', () => {
  it('shows a moment as India’s clock reads it, whatever the zone it was written in', () => {
    expect(formatDate('2026-11-29T18:30:00Z')).toBe('30-11-2026');
    expect(formatDateTime('2026-11-29T18:29:00.123Z')).toBe('29-11-2026 11:59 PM');
    expect(formatDateTime(new Date('2026-11-29T06:35:00Z'))).toBe('29-11-2026 12:05 PM');
    expect(formatTime('2026-11-29T00:10:00+05:30')).toBe('12:10 AM');
  });

  it('shows a calendar day and a wall-clock time as they are', () => {
    expect(formatDate('2026-11-29')).toBe('29-11-2026');
    expect(formatDateTime('2026-11-29 09:05')).toBe('29-11-2026 09:05 AM');
    expect(formatTime('09:30')).toBe('09:30 AM');
    expect(formatTime('12:00:00')).toBe('12:00 PM');
    expect(formatTime('00:15')).toBe('12:15 AM');
    expect(formatTime('23:59:59.5')).toBe('11:59 PM');
  });

  it('shows nothing for what is no moment', () => {
    for (const value of [null, undefined, '', 'garbage', '29-11-2026', new Date('x')]) {
      expect(formatDate(value)).toBe('');
      expect(formatDateTime(value)).toBe('');
      expect(formatTime(value)).toBe('');
    }
  });
});
