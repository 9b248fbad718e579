import { IntlMessageFormat } from 'intl-messageformat';
import { DEFAULT_LANGUAGE, localeOf, type Language } from '@portal/core';

/** A module's server-side words: English gives every message, the other languages what they translate. */
export type MessageCatalogue<Key extends string> = { en: Record<Key, string> } & {
  [L in Exclude<Language, 'en'>]?: Partial<Record<Key, string>>;
};

export type MessageValues = Record<string, string | number>;

/**
 * The messages a module sends people (SMS, email) in the recipient's language, as ICU messages; a language
 * without the message falls back to English. Each message is compiled once per language.
 */
export function defineMessages<Key extends string>(catalogue: MessageCatalogue<Key>) {
  const compiled = new Map<string, IntlMessageFormat>();
  function message(language: Language | null | undefined, key: Key, values?: MessageValues): string {
    const wanted = language ?? DEFAULT_LANGUAGE;
    const lang = catalogue[wanted]?.[key] === undefined ? DEFAULT_LANGUAGE : wanted;
    const id = `${lang}:${key}`;
    let format = compiled.get(id);
    if (!format) {
      format = new IntlMessageFormat(catalogue[lang]![key]!, localeOf(lang));
      compiled.set(id, format);
    }
    return String(format.format(values));
  }
  // The catalogue rides along for the translation check (apps/web/test/translations.test.ts).
  return Object.assign(message, { catalogue });
}
