/**
 * The languages the portal speaks to parents and teachers. Both sides read this list: the server keeps a
 * person's choice and writes their messages in it, the web shows its screens in it.
 */
export const LANGUAGES = ['en', 'hi', 'kn', 'ta'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in its own script, as a person looks for it in a picker. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  hi: 'हिन्दी',
  kn: 'ಕನ್ನಡ',
  ta: 'தமிழ்',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The BCP 47 locale of a language as spoken in India (plural rules, the html lang attribute). */
export function localeOf(language: Language): string {
  return `${language}-IN`;
}

// Every language groups digits the Indian way (1,00,000), as formatPaise does for rupees: CLDR's Kannada pattern
// groups by thousands, but the centres count in lakhs whatever language they read. Digits stay Latin.
// Made on first use, not when the module loads: a page's first Intl object loads the locale's data (55 ms of a
// phone's first script at 4× CPU), which belongs in the task that formats a number, not in the script's evaluation.
let indianNumber: Intl.NumberFormat | undefined;

/** 100000 → '1,00,000' in every language. */
export function formatCount(value: number): string {
  indianNumber ??= new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
  return indianNumber.format(value);
}
