// Reading values whose type is not known yet (a caught error, parsed JSON, a stored word) without a cast.

/** A caught value's message: an Error's own, or the value as text. */
export const thrownMessage = (err: unknown): string => (err instanceof Error ? err.message : String(err));

/** A caught Error's name (`AbortError`, `TimeoutError`…); undefined when something else was thrown. */
export const thrownName = (err: unknown): string | undefined => (err instanceof Error ? err.name : undefined);

/** An object's named values, read without trusting their types (request params, a parsed body, a token). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** True when `key` is one of the object's own keys: a stored word looked up in its labels, for one. */
export const isKeyOf = <T extends object>(object: T, key: PropertyKey): key is keyof T => Object.hasOwn(object, key);

/** True when `value` is one of `values`: a stored or chosen word narrowed to the words it may be. */
export const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  values.some((v) => v === value);

/** A record with one value per key, typed by its keys (`Object.fromEntries` types them as any string). */
export function recordOf<K extends string, V>(keys: readonly K[], valueOf: (key: K) => V): Record<K, V> {
  // cast: fromEntries answers Record<string, V>; each key of K is given its value on this line
  return Object.fromEntries(keys.map((key) => [key, valueOf(key)])) as Record<K, V>;
}
