import { afterEach, describe, expect, it } from 'vitest';
import { formatCount, formatPaise, LANGUAGES } from '@portal/core';
import { currentLanguage, rangeLabel, setLanguage, t, tOr } from '../src/index.ts';

// Test files share loaded modules: each test leaves the language as it found it.
afterEach(() => setLanguage('en'));

describe('numbers and money', () => {
  it('group digits the Indian way in every language', () => {
    expect(formatCount(100000)).toBe('1,00,000');
    expect(formatCount(12345678)).toBe('1,23,45,678');
    expect(formatPaise(12345650)).toBe('₹1,23,456.50');
    for (const language of LANGUAGES) {
      const plain = new Intl.NumberFormat(`${language}-IN`).format(100000);
      // CLDR's Kannada groups by thousands (100,000); the portal's helper never does.
      expect(plain === '1,00,000' || language === 'kn', language).toBe(true);
    }
  });

  it('count list rows in lakhs whatever the language', async () => {
    expect(rangeLabel(2, 50_000, 250_000)).toBe('50,001–1,00,000 of 2,50,000');
    await setLanguage('kn');
    expect(rangeLabel(2, 50_000, 250_000)).toBe('2,50,000 ರಲ್ಲಿ 50,001–1,00,000');
  });
});

describe('messages', () => {
  it('choose the plural form of the language', async () => {
    expect(t('common.children', { count: 1 })).toBe('1 child');
    expect(t('common.children', { count: 3 })).toBe('3 children');
    await setLanguage('hi');
    expect(currentLanguage()).toBe('hi');
    expect(t('common.children', { count: 1 })).toBe('1 बच्चा');
    expect(t('common.children', { count: 3 })).toBe('3 बच्चे');
    await setLanguage('ta');
    expect(t('common.children', { count: 2 })).toBe('2 குழந்தைகள்');
  });

  it('greet by the part of the day', async () => {
    expect(t('home.greeting', { part: 'afternoon', name: 'Anita' })).toBe('Good afternoon, Anita');
    await setLanguage('hi');
    expect(t('home.greeting', { part: 'morning', name: 'Anita' })).toBe('सुप्रभात, Anita');
    await setLanguage('ta');
    expect(t('home.greeting', { part: 'evening', name: 'Anita' })).toBe('மாலை வணக்கம், Anita');
  });

  it('switch language without a reload and back', async () => {
    await setLanguage('hi');
    expect(t('shell.logout')).toBe('लॉग आउट');
    await setLanguage('kn');
    expect(t('shell.logout')).toBe('ಲಾಗ್ ಔಟ್');
    await setLanguage('en');
    expect(t('shell.logout')).toBe('Logout');
  });

  it('translate a menu entry named at run time, and keep words the catalogue lacks', async () => {
    await setLanguage('hi');
    expect(tOr('menu.student-account', 'Fee account')).toBe('फ़ीस खाता');
    // The office's menu groups as the seed names them.
    expect(['Admin', 'Enquiries', 'Reports', 'Tickets'].map((group) => tOr(`menu.${group}`, group))).toEqual([
      'प्रशासन',
      'पूछताछ',
      'रिपोर्ट',
      'टिकट',
    ]);
    expect(tOr('menu.some-new-entry', 'Some new entry')).toBe('Some new entry');
  });
});
