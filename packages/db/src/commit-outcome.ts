import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
import { wrapMethod } from './wrap-method.ts';

/**
 * Whether a transaction committed is unknown when its connection is lost after COMMIT was sent: the server may
 * have committed and lost only its answer. Such a failure is told apart from one that rolled back (which is safe
 * to try again), so the request is answered "we could not confirm whether it was saved" rather than "nothing was
 * saved" (apps/server/src/db-unavailable.ts). Every pool connection is watched here, where the pools are made.
 */
const unknownClients = new WeakSet<pg.PoolClient>();
/** The errors of such a COMMIT, and of the ROLLBACK tried after it on the same connection. */
const unknownErrors = new WeakSet<object>();

/**
 * What a request has saved so far: a COMMIT that succeeded, or a write sent outside a transaction that succeeded.
 * A request that loses the database after that must not be answered "nothing was saved" (apps/server/src/errors.ts):
 * a write committed, then a read of its answer or a second statement met the failover.
 */
export interface SavedMark {
  saved: boolean;
}

const marks = new AsyncLocalStorage<SavedMark>();

/** Runs `fn` (a request) with `mark`, which each statement saved on a watched pool inside it sets. */
export function withSavedMark<T>(mark: SavedMark, fn: () => T): T {
  return marks.run(mark, fn);
}

const READS = /^(select|show|begin|start|set|rollback|commit|savepoint|release|listen|unlisten|explain|values)\b/;

/** Marks the request that sent `text` outside a transaction as having saved something once it succeeds. */
function markSavedWhenDone(result: unknown, text: string): void {
  const mark = marks.getStore();
  if (!mark || !(result instanceof Promise) || READS.test(text)) return;
  result.then(
    () => (mark.saved = true),
    () => undefined,
  );
}

/**
 * Marks the statements sent through the pool itself (each its own transaction): the request that sent a write is
 * marked once it succeeds. Taken where `pool.query` is called: the pool hands it to a connection in another turn.
 */
export function watchPoolWrites(pool: pg.Pool): void {
  wrapMethod(pool, 'query', (poolQuery) => (...args) => {
    const result = poolQuery(...args);
    if (typeof args[args.length - 1] !== 'function') markSavedWhenDone(result, textOf(args[0]).trim().toLowerCase());
    return result;
  });
}

/** A failure the server answered with a SQLSTATE of its own (other than a connection's end): it rolled back. */
function answeredByServer(err: unknown): boolean {
  const code = (err as { code?: unknown })?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && !/^(08|57)/.test(code);
}

function textOf(query: unknown): string {
  if (typeof query === 'string') return query;
  const text = (query as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : '';
}

/**
 * Marks the errors of a COMMIT whose connection failed, and of the ROLLBACK the ORM then tries on the same dead
 * connection (which is what reaches the error handler), as of unknown outcome.
 */
export function watchCommits(client: pg.PoolClient): void {
  wrapMethod(client, 'query', (query) => (...args) => {
    const text = textOf(args[0]).trim().toLowerCase().replace(/;$/, '');
    const result = query(...args);
    if (!(result instanceof Promise)) return result;
    if (text === 'begin' || text.startsWith('begin ')) unknownClients.delete(client);
    const isCommit = text === 'commit';
    const isRollback = text === 'rollback';
    // A transaction that committed saved what it wrote, for the request that holds the connection.
    if (isCommit) {
      const mark = marks.getStore();
      if (mark)
        result.then(
          () => (mark.saved = true),
          () => undefined,
        );
    }
    if (!isCommit && !isRollback) return result;
    return result.catch((err: unknown) => {
      if (isCommit && !answeredByServer(err)) unknownClients.add(client);
      if (unknownClients.has(client) && err && typeof err === 'object') unknownErrors.add(err);
      throw err;
    });
  });
}

/** Whether `err` (or what it wraps) is the failure of a COMMIT that may have been applied. */
export function isCommitOutcomeUnknown(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++)
    if (unknownErrors.has(e)) return true;
  return false;
}
