import { describe, expect, it } from 'vitest';
import {
  enumLabel,
  shownCodes,
  formatPercentage,
  isRawEnumValue,
  options,
  parseDisplayDate,
  percentToBasisPoints,
  zodForField,
  PAYMENT_STATUS,
  SPEC_WORDING,
} from '../src/index.ts';

describe('enum labels', () => {
  it('reads stored identifiers as words', () => {
    expect(enumLabel('BANK_TRANSFER')).toBe('Bank transfer');
    expect(enumLabel('IN PROGRESS')).toBe('In progress');
    expect(enumLabel('IN-PROGRESS')).toBe('In-progress');
    expect(enumLabel('Yet_to_call')).toBe('Yet to call');
    expect(enumLabel('PER_STUDENT')).toBe('Per student');
    expect(enumLabel('CURRICULUM_KIT_1')).toBe('Curriculum kit 1');
    expect(enumLabel('PENDING')).toBe('Pending');
  });

  it("keeps the spec's wording, acronyms, codes and words already written for people", () => {
    expect(enumLabel('ZSM APPROVED')).toBe('ZM APPROVED');
    expect(enumLabel('APPROVAL_WAITING')).toBe('Awaiting approval');
    expect(enumLabel('C1 APPROVED')).toBe('C1 APPROVED');
    expect(enumLabel('IT')).toBe('IT');
    expect(enumLabel('GST_INVOICE')).toBe('GST invoice');
    expect(enumLabel('AB+')).toBe('AB+');
    expect(enumLabel('Casual Leave')).toBe('Casual Leave');
    expect(enumLabel('Intelliskills+BSK Fee Plan Assign')).toBe('Intelliskills+BSK Fee Plan Assign');
    expect(enumLabel('')).toBe('');
  });

  it('tells a raw value from a label', () => {
    expect(PAYMENT_STATUS.filter(isRawEnumValue)).toEqual([...PAYMENT_STATUS]);
    expect(isRawEnumValue('Present')).toBe(false);
    expect(isRawEnumValue('ZM APPROVED')).toBe(false);
    // The spec's own status words may be shown as written; identifiers never.
    expect(SPEC_WORDING.has('CONFIRMED')).toBe(true);
    expect(SPEC_WORDING.has('APPROVAL_WAITING')).toBe(false);
  });

  it('gives every enum option its label and keeps the value', () => {
    expect(options('CASH', 'BANK_TRANSFER')).toEqual([
      { value: 'CASH', label: 'Cash' },
      { value: 'BANK_TRANSFER', label: 'Bank transfer' },
    ]);
  });
});

describe('percentages', () => {
  it('shows basis points and whole percents as percentages', () => {
    expect(formatPercentage(1250, 'basisPoints')).toBe('12.5 %');
    expect(formatPercentage(1800, 'basisPoints')).toBe('18 %');
    expect(formatPercentage(7, 'basisPoints')).toBe('0.07 %');
    expect(formatPercentage(40, 'percent')).toBe('40 %');
    expect(formatPercentage(null, 'percent')).toBe('');
  });

  it('reads a typed percentage as basis points, refusing more than 2 decimals', () => {
    expect(percentToBasisPoints('12.5')).toBe(1250);
    expect(percentToBasisPoints('18')).toBe(1800);
    expect(percentToBasisPoints('0.07')).toBe(7);
    expect(percentToBasisPoints('1.234')).toBeNull();
    expect(percentToBasisPoints('-1')).toBeNull();
  });

  it('bounds a basis-point field in percent words', () => {
    const field = { kind: 'number', label: 'GST rate', unit: 'basisPoints', min: 0, max: 2800 } as const;
    const result = zodForField(field).safeParse(3000);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('GST rate must be at most 28 %');
    expect(zodForField(field).safeParse(1250).success).toBe(true);
    expect(zodForField(field).safeParse(12.5).success).toBe(false);
  });
});

describe('dates typed as the portal shows them', () => {
  it('reads DD-MM-YYYY (and / or . between the parts) and YYYY-MM-DD', () => {
    expect(parseDisplayDate('15-08-2022')).toBe('2022-08-15');
    expect(parseDisplayDate('5/8/2022')).toBe('2022-08-05');
    expect(parseDisplayDate('15.08.2022')).toBe('2022-08-15');
    expect(parseDisplayDate('2022-08-15')).toBe('2022-08-15');
  });

  it('refuses days that do not exist and the American order', () => {
    expect(parseDisplayDate('30-02-2026')).toBeNull();
    expect(parseDisplayDate('08-15-2022')).toBeNull();
    expect(parseDisplayDate('15-08-22')).toBeNull();
    expect(parseDisplayDate('')).toBeNull();
  });
});

describe('codes a person should not read', () => {
  it('finds stored values, ISO dates and seconds, not units, file formats or acronyms', () => {
    expect(shownCodes('Status: APPROVAL_WAITING')).not.toEqual([]);
    expect(shownCodes('Paid on 2026-11-01')).not.toEqual([]);
    // A timestamp as stored, whatever its time of day.
    expect(shownCodes('2026-11-26T09:05:07.673Z')).toContain('ISO date "2026-11-26"');
    expect(shownCodes('In at 08:45:00')).not.toEqual([]);
    expect(shownCodes('2.0 MB')).toEqual([]);
    expect(shownCodes('JSON')).toEqual([]);
    expect(shownCodes('GST invoice (PDF)')).toEqual([]);
  });
});
