import type { en } from './messages/en.ts';

export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** A language's catalogue: every key of the English one, each an ICU message with the same arguments. */
export type Catalogue = Widen<typeof en>;

/** Every key of the catalogue, `section.name`. */
export type Keys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Keys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type MessageKey = Keys<typeof en>;

/**
 * The nested catalogue as the flat `section.name → message` map ICU formatters take. In the browser build a
 * message is already parsed (apps/web/build/precompiled-messages.ts): an array, kept whole like a string.
 */
export function flatten(tree: object, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string' || Array.isArray(value)) out[prefix + key] = value as string;
    else flatten(value as object, `${prefix}${key}.`, out);
  }
  return out;
}

/** Words with nothing for ICU to do (no argument, plural, tag or quote): shown as they are, never compiled. */
export function isPlain(message: string): boolean {
  return !/[{}#<']/.test(message);
}
