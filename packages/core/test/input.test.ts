import { describe, expect, it } from 'vitest';
import {
  findInputProblem,
  findUnsafeText,
  isoDate,
  MAX_INPUT_DEPTH,
  isRealDate,
  isSafeText,
  zodForField,
  type FieldDef,
} from '../src/index.ts';

describe('strict dates', () => {
  it.each(['2026-02-30', '2026-13-45', '0000-00-00', '1899-12-31', '10000-01-01', '2026-2-3', '2026-04-31', ''])(
    'refuses %s',
    (value) => expect(isRealDate(value)).toBe(false),
  );
  it.each(['2026-02-28', '2028-02-29', '1900-01-01', '9999-12-31'])('accepts %s', (value) =>
    expect(isRealDate(value)).toBe(true),
  );
  it('says what a date must look like', () => {
    const r = isoDate('From date').safeParse('2026-02-30');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe('From date must be a real date (YYYY-MM-DD, years 1900–9999)');
  });
});

describe('unstorable text', () => {
  it('finds a NUL byte or a lone surrogate, and passes a pair', () => {
    expect(isSafeText('Asha\u0000Rao')).toBe(false);
    expect(isSafeText('Asha\uD800')).toBe(false);
    expect(isSafeText('\uDC00Rao')).toBe(false);
    expect(isSafeText('𝔘 हिन्दी ✓')).toBe(true);
    expect(findUnsafeText({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toBe('a.1.c');
    expect(findUnsafeText({ 'k\uD800': 'v' })).toBe('k\uD800');
    expect(findUnsafeText({ a: 'ok', n: 1 })).toBeNull();
    const cyclic: Record<string, unknown> = { a: 'ok' };
    cyclic.self = cyclic;
    expect(findUnsafeText(cyclic)).toBeNull();
  });

  it('stops at nesting past the bound without recursing, whatever the depth', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 200_000; i++) deep = { a: deep };
    expect(findInputProblem(deep)).toEqual({ kind: 'tooDeep' });
    let fine: unknown = 'x\u0000';
    for (let i = 0; i < MAX_INPUT_DEPTH - 1; i++) fine = [fine];
    expect(findInputProblem(fine)).toEqual({ kind: 'unsafeText', at: '0.'.repeat(MAX_INPUT_DEPTH - 2) + '0' });
  });

  it.each<FieldDef['kind']>(['text', 'richtext', 'email', 'password', 'file'])('the %s kind refuses them', (kind) => {
    const field: FieldDef = { kind, label: 'Value' };
    for (const value of ['a\u0000b@x.in', 'ab\uD800cdefgh@x.in']) {
      const r = zodForField(field).safeParse(value);
      expect(r.success).toBe(false);
    }
  });
});
