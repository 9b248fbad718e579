import {
  Fragment,
  use,
  useSyncExternalStore,
  type FulfilledReactPromise,
  type ReactNode,
  type ReactPromise,
} from 'react';
import { IntlMessageFormat } from 'intl-messageformat';
import { DEFAULT_LANGUAGE, isLanguage, localeOf, type Language } from '@portal/core';
import { flatten, isPlain, type Keys, type MessageKey, type Widen } from './catalogue.ts';
import { en } from './messages/en.ts';

export type { Catalogue, MessageKey, Widen } from './catalogue.ts';

type Other = Exclude<Language, 'en'>;
type Messages = Record<string, string>;
export type MessageValues = Record<string, string | number>;

/**
 * A module's own words: its English catalogue, in its screens' chunk, and a loader per other language, each
 * its own chunk, fetched only when a screen of the module opens in that language.
 */
export interface ModuleMessages<E extends object> {
  en: E;
  load: Record<Other, () => Promise<Widen<E>>>;
}

export function defineModuleMessages<const E extends object>(
  english: E,
  load: Record<Other, () => Promise<Widen<E>>>,
): ModuleMessages<E> {
  return { en: english, load };
}

/** The shell's catalogue: English is in the first download (the fallback of every key), each other its chunk. */
const shell: ModuleMessages<typeof en> = defineModuleMessages(en, {
  hi: () =>
    withOfficeMenu(
      import('./messages/hi.ts').then((m) => m.hi),
      import('./office-menu/hi.ts'),
    ),
  kn: () =>
    withOfficeMenu(
      import('./messages/kn.ts').then((m) => m.kn),
      import('./office-menu/kn.ts'),
    ),
  ta: () =>
    withOfficeMenu(
      import('./messages/ta.ts').then((m) => m.ta),
      import('./office-menu/ta.ts'),
    ),
});

/** A language's shell words with the office's menu entries among its menu's (./office-menu), fetched side by side. */
async function withOfficeMenu(
  shellWords: Promise<Widen<typeof en>>,
  office: Promise<{ officeMenu: Record<string, string> }>,
): Promise<Widen<typeof en>> {
  const [words, { officeMenu }] = await Promise.all([shellWords, office]);
  return { ...words, menu: { ...words.menu, ...officeMenu } };
}

const STORAGE_KEY = 'lang';
const catalogues = new Map<ModuleMessages<object>, Partial<Record<Language, Messages>>>([[shell, { en: flatten(en) }]]);
let current: { language: Language; messages: Messages; formats: Map<string, IntlMessageFormat> };
const listeners = new Set<() => void>();

/** English first, the language's words over it: a key a catalogue lacks still reads in English. */
function rebuild(language: Language) {
  const messages: Messages = {};
  for (const byLanguage of catalogues.values()) Object.assign(messages, byLanguage.en, byLanguage[language]);
  current = { language, messages, formats: new Map() };
}
rebuild(DEFAULT_LANGUAGE);

/** A catalogue's load as React's `use` reads it: once settled, its status says so and `use` does not suspend. */
type Loading = ReactPromise<void>;

/** The words are here (English, always): `use` reads it without suspending. */
const HERE: FulfilledReactPromise<void> = Object.assign(Promise.resolve(), {
  status: 'fulfilled' as const,
  value: undefined,
});

const loading = new WeakMap<ModuleMessages<object>, Partial<Record<Language, Loading>>>();

/**
 * Fetches a catalogue's words in a language once. The same promise answers every later call, settled: a screen
 * calls `use` on it on every drawing, since React replays a drawing that suspended once the promise settles, and
 * a replay that no longer calls `use` draws the hooks after it as updates of hooks never made (React's error 467).
 */
function load(messages: ModuleMessages<object>, language: Language): Loading {
  const byLanguage = catalogues.get(messages)!;
  const pending = loading.get(messages) ?? {};
  loading.set(messages, pending);
  const known = pending[language];
  if (known) return known;
  if (language === 'en' || byLanguage[language]) return HERE;
  const loaded: Loading = messages.load[language]().then((words) => {
    byLanguage[language] = flatten(words);
    if (current.language === language) rebuild(language);
    Object.assign(loaded, { status: 'fulfilled', value: undefined });
  });
  pending[language] = loaded;
  return loaded;
}

/**
 * Switches the interface language without a reload: loads the catalogues of the shell and of every module
 * opened so far, remembers the choice on this device (the sign-in screen uses it before anyone signs in), sets
 * the page's `lang` and redraws the screens.
 */
export async function setLanguage(language: Language): Promise<void> {
  if (typeof localStorage !== 'undefined') localStorage.setItem(STORAGE_KEY, language);
  if (language === current.language) return;
  await Promise.all([...catalogues.keys()].map((m) => load(m, language)));
  rebuild(language);
  if (typeof document !== 'undefined') document.documentElement.lang = localeOf(language);
  for (const listener of listeners) listener();
}

/** At start: the language this device last used (English the first time). */
export function restoreLanguage(): Promise<void> {
  if (typeof document !== 'undefined') document.documentElement.lang = localeOf(current.language);
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  return setLanguage(isLanguage(stored) ? stored : DEFAULT_LANGUAGE);
}

export function currentLanguage(): Language {
  return current.language;
}

/** A message of the current language, its ICU arguments filled in; usable outside components too. */
export function t(key: MessageKey, values?: MessageValues): string {
  return format(key, values);
}

/** Each message is compiled once per language; a key no catalogue has shows as itself. */
function format(key: string, values?: MessageValues): string {
  let compiled = current.formats.get(key);
  if (!compiled) {
    const message = current.messages[key];
    if (message === undefined) return key;
    if (typeof message === 'string' && isPlain(message)) return message;
    compiled = new IntlMessageFormat(message, localeOf(current.language));
    current.formats.set(key, compiled);
  }
  return String(compiled.format(values));
}

/**
 * A message known only at run time (a menu entry's name from the database): its translation when the catalogue
 * has one, else the given words.
 */
export function tOr(key: string, fallback: string): string {
  return key in current.messages ? format(key) : fallback;
}

/**
 * A module screen's translator: the first screen of a module to open in a language waits (suspends) for the
 * module's catalogue of that language; its keys are checked by the compiler against the English catalogue.
 */
export function useMessages<E extends object>(
  messages: ModuleMessages<E>,
): (key: Keys<E>, values?: MessageValues) => string {
  const language = useLanguage();
  const words: ModuleMessages<object> = messages;
  if (!catalogues.has(words)) {
    catalogues.set(words, { en: flatten(messages.en) });
    rebuild(language);
  }
  use(load(words, language));
  return (key, values) => format(key, values);
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
 * A change of language draws the tree anew (the `key`), so every `t()` call of every screen speaks the new
 * language at once; fetched data stays in the query cache.
 */
export function I18nRoot({ children }: { children: ReactNode }) {
  return <Fragment key={useLanguage()}>{children}</Fragment>;
}
