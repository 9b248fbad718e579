import { describe, expect, it } from 'vitest';
import { formatMonth } from '../src/format.ts';

describe('formatMonth', () => {
  it('reads a booking month as people say it', () => {
    expect(formatMonth('2026-11')).toBe('Nov 2026');
    expect(formatMonth('2027-01')).toBe('Jan 2027');
    expect(formatMonth('2027-13')).toBe('2027-13');
    expect(formatMonth(null)).toBe('');
  });
});
