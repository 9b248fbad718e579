import { describe, expect, it } from 'vitest';
import { DAY_MESSAGES } from '../shared/constants.ts';
import { en } from '../web/messages/en.ts';
import { hi } from '../web/messages/hi.ts';
import { kn } from '../web/messages/kn.ts';
import { ta } from '../web/messages/ta.ts';
import { wordedMessage } from '@portal/core';
import { CHECK_OUT_REFUSAL_KEYS } from '../web/components/check-out-refusals.ts';
import { KIOSK_REFUSAL_KEYS, kioskRefusal, type KioskRefusalKey } from '../web/screens/kiosk-refusals.ts';

/** A catalogue's message by its dotted key (`checkIn.tokenExpired`), its `{placeholders}` filled in. */
const wordsOf =
  (catalogue: object) =>
  (key: KioskRefusalKey | CheckOutRefusalKey, values: Record<string, string> = {}) => {
    const [group, name] = key.split('.');
    const words = (catalogue as Record<string, Record<string, unknown>>)[group]?.[name];
    return typeof words === 'string' ? words.replace(/\{(\w+)\}/g, (all, v: string) => values[v] ?? all) : key;
  };

type CheckOutRefusalKey = (typeof CHECK_OUT_REFUSAL_KEYS)[keyof typeof CHECK_OUT_REFUSAL_KEYS];

/**
 * A parent scanning the kiosk's code on a phone set to Hindi, Kannada or Tamil read the kiosk's refusals in the
 * server's English; the check-in screen now gives them in the reader's language.
 */
describe('the kiosk’s refusals on the parent’s phone', () => {
  const refusals = [
    DAY_MESSAGES.tokenInvalid,
    DAY_MESSAGES.tokenExpired,
    DAY_MESSAGES.tokenReplaced,
    DAY_MESSAGES.noChildHere,
  ];

  it('reads each in the reader’s language, the English as the server says it', () => {
    for (const message of refusals) {
      expect(kioskRefusal(wordsOf(en), message)).toBe(message);
      for (const catalogue of [hi, kn, ta]) {
        const shown = kioskRefusal(wordsOf(catalogue), message);
        expect(shown, message).not.toBe(message);
        expect(shown, message).not.toMatch(/^checkIn\./);
      }
    }
    expect(Object.keys(KIOSK_REFUSAL_KEYS)).toEqual(refusals);
  });

  it('reads a child’s later start in the reader’s language, with the child’s name and the day', () => {
    // The server's words carry the child and the date: they were passed on in English.
    const refusal = DAY_MESSAGES.notStartedYet('Aarav Sharma', '01-04-2027');
    expect(kioskRefusal(wordsOf(en), refusal)).toBe(
      'Aarav Sharma’s admission at this centre starts on 01-04-2027: check-in opens that day.',
    );
    for (const catalogue of [hi, kn, ta]) {
      const shown = kioskRefusal(wordsOf(catalogue), refusal);
      expect(shown).toContain('Aarav Sharma');
      expect(shown).toContain('01-04-2027');
      expect(shown).not.toMatch(/admission|\{/);
    }
  });

  it('passes any other refusal on as the server wrote it', () => {
    const other = DAY_MESSAGES.alreadyOut('Aarav Sharma', '03:30 PM');
    expect(kioskRefusal(wordsOf(hi), other)).toBe(other);
  });
});

/**
 * A teacher handing a child to a one-time pickup, her screen in Hindi, Kannada or Tamil, read a wrong or locked code's
 * refusal in the server's English; the check-out dialog now gives it in her language.
 */
describe('the check-out’s refusals of a one-time code', () => {
  it('reads each in the reader’s language, the English as the server says it', () => {
    for (const message of [DAY_MESSAGES.wrongCode, DAY_MESSAGES.codeLocked]) {
      expect(wordedMessage(CHECK_OUT_REFUSAL_KEYS, wordsOf(en), message)).toBe(message);
      for (const catalogue of [hi, kn, ta]) {
        const shown = wordedMessage(CHECK_OUT_REFUSAL_KEYS, wordsOf(catalogue), message);
        expect(shown, message).not.toBe(message);
        expect(shown, message).not.toMatch(/^checkOut\./);
      }
    }
  });
});
