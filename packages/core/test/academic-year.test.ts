import { describe, expect, it } from 'vitest';
import {
  academicYearRange,
  currentAcademicYear,
  formatDate,
  formatDateTime,
  formatPaise,
  formatPercent,
  latestAcademicYear,
  rupeesToPaise,
} from '../src/index.ts';

describe('academic year (April to March)', () => {
  it('puts January to March in the year that began the previous April', () => {
    expect(currentAcademicYear(new Date(2027, 0, 15))).toBe('2026-2027');
    expect(currentAcademicYear(new Date(2027, 2, 31))).toBe('2026-2027');
    expect(currentAcademicYear(new Date(2027, 3, 1))).toBe('2027-2028');
    expect(currentAcademicYear(new Date(2026, 10, 23))).toBe('2026-2027');
  });
  it('switches the latest year to the next one from December', () => {
    expect(latestAcademicYear(new Date(2026, 10, 30))).toBe('2026-2027');
    expect(latestAcademicYear(new Date(2026, 11, 1))).toBe('2027-2028');
    expect(latestAcademicYear(new Date(2027, 0, 10))).toBe('2026-2027');
  });
  it('gives the first and last day of a year', () => {
    expect(academicYearRange('2026-2027')).toEqual({ from: '2026-04-01', to: '2027-03-31' });
  });
});

describe('formats', () => {
  it('shows dates DD-MM-YYYY and times hh:mm A', () => {
    expect(formatDate('2026-11-23')).toBe('23-11-2026');
    expect(formatDateTime(new Date(2026, 10, 23, 14, 5))).toBe('23-11-2026 02:05 PM');
  });
  it('shows paise as rupees with Indian grouping', () => {
    expect(formatPaise(12345678)).toBe('₹1,23,456.78');
    expect(formatPaise(-50)).toBe('-₹0.50');
  });
  it('turns typed rupees into paise and refuses more than two decimals', () => {
    expect(rupeesToPaise('1234.5')).toBe(123450);
    expect(rupeesToPaise('10')).toBe(1000);
    expect(rupeesToPaise('1.234')).toBeNull();
    expect(rupeesToPaise('-5')).toBeNull();
  });
  it('shows upload progress with 2 decimals', () => {
    expect(formatPercent(1, 3)).toBe('33.33');
    expect(formatPercent(0, 0)).toBe('0.00');
  });
});
