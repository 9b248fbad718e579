import type { FastifyRequest } from 'fastify';
import { isRecord } from '@portal/core';

/**
 * What the server log may hold. Rows must not reach it: a failed query's parameters (names,
 * mobiles), a database error's detail, and the bearer-equivalent references in public URLs
 * (payment links, forms, receipts, webhook keys) are dropped; the error's type, code and
 * message (with any quoted input value cut) and the stack frames stay.
 */

type SafeError = {
  [key: string]: unknown;
  type: string;
  message: string;
  code?: string;
  stack: string;
  cause?: SafeError;
};

/** Drizzle appends the parameters to a failed query's message; PostgreSQL quotes a refused value at the end. */
function scrubMessage(message: string): string {
  return message.replace(/\nparams: [\s\S]*$/, '').replace(/: ".*"$/s, ': "[redacted]"');
}

export function serializeError(err: unknown, depth = 0): SafeError {
  if (!(err instanceof Error)) return { type: typeof err, message: 'A non-error value was thrown', stack: '' };
  const code = (err as { code?: unknown }).code;
  // The stack's first line repeats the message: only the frames are kept.
  const frames = (err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return {
    type: err.constructor?.name ?? 'Error',
    message: scrubMessage(err.message),
    ...(typeof code === 'string' || typeof code === 'number' ? { code: String(code) } : {}),
    stack: frames.join('\n'),
    ...(err.cause && depth < 3 ? { cause: serializeError(err.cause, depth + 1) } : {}),
  };
}

/**
 * Path segments followed by a token that lets its holder pay, read a receipt, fill a form or join a
 * session, in the web app's own pages (`/payments/pay/…`) and in API paths. An API route's capabilities are
 * also redacted by its declaration (see `capabilityPath`), so a new kind of link is covered where it is made.
 */
const TOKEN_PATHS = [
  'admission-payments',
  'service-payments',
  'receipts',
  'forms',
  'application-form',
  'registration-form',
  'admission-form',
  'teacher-training',
  'teacher-training/join',
  'payment-links/reference',
  'payments/pay',
  'webhooks/[^/?]+',
  'online-class/join',
  'videoplayer/[^/?]+',
];
const TOKEN_IN_PATH = new RegExp(`(/(?:${TOKEN_PATHS.join('|')})/)(?!join/)[^/?]+`, 'g');

/** The URL with path tokens and every query value replaced (a query may carry a token or a name). */
export function redactUrl(url: string): string {
  const [path, query] = url.split(/\?(.*)/s, 2);
  const safePath = path.replace(TOKEN_IN_PATH, '$1[redacted]');
  if (query === undefined) return safePath;
  return `${safePath}?${query.replace(/=[^&]*/g, '=[redacted]')}`;
}

/**
 * The request's path with the values of its route's capabilities as `[redacted]`: every path parameter of a
 * public route (a reference, a signed path, a device key, a centre's form), and those a signed-in route declares.
 */
function capabilityPath(request: FastifyRequest): string {
  const config = request.routeOptions?.config;
  const params = isRecord(request.params) ? request.params : {};
  const names = config?.public ? Object.keys(params) : (config?.capabilities ?? []);
  const secrets = new Set(names.map((name) => String(params[name] ?? '')).filter(Boolean));
  if (secrets.size === 0) return request.url;
  const at = request.url.indexOf('?');
  const path = at < 0 ? request.url : request.url.slice(0, at);
  const redacted = path
    .split('/')
    .map((segment) => (secrets.has(decodeSegment(segment)) ? '[redacted]' : segment))
    .join('/');
  return at < 0 ? redacted : redacted + request.url.slice(at);
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(capabilityPath(request)),
    hostname: request.hostname,
    remoteAddress: request.ip,
  };
}

export const logSerializers = { err: serializeError, req: serializeRequest };
