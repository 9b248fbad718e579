import rosetta from 'rosetta';
import { en } from './en.ts';

/** Every key of the catalogue, `section.name`. */
type Keys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Keys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type MessageKey = Keys<typeof en>;

/**
 * The shell's words live in one catalogue so a language can be added whole: shell, menus, common
 * actions and validation messages together. Until such a catalogue exists the portal speaks English
 * only, rather than offering a language it would show half-translated.
 */
const catalogue = rosetta({ en });
catalogue.locale('en');

export function t(key: MessageKey): string {
  return catalogue.t(key);
}
