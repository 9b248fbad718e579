import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';

/** What one request asked of the database: statements sent and rows they answered or changed. */
export interface QueryTally {
  queries: number;
  rows: number;
}

const tallies = new AsyncLocalStorage<QueryTally>();

/** Whether statements are counted (`DB_TALLY=1`, for the benchmarks' profiles): off, nothing is wrapped. */
export const tallyEnabled = () => process.env.DB_TALLY === '1';

/** Runs `fn` with a fresh tally that every statement sent inside it (on a counted pool) adds to. */
export function withTally<T>(tally: QueryTally, fn: () => T): T {
  return tallies.run(tally, fn);
}

type Query = (...args: unknown[]) => unknown;

type Counted = { rowCount?: number | null } | undefined;

/** Adds one statement to the caller's tally and, when it answers, its rows. */
function count(tally: QueryTally, result: unknown): unknown {
  tally.queries++;
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
  // cast: bind() keeps only the method's last overload; Query names the overloads the tally wraps
  const poolQuery = pool.query.bind(pool) as Query;
  (pool as unknown as { query: Query }).query = (...args: unknown[]) => {
    const tally = tallies.getStore();
    return tally && typeof args[args.length - 1] !== 'function' ? count(tally, poolQuery(...args)) : poolQuery(...args);
  };
  pool.on('connect', (client) => {
    // cast: bind() keeps only the method's last overload; Query names the overloads the tally wraps
    const query = client.query.bind(client) as Query;
    (client as unknown as { query: Query }).query = (...args: unknown[]) => {
      const tally = tallies.getStore();
      return tally && typeof args[args.length - 1] !== 'function' ? count(tally, query(...args)) : query(...args);
    };
  });
}
