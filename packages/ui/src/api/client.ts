import { isRecord } from '@portal/core';
import { clearStoredSession, readText, selectedAcademicYearId, selectedFranchiseeId } from '../session/storage.ts';
import { beginActivity } from './activity.ts';

export const SERVICE_UNAVAILABLE = 'Service Unavailable!';

/** The server's error shape: {statusCode, error, message, fieldErrors?}. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly error: string;
  readonly fieldErrors: Record<string, string>;

  constructor(statusCode: number, message: string, error = '', fieldErrors: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.error = error;
    this.fieldErrors = fieldErrors;
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Background calls (search-as-you-type) do not raise the global spinner. */
  quiet?: boolean;
  /**
   * The write's own Idempotency-Key, when the screen keeps one per action itself; otherwise `actionKey` gives one
   * per action, the same on each try.
   */
  idempotencyKey?: string;
}

let onUnauthorized: () => void = () => {
  if (typeof window !== 'undefined' && window.location.pathname !== '/login') window.location.assign('/login');
};

/** The shell replaces the default full reload with a router navigation. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

export function withQuery(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === '') continue;
    params.set(k, String(v));
  }
  const s = params.toString();
  return s ? `${path}${path.includes('?') ? '&' : '?'}${s}` : path;
}

/** Authorization plus the selected franchisee and academic year, as the server expects. */
export function authHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const token = readText('token');
  if (token) headers.authorization = `Bearer ${token}`;
  const franchiseeId = selectedFranchiseeId();
  if (franchiseeId) headers['x-franchisee-id'] = String(franchiseeId);
  const yearId = selectedAcademicYearId();
  if (yearId) headers['x-academic-year-id'] = String(yearId);
  return headers;
}

async function errorFrom(res: Response): Promise<ApiError> {
  let body: { message?: unknown; error?: unknown; fieldErrors?: unknown } = {};
  try {
    body = (await res.json()) as typeof body;
  } catch {
    // Not JSON (a proxy page): the status text is all there is.
  }
  const message =
    typeof body.message === 'string' && body.message
      ? body.message
      : res.statusText || `Request failed (${res.status})`;
  // Each field's message, as the server words it; anything else in the object is no message.
  const fieldErrors = Object.fromEntries(
    Object.entries(isRecord(body.fieldErrors) ? body.fieldErrors : {}).flatMap(([field, message]) =>
      typeof message === 'string' ? [[field, message]] : [],
    ),
  );
  return new ApiError(res.status, message, typeof body.error === 'string' ? body.error : '', fieldErrors);
}

/** A 401 on a signed-in call ends the session; a 401 on the sign-in form is just an answer. */
function handleUnauthorized(hadToken: boolean) {
  if (!hadToken) return;
  clearStoredSession();
  onUnauthorized();
}

/**
 * The Idempotency-Key of each write still waiting for a sure answer, by what it sends (method, address, centre and
 * body): one key per action, the same on each try. A payment, a posting or a message answered "we could not confirm
 * whether it was saved" (or with no answer at all: the connection dropped) and sent again is the same action with
 * the same key, and the server, which keeps the key with the write, records it once. An answer that is sure — done,
 * or refused (a 4xx) — ends the action: the next send, even of the same form, is a new action with a new key.
 */
const actionKeys = new Map<string, string>();
/** How long a key waits for its action to be sent again: the server keeps its answers four days. */
const ACTION_KEY_MS = 24 * 3_600_000;
const actionKeyTimes = new Map<string, number>();

function actionOf(method: string, url: string, headers: Record<string, string>, body: string | undefined): string {
  return `${method} ${url} ${headers['x-franchisee-id'] ?? ''} ${body ?? ''}`;
}

/** The key of the action a write sends: the one it was sent with last time when that answer was not sure. */
export function actionKey(action: string, now = Date.now()): string {
  for (const [a, at] of actionKeyTimes)
    if (now - at > ACTION_KEY_MS) {
      actionKeys.delete(a);
      actionKeyTimes.delete(a);
    }
  let key = actionKeys.get(action);
  if (!key) {
    key = newActionKey();
    actionKeys.set(action, key);
    actionKeyTimes.set(action, now);
  }
  return key;
}

function newActionKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/** A sure answer ends the action; an answer of unknown outcome (a 5xx) or none keeps its key for the next try. */
function settleAction(action: string, status: number | null): void {
  if (status !== null && status < 500) {
    actionKeys.delete(action);
    actionKeyTimes.delete(action);
  }
}

/** How often a read is asked again while the database is briefly away (a failover takes about 10 s). */
const READ_RETRIES = 2;
/** The longest wait a read takes on the server's word before it is asked again. */
const LONGEST_RETRY_MS = 10_000;

/**
 * Low-level fetch with the portal's headers, spinner and error rules; resolves to the Response. A read the server
 * answers 503 with a short `Retry-After` (a database failover) is asked again after that wait, twice at most.
 */
export async function apiFetch(
  path: string,
  options: RequestOptions & { accept?: string } = {},
  retries = READ_RETRIES,
): Promise<Response> {
  const headers = authHeaders();
  const hadToken = Boolean(headers.authorization);
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.accept) headers.accept = options.accept;
  const done = options.quiet ? () => {} : beginActivity();
  const url = withQuery(path, options.query);
  const method = options.method ?? 'GET';
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  // Every write carries the key of its action: the server runs a money, message or classroom write once per key.
  const action = method === 'GET' || options.idempotencyKey ? null : actionOf(method, url, headers, body);
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  else if (action) headers['idempotency-key'] = actionKey(action);
  let res: Response;
  try {
    res = await fetch(url, { method, headers, body, signal: options.signal });
  } catch (err) {
    done();
    if (action) settleAction(action, null);
    if (err instanceof Error && err.name === 'AbortError') throw err;
    throw new ApiError(500, SERVICE_UNAVAILABLE, 'Service Unavailable');
  }
  done();
  if (action) settleAction(action, res.status);
  if (res.status === 401) handleUnauthorized(hadToken);
  const wait = method === 'GET' ? retryAfterMs(res) : null;
  if (wait !== null && retries > 0) {
    await sleep(wait, options.signal);
    return apiFetch(path, options, retries - 1);
  }
  if (!res.ok) throw await errorFrom(res);
  return res;
}

/**
 * The wait a 503 asks for (`Retry-After` in seconds: the database is failing over, nothing was saved), or null for
 * any other answer. Only reads are asked again by themselves: a write is the person's to send again.
 */
function retryAfterMs(res: Response): number | null {
  if (res.status !== 503) return null;
  const seconds = Number(res.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 && seconds * 1000 <= LONGEST_RETRY_MS ? seconds * 1000 : null;
}

/** Waits `ms`, or throws the abort as fetch would when the caller gives up first. */
function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    });
  });
}

/** JSON call: resolves to the parsed body (undefined for 204). */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const res = await apiFetch(path, options);
  // cast: a 204 answers nothing; endpoints that answer 204 declare an empty answer
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  // cast: the caller names the answer its endpoint's contract declares; the server answers through that schema
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Downloads a file answer (export) under the name the server gives, or the fallback. */
export async function downloadFile(
  path: string,
  query: Record<string, QueryValue>,
  fallbackName: string,
): Promise<void> {
  const res = await apiFetch(path, { query });
  const disposition = res.headers.get('content-disposition') ?? '';
  const name = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallbackName;
  saveBlob(await res.blob(), name);
}

export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function errorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  if (err instanceof Error) return err.message;
  return String(err);
}
