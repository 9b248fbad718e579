import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en.ts';
import { hi } from './hi.ts';

export const LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'hi', label: 'हिन्दी' },
] as const;

/** The language is a device preference kept outside the session keys. */
const LANG_KEY = 'lang';

export function storedLanguage(): string {
  const lang = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANG_KEY);
  return lang === 'hi' ? 'hi' : 'en';
}

export function setLanguage(lang: string): void {
  localStorage.setItem(LANG_KEY, lang);
  void i18next.changeLanguage(lang);
  document.documentElement.lang = lang;
}

export function initI18n() {
  void i18next.use(initReactI18next).init({
    resources: { en: { translation: en }, hi: { translation: hi } },
    lng: storedLanguage(),
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  document.documentElement.lang = storedLanguage();
  return i18next;
}
