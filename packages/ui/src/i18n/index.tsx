import { useSyncExternalStore, type ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, type IntlShape } from 'react-intl';
import { DEFAULT_LANGUAGE, isLanguage, localeOf, type Language } from '@portal/core';
import { flatten, type Catalogue, type MessageKey } from './catalogue.ts';
import { en } from './messages/en.ts';

export type { Catalogue, MessageKey } from './catalogue.ts';

/** English is in the first download (the fallback of every key); each other language is a chunk of its own. */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<Catalogue>> = {
  hi: () => import('./messages/hi.ts').then((m) => m.hi),
  kn: () => import('./messages/kn.ts').then((m) => m.kn),
  ta: () => import('./messages/ta.ts').then((m) => m.ta),
};

const STORAGE_KEY = 'lang';
const cache = createIntlCache();
const english = flatten(en);

function intlFor(language: Language, catalogue: Catalogue | typeof en): IntlShape {
  return createIntl(
    { locale: localeOf(language), defaultLocale: 'en-IN', messages: { ...english, ...flatten(catalogue) } },
    cache,
  );
}

let current: { language: Language; intl: IntlShape } = { language: 'en', intl: intlFor('en', en) };
const listeners = new Set<() => void>();

function storedLanguage(): Language {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/**
 * Switches the interface language without a reload: loads its catalogue, remembers it on this device (the
 * sign-in screen uses it before anyone signs in), sets the page's `lang` and redraws the screens.
 */
export async function setLanguage(language: Language): Promise<void> {
  if (typeof localStorage !== 'undefined') localStorage.setItem(STORAGE_KEY, language);
  if (language === current.language) return;
  const catalogue = language === 'en' ? en : await loaders[language]();
  current = { language, intl: intlFor(language, catalogue) };
  if (typeof document !== 'undefined') document.documentElement.lang = localeOf(language);
  for (const listener of listeners) listener();
}

/** At start: the language this device last used (English the first time). */
export function restoreLanguage(): Promise<void> {
  if (typeof document !== 'undefined') document.documentElement.lang = localeOf(current.language);
  return setLanguage(storedLanguage());
}

export function currentLanguage(): Language {
  return current.language;
}

/** A message of the current language, its ICU arguments filled in; usable outside components too. */
export function t(key: MessageKey, values?: Record<string, string | number>): string {
  return current.intl.formatMessage({ id: key }, values);
}

/**
 * A message known only at run time (a menu entry's name from the database): its translation when the catalogue
 * has one, else the given words.
 */
export function tOr(key: string, fallback: string): string {
  return key in current.intl.messages ? current.intl.formatMessage({ id: key }) : fallback;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current language; a component reading it is drawn again when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}

/**
 * Gives the tree the current language's messages. A change of language draws the tree anew (the `key`), so
 * every `t()` call of every screen speaks the new language at once; fetched data stays in the query cache.
 */
export function I18nRoot({ children }: { children: ReactNode }) {
  const language = useLanguage();
  return (
    <RawIntlProvider value={current.intl} key={language}>
      {children}
    </RawIntlProvider>
  );
}
