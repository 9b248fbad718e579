/**
 * Whether an error means the database could not be reached or could not take the write just now: the server
 * went away (a crash, a failover, a restart), it is still starting or in recovery, or it is a replica that was
 * the leader a moment ago. The request failed as a whole (its transaction rolled back) and the same request will
 * succeed once the new leader is up, so it is answered 503 with Retry-After rather than 500.
 */

/** Seconds a client waits before trying again: about how long the database tier takes to elect a new leader. */
export const RETRY_AFTER_SECONDS = 5;

export const DATABASE_UNAVAILABLE =
  'The database is briefly unavailable (it may be switching to its standby). ' +
  'Nothing was saved; please try again in a few seconds.';

/**
 * A connection lost after COMMIT was sent (packages/db/src/commit-outcome.ts), or lost after a write of the request
 * had committed (reading its answer back, a second statement): the server may have saved the write and lost only its
 * answer, so "nothing was saved" could be false, and a person who tries again would record it twice. Answered 503
 * with this code and no Retry-After (nothing should retry it blindly): a write sent with an Idempotency-Key may be
 * sent again with the same key, as it is stored once whatever happened (the key commits with the write); any other
 * is checked first.
 */
export const OUTCOME_UNKNOWN_CODE = 'OUTCOME_UNKNOWN';

export const OUTCOME_UNKNOWN =
  'The connection to the database was lost while this was being saved. ' +
  'We could not confirm whether it was saved; check before trying again.';

/**
 * Node's socket errors on a connection to the database (the database tier sits behind HAProxy on a live host, so
 * a lost member shows as a refused or reset connection; timeouts and unreachable hosts stay 500, as they more
 * likely come from an outbound call).
 */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE']);

/**
 * SQLSTATEs: class 08 (connection exception), 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect
 * now (starting up, in recovery), 25006 read-only transaction (a write reached a server that is a standby now).
 */
const SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|25006)$/;

/** node-postgres reports a dropped connection or a pool that cannot connect in words, without a code. */
const MESSAGES = [
  /Connection terminated/i,
  /Client has encountered a connection error and is not queryable/i,
  /timeout exceeded when trying to connect/i,
  /Client was closed and is not queryable/i,
];

export function isDatabaseUnavailable(err: unknown): boolean {
  // Drizzle wraps the driver's error (DrizzleQueryError's cause); a few layers at most.
  for (let e = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || SQLSTATE.test(code))) return true;
    if (typeof message === 'string' && MESSAGES.some((m) => m.test(message))) return true;
  }
  return false;
}
