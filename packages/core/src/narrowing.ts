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

/**
 * A server's message in the reader's words when the screen's catalogue has words for it (`keys`: each refusal the
 * server sends, by its English, to its catalogue key); any other message as it came.
 */
export function wordedMessage<K extends string>(
  keys: Readonly<Record<string, K>>,
  t: (key: K) => string,
  message: string,
): string {
  return isKeyOf(keys, message) ? t(keys[message]) : message;
}

/** True when `value` is one of `values`: a stored or chosen word narrowed to the words it may be. */
export const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  values.some((v) => v === value);

/** A record with one value per key, typed by its keys (`Object.fromEntries` types them as any string). */
export function recordOf<K extends string, V>(keys: readonly K[], valueOf: (key: K) => V): Record<K, V> {
  // cast: fromEntries answers Record<string, V>; each key of K is given its value on this line
  return Object.fromEntries(keys.map((key) => [key, valueOf(key)])) as Record<K, V>;
}

/**
 * The rows of a raw statement's result (`db.execute`): node-postgres and PGlite both answer `{ rows }`, which the
 * database type leaves unnamed. Each row is still to be read by what the statement names (a schema, a guard).
 */
export function resultRows(result: unknown): unknown[] {
  if (isRecord(result) && Array.isArray(result.rows)) return result.rows;
  throw new Error('A statement answered without rows');
}

/**
 * A json value as a driver answers it: node-postgres parses json columns, PGlite may hand their text. The SQL that
 * built the value names its shape, which is what the caller asks for.
 */
export function jsonValue<T>(value: T | string): T {
  // cast: the value's shape is the one the SQL that built it wrote; the drivers differ only in parsing it
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

/**
 * A stored word read as one of the words it may be: the column is written only through them (an enum field, a
 * command), so another word is a fault of the data, said as such rather than passed on under a type it is not.
 */
export function storedAs<T extends string>(values: readonly T[], value: string): T;
export function storedAs<T extends string>(values: readonly T[], value: string | null): T | null;
export function storedAs<T extends string>(values: readonly T[], value: string | null): T | null {
  if (value === null || isOneOf(values, value)) return value;
  throw new Error(`'${value}' is stored where one of ${values.join(', ')} belongs`);
}
