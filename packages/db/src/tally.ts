import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import { wrapMethod, type AnyMethod } from './wrap-method.ts';

/** What one request asked of the database: statements sent and rows they answered or changed. */
export interface QueryTally {
  queries: number;
  rows: number;
  /** When given, each statement's text is kept too (a test names what it counted when a count is over). */
  texts?: string[];
}

const tallies = new AsyncLocalStorage<QueryTally>();

/** Whether statements are counted (`DB_TALLY=1`, for the benchmarks' profiles): off, nothing is wrapped. */
export const tallyEnabled = () => process.env.DB_TALLY === '1';

/** The tally statements are counted in here, if any. */
export const currentTally = (): QueryTally | undefined => tallies.getStore();

/** Runs `fn` with a fresh tally that every statement sent inside it (on a counted pool) adds to. */
export function withTally<T>(tally: QueryTally, fn: () => T): T {
  return tallies.run(tally, fn);
}

type Counted = { rowCount?: number | null } | undefined;

/** Adds one statement to the caller's tally and, when it answers, its rows. */
function count(tally: QueryTally, result: unknown, text?: unknown): unknown {
  tally.queries++;
  if (tally.texts) tally.texts.push(textOf(text));
  if (result instanceof Promise)
    result.then(
      (r: Counted) => (tally.rows += r?.rowCount ?? 0),
      () => {},
    );
  return result;
}

/**
 * Counts the statements sent through the pool, in the tally of whoever sent them: `pool.query` where it is called
 * (the pool hands the statement to a connection later, in another request's turn), and a transaction's statements
 * on the connection it holds. The pool's own hand-over (a connection's query with a callback) is not counted twice.
 */
export function tallyPool(pool: pg.Pool): void {
  const counting =
    (query: AnyMethod): AnyMethod =>
    (...args) => {
      const tally = tallies.getStore();
      return tally && typeof args[args.length - 1] !== 'function'
        ? count(tally, query(...args), args[0])
        : query(...args);
    };
  wrapMethod(pool, 'query', counting);
  pool.on('connect', (client) => wrapMethod(client, 'query', counting));
}

/** A statement's text, from the string or the config object the driver was given. */
function textOf(arg: unknown): string {
  if (typeof arg === 'string') return arg;
  const text = (arg as { text?: unknown } | undefined)?.text;
  return typeof text === 'string' ? text : '?';
}

const talliedPglites = new WeakSet<PGlite>();

type Querying = Pick<Transaction, 'query' | 'exec'>;

/** Counts what is sent through one PGlite client or transaction, as the pool's tally counts a pg connection's. */
function tallyQueries(target: Querying): void {
  for (const method of ['query', 'exec'] as const)
    wrapMethod(target, method, (send) => (...args) => {
      const tally = tallies.getStore();
      return tally ? count(tally, send(...args), args[0]) : send(...args);
    });
}

/**
 * Counts the statements sent through an embedded PGlite (the tests' database) as `tallyPool` counts PostgreSQL's:
 * its statements, and a transaction's BEGIN and COMMIT (which PGlite sends itself) as the two they are on a pool.
 * Counting a client twice is a no-op.
 */
export function tallyPglite(client: PGlite): void {
  if (talliedPglites.has(client)) return;
  talliedPglites.add(client);
  tallyQueries(client);
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(fn: (tx: Transaction) => Promise<T>) => {
    const tally = tallies.getStore();
    if (!tally) return transaction(fn);
    tally.queries += 2;
    tally.texts?.push('begin');
    return transaction((tx) => {
      tallyQueries(tx);
      return fn(tx);
    }).finally(() => tally.texts?.push('commit'));
  };
}
