import { describe, expect, it } from 'vitest';
import { e164FromWaId, indianMobileOf, nationalMobile, samePhone, toE164 } from '../src/phone.ts';

describe('phone numbers in E.164', () => {
  it('reads an Indian mobile however it is written', () => {
    for (const written of [
      '9845012345',
      '98450 12345',
      '098450-12345',
      '919845012345',
      '+91 98450 12345',
      '0091 9845012345',
    ])
      expect(toE164(written), written).toBe('+919845012345');
    expect(nationalMobile('+91 98450-12345')).toBe('9845012345');
  });

  it('keeps a foreign number whole: its last ten digits are not a parent’s mobile', () => {
    for (const [written, e164] of [
      ['+1 900 000 0010', '+19000000010'],
      ['+44 9000000010', '+449000000010'],
      ['+971 9000000010', '+9719000000010'],
    ]) {
      expect(toE164(written)).toBe(e164);
      expect(indianMobileOf(e164)).toBeNull();
      expect(nationalMobile(written)).toBeNull();
      expect(samePhone(written, '9000000010')).toBe(false);
    }
    expect(samePhone('+91 90000 00010', '9000000010')).toBe(true);
  });

  it('reads a WhatsApp sender with its country code, and refuses what is no number', () => {
    expect(e164FromWaId('919000000010')).toBe('+919000000010');
    expect(e164FromWaId('19000000010')).toBe('+19000000010');
    expect(indianMobileOf(e164FromWaId('19000000010')!)).toBeNull();
    for (const bad of ['', '12', 'abc', '+0123456789', '5845012345', '0000000000', '+91 12345'])
      expect(nationalMobile(bad), bad).toBeNull();
    expect(e164FromWaId('+919000000010')).toBeNull();
  });
});
