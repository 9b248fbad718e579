import { describe, expect, it } from 'vitest';
import {
  academicYearRange,
  academicYearStart,
  calendarYearSpan,
  currentAcademicYear,
  formatDate,
  formatDateTime,
  formatPaise,
  formatPercent,
  latestAcademicYear,
  rupeesToPaise,
} from '../src/index.ts';

/** The moment India's clock shows this day and time (UTC+05:30). */
const india = (day: string, time = '00:00') => new Date(`${day}T${time}:00+05:30`);

describe("academic year (April to March, India's date)", () => {
  it('puts January to March in the year that began the previous April', () => {
    expect(currentAcademicYear(india('2026-11-30', '23:59'))).toBe('2026-2027');
    expect(currentAcademicYear(india('2026-12-01'))).toBe('2026-2027');
    expect(currentAcademicYear(india('2027-01-01'))).toBe('2026-2027');
    expect(currentAcademicYear(india('2027-03-31', '23:59'))).toBe('2026-2027');
    expect(currentAcademicYear(india('2027-04-01'))).toBe('2027-2028');
    expect(academicYearStart(india('2027-03-31', '23:59'))).toBe(2026);
    expect(academicYearStart(india('2027-04-01'))).toBe(2027);
  });
  it('switches the latest year to the next one from December, through March', () => {
    expect(latestAcademicYear(india('2026-11-30', '23:59'))).toBe('2026-2027');
    expect(latestAcademicYear(india('2026-12-01'))).toBe('2027-2028');
    expect(latestAcademicYear(india('2027-01-01'))).toBe('2027-2028');
    expect(latestAcademicYear(india('2027-03-31', '23:59'))).toBe('2027-2028');
    expect(latestAcademicYear(india('2027-04-01'))).toBe('2027-2028');
    expect(latestAcademicYear(india('2027-11-30', '23:59'))).toBe('2027-2028');
  });
  it("reads India's date, not the machine's: 1 December in India is still 30 November in UTC", () => {
    const moment = india('2026-12-01', '01:00');
    expect(moment.toISOString().slice(0, 10)).toBe('2026-11-30');
    expect(latestAcademicYear(moment)).toBe('2027-2028');
    const april = india('2027-04-01', '02:00');
    expect(april.toISOString().slice(0, 10)).toBe('2027-03-31');
    expect(currentAcademicYear(april)).toBe('2027-2028');
    expect(calendarYearSpan(india('2027-01-01', '03:00'))).toBe('2027-2028');
  });
  it('gives the first and last day of a year', () => {
    expect(academicYearRange('2026-2027')).toEqual({ from: '2026-04-01', to: '2027-03-31' });
  });
});

describe('formats', () => {
  it('shows dates DD-MM-YYYY and times hh:mm A', () => {
    expect(formatDate('2026-11-23')).toBe('23-11-2026');
    expect(formatDateTime(india('2026-11-23', '14:05'))).toBe('23-11-2026 02:05 PM');
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
