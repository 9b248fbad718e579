/**
 * Strict readers for hostile input, shared by field kinds, list filters and module routes:
 * a NUL byte or a lone UTF-16 surrogate cannot be stored by PostgreSQL (or encoded as UTF-8),
 * and an impossible date makes the database throw; each is refused here with a message instead.
 */

/** A NUL byte, or a high surrogate not followed by a low one, or a low one not preceded by a high one. */
// eslint-disable-next-line no-control-regex -- a NUL byte is exactly what is refused
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSAFE_TEXT_MESSAGE = 'contains characters that are not allowed (a NUL byte or a broken character)';

export function isSafeText(value: string): boolean {
  return !UNSAFE_TEXT.test(value);
}

/** How deep a request's JSON may nest: no form of the portal comes near it, and a walk stays cheap. */
export const MAX_INPUT_DEPTH = 64;
export const TOO_DEEP_MESSAGE = `The request is nested too deeply (at most ${MAX_INPUT_DEPTH} levels)`;

/** What is wrong with a request's parsed input: the path of the first unstorable string, or nesting too deep. */
export type InputProblem = { kind: 'unsafeText'; at: string } | { kind: 'tooDeep' };

/**
 * Walks a value (object, array) without recursion, so no input can exhaust the stack: the first string that
 * cannot be stored (as a dotted path, `_` for the value itself), or nesting past `MAX_INPUT_DEPTH`; null if
 * neither.
 */
export function findInputProblem(value: unknown): InputProblem | null {
  const seen = new WeakSet<object>();
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (typeof next.value === 'string') {
      if (!isSafeText(next.value)) return { kind: 'unsafeText', at: next.path || '_' };
      continue;
    }
    if (!isWalkable(next.value) || seen.has(next.value)) continue;
    if (next.depth >= MAX_INPUT_DEPTH) return { kind: 'tooDeep' };
    seen.add(next.value);
    // Pushed in reverse, so the first key is looked at first.
    for (const [key, item] of Object.entries(next.value).reverse()) {
      const at = next.path ? `${next.path}.${key}` : key;
      if (!isSafeText(key)) return { kind: 'unsafeText', at };
      stack.push({ value: item, path: at, depth: next.depth + 1 });
    }
  }
  return null;
}

/** Parsed JSON, query and path objects only: a file buffer or a stream is not text to check. */
function isWalkable(value: unknown): value is object {
  if (value === null || typeof value !== 'object') return false;
  return !ArrayBuffer.isView(value) && typeof (value as { pipe?: unknown }).pipe !== 'function';
}

/** The first string anywhere in a value that cannot be stored, as a dotted path; null if none. */
export function findUnsafeText(value: unknown): string | null {
  const problem = findInputProblem(value);
  return problem?.kind === 'unsafeText' ? problem.at : null;
}

export const MIN_YEAR = 1900;
export const MAX_YEAR = 9999;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date written YYYY-MM-DD that exists (no 2026-02-30) in the years 1900–9999. */
export function isRealDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export const dateMessage = (label: string) =>
  `${label} must be a real date (YYYY-MM-DD, years ${MIN_YEAR}–${MAX_YEAR})`;

/** A date and time with an offset whose year is 1900–9999. */
export function isRealDateTime(value: string): boolean {
  const t = Date.parse(value);
  if (Number.isNaN(t)) return false;
  const year = new Date(t).getUTCFullYear();
  return year >= MIN_YEAR && year <= MAX_YEAR && isRealDate(value.slice(0, 10));
}
