/**
 * The words the portal writes on a child's account and day (an installment's label, a late pickup's or a late fee's
 * charge, a dose given) are said in the reader's language on every screen a parent reads them: each is written by
 * one shared function, taken apart by its twin, and put back together by every catalogue in every language, with
 * nothing of the English left but the figures, the dates and the times.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, localeOf, type Language } from '@portal/core';
import { flatten } from '../../../packages/ui/src/i18n/catalogue.ts';
import { doseParts, doseText } from '../../../modules/day/shared/dose-words.ts';
import { BUILT_IN_FEE_HEADS } from '../../../modules/ledger/shared/accounts.ts';
import {
  builtInFeeHead,
  chargeWords,
  FROM_JOINING,
  FULL_PAYMENT,
  installmentLabelOf,
  installmentWords,
  lateFeeDescription,
  latePickupDescription,
} from '../../../modules/finance/shared/words.ts';

type Catalogue = Record<string, string>;

/** A module's screens' catalogue in a language, flattened. */
async function catalogue(module: string, language: Language): Promise<Catalogue> {
  const file = (await import(`../../../modules/${module}/web/messages/${language}.ts`)) as Record<string, object>;
  return flatten(file[language]);
}

const say = (words: Catalogue, language: Language, key: string, values: Record<string, string | number> = {}) => {
  expect(words[key], `${language}: ${key}`).toBeDefined();
  return String(new IntlMessageFormat(words[key], localeOf(language)).format(values));
};

/** Where each screen a parent reads keeps the words of an installment's label. */
const INSTALLMENT_KEYS = [
  { module: 'finance', prefix: 'pay.' },
  { module: 'home', prefix: 'parent.' },
  { module: 'academics', prefix: 'dashboard.' },
];

function installment(words: Catalogue, language: Language, prefix: string, label: string): string {
  const parts = installmentWords(label);
  expect(parts, label).not.toBeNull();
  return parts!.key === 'installmentN'
    ? say(words, language, `${prefix}installmentN`, { n: parts!.n })
    : say(words, language, `${prefix}${parts!.key}`);
}

const ENGLISH = /Installment|Full payment|From joining|Late pickup|Late fee|minutes after closing|was due on|dose\)/;

describe('the words written on a child’s account', () => {
  it('are taken apart by the function that wrote them', () => {
    expect(installmentWords(installmentLabelOf(3))).toEqual({ key: 'installmentN', n: 3 });
    expect(installmentWords(FULL_PAYMENT)).toEqual({ key: 'fullPayment' });
    expect(installmentWords(FROM_JOINING)).toEqual({ key: 'fromJoining' });
    expect(installmentWords('Term 2 (custom)')).toBeNull();
    expect(chargeWords(latePickupDescription('21-11-2026', '06:26 PM', 26))).toEqual({
      key: 'latePickup',
      date: '21-11-2026',
      time: '06:26 PM',
      minutes: 26,
    });
    expect(chargeWords(lateFeeDescription('Installment 2', '10-07-2026'))).toEqual({
      key: 'lateFee',
      installment: 'Installment 2',
      date: '10-07-2026',
    });
    expect(chargeWords('Uniform, size 4')).toBeNull();
    expect(doseParts(doseText('Calpol', '5 ml', '03:45 PM'))).toEqual({ given: 'Calpol, 5 ml', slot: '03:45 PM' });
    expect(doseParts('Slept well (the teacher’s note)')).toBeNull();
    // A built-in fee head keeps its code for the reader's words; one head office renamed or added, its own name.
    expect(builtInFeeHead('LATE_PICKUP', 'Late pickup')).toBe('LATE_PICKUP');
    expect(builtInFeeHead('LATE_PICKUP', 'Evening care')).toBeNull();
    expect(builtInFeeHead('SUMMER_CAMP', 'Summer camp')).toBeNull();
  });

  it('names the built-in fee heads in every language where a parent reads them', async () => {
    for (const language of LANGUAGES)
      for (const [module, key] of [
        ['finance', 'charges.feeHead'],
        ['academics', 'dashboard.feeHead'],
      ] as const) {
        const words = await catalogue(module, language);
        for (const head of BUILT_IN_FEE_HEADS) {
          const shown = say(words, language, key, { code: head.code });
          if (language === 'en') expect(shown).toBe(head.name);
          else expect(shown, `${language} ${module}: ${head.code}`).not.toMatch(/[A-Za-z]{3}/);
        }
      }
  });

  it('read in every language on every screen a parent reads them, the figures, dates and times kept', async () => {
    for (const language of LANGUAGES) {
      const english = language === 'en';
      for (const { module, prefix } of INSTALLMENT_KEYS) {
        const words = await catalogue(module, language);
        for (const label of [installmentLabelOf(4), FULL_PAYMENT, FROM_JOINING]) {
          const shown = installment(words, language, prefix, label);
          if (english) expect(shown).toBe(label);
          else expect(shown, `${language} ${module}: ${label}`).not.toMatch(ENGLISH);
        }
        expect(installment(words, language, prefix, installmentLabelOf(4))).toContain('4');
      }

      const finance = await catalogue('finance', language);
      const pickup = latePickupDescription('21-11-2026', '06:26 PM', 26);
      const pickupShown = say(finance, language, 'charges.latePickup', chargeWords(pickup)!);
      const lateFee = chargeWords(lateFeeDescription(installmentLabelOf(2), '10-07-2026'))!;
      if (lateFee.key !== 'lateFee') throw new Error('a late fee');
      const lateFeeShown = say(finance, language, 'charges.lateFee', {
        installment: installment(finance, language, 'pay.', lateFee.installment),
        date: lateFee.date,
      });
      const dose = doseParts(doseText('Calpol', '5 ml', '03:45 PM'))!;
      const doseShown = [
        say(await catalogue('day', language), language, 'entry.dose', dose),
        say(await catalogue('home', language), language, 'parent.dose', dose),
      ];
      if (english) {
        expect(pickupShown).toBe(pickup);
        expect(lateFeeShown).toBe(lateFeeDescription(installmentLabelOf(2), '10-07-2026'));
        expect(doseShown).toEqual([doseText('Calpol', '5 ml', '03:45 PM'), doseText('Calpol', '5 ml', '03:45 PM')]);
        continue;
      }
      for (const shown of [pickupShown, lateFeeShown, ...doseShown]) expect(shown, language).not.toMatch(ENGLISH);
      for (const kept of ['21-11-2026', '06:26 PM', '26']) expect(pickupShown).toContain(kept);
      expect(lateFeeShown).toContain('10-07-2026');
      for (const shown of doseShown) for (const kept of ['Calpol, 5 ml', '03:45 PM']) expect(shown).toContain(kept);
    }
  });
});
