import type { FastifyRequest } from 'fastify';

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
 * session, in API paths (`/api/public/receipts/…`) and in the web app's own pages (`/payments/pay/…`).
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
];
const TOKEN_IN_PATH = new RegExp(`(/(?:${TOKEN_PATHS.join('|')})/)(?!join/)[^/?]+`, 'g');

/** The URL with path tokens and every query value replaced (a query may carry a token or a name). */
export function redactUrl(url: string): string {
  const [path, query] = url.split(/\?(.*)/s, 2);
  const safePath = path.replace(TOKEN_IN_PATH, '$1[redacted]');
  if (query === undefined) return safePath;
  return `${safePath}?${query.replace(/=[^&]*/g, '=[redacted]')}`;
}

export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    hostname: request.hostname,
    remoteAddress: request.ip,
  };
}

export const logSerializers = { err: serializeError, req: serializeRequest };
