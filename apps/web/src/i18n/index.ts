import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en.ts';

/**
 * The shell's words live in one catalogue so a language can be added whole: shell, menus, common
 * actions and validation messages together. Until such a catalogue exists the portal speaks English
 * only, rather than offering a language it would show half-translated.
 */
export function initI18n() {
  void i18next.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  document.documentElement.lang = 'en';
  return i18next;
}
