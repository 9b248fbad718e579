import { describe, expect, it } from 'vitest';
import { zodForFields, type FieldMap } from '../src/index.ts';

const fields: FieldMap = {
  name: { kind: 'text', label: 'Name', required: true, max: 10 },
  mobile: { kind: 'mobile', label: 'Mobile' },
  fee: { kind: 'money', label: 'Fee', required: true },
  kind: { kind: 'enum', label: 'Kind', options: [{ value: 'A', label: 'A' }] },
  code: { kind: 'text', label: 'Code', readOnly: true },
};

const messages = (body: unknown, mode: 'create' | 'update' = 'create') => {
  const r = zodForFields(fields, mode).safeParse(body);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.') || '_', i.message]));
};

describe('field validation', () => {
  it('says what is wrong with each field in plain words', () => {
    expect(messages({ name: '', fee: 10.5, mobile: '12345', kind: 'Z' })).toEqual({
      name: 'Name is required',
      fee: 'Fee can have at most 2 decimals',
      mobile: 'Mobile must be a 10-digit Indian mobile number',
      kind: 'Kind must be one of: A',
    });
  });
  it('refuses negative money and unknown or read-only fields', () => {
    expect(messages({ name: 'x', fee: -1 })).toEqual({ fee: 'Fee cannot be negative' });
    expect(messages({ name: 'x', fee: 1, code: 'X' })._).toBe('Unknown field: code');
  });
  it('refuses a nil amount where one must be charged, in rupees', () => {
    const amount = (min: number, value: number) =>
      zodForFields({ fee: { kind: 'money', label: 'Fee', required: true, min } }, 'create').safeParse({ fee: value })
        .error?.issues[0].message;
    expect(amount(1, 0)).toBe('Fee must be more than ₹0');
    expect(amount(1, 1)).toBeUndefined();
    expect(amount(50_000, 100)).toBe('Fee must be at least ₹500.00');
  });
  it('makes every field optional on update', () => {
    expect(messages({ mobile: '9876543210' }, 'update')).toEqual({});
  });
});
