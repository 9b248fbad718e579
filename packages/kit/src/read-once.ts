import type { RequestContext } from './context.ts';

/** The answers a read-only composition has already asked for, by what was asked. */
const readCaches = new WeakMap<RequestContext, Map<string, Promise<unknown>>>();

/**
 * A context for a page composed of several modules' reads (a landing page): the same question asked twice
 * through it (the user's own rows under a rule, a record by id, a child's admission) reaches the database once.
 * Only for reads: a write goes through the request's own context, whose answers are never kept.
 */
export function readingContext(ctx: RequestContext): RequestContext {
  const reading = { ...ctx };
  readCaches.set(reading, new Map());
  return reading;
}

const keptMaps = new WeakMap<RequestContext, Map<string, Map<unknown, unknown>>>();

/**
 * A map this reading context keeps under `key`, for answers a later, narrower question may be served from (a
 * child the page has read among its family); null on any other context.
 */
export function keptMap<K, V>(ctx: RequestContext, key: string): Map<K, V> | null {
  if (!readCaches.has(ctx)) return null;
  let maps = keptMaps.get(ctx);
  if (!maps) keptMaps.set(ctx, (maps = new Map()));
  let map = maps.get(key);
  if (!map) maps.set(key, (map = new Map()));
  // cast: a key's map is made for the K and V its one use names
  return map as Map<K, V>;
}

/** Whether `ctx` is a reading context (readingContext), whose answers are kept for the page. */
export const isReadingContext = (ctx: RequestContext): boolean => readCaches.has(ctx);

/**
 * The answer of `load` for this question, asked once per reading context (readingContext); on any other
 * context `load` runs every time. A failed answer is forgotten, so a later ask tries again.
 */
export function readOnce<T>(ctx: RequestContext, key: string, load: () => Promise<T>): Promise<T> {
  const cache = readCaches.get(ctx);
  if (!cache) return load();
  // cast: a key's cached promise is the one its own load() made, answering T
  let answer = cache.get(key) as Promise<T> | undefined;
  if (!answer) {
    // A query builder is a thenable that runs again on every await: the answer is kept as one promise.
    answer = Promise.resolve(load());
    answer.catch(() => cache.delete(key));
    cache.set(key, answer);
  }
  return answer;
}

const identities = new WeakMap<object, number>();
let named = 0;
/** A number naming an object (a rule, a resource) in a readOnce key. */
export function identityOf(value: object): number {
  let id = identities.get(value);
  if (id === undefined) {
    id = ++named;
    identities.set(value, id);
  }
  return id;
}
