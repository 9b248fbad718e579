import { and, eq, lte, sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Executor } from '@portal/db';
import { tooManyRequests } from './errors.ts';

/**
 * Tries at a secret a person types (a password, a one-time code, a PIN, a link's token), counted per key
 * (`<secret>:<whose>`). Every limit reads and writes this one row in one statement, so tries sent at once
 * cannot all read "4 used" and all go on: the database hands out each try, and refuses the one past the limit.
 */
export const attemptCounters = pgTable('attempt_counters', {
  key: text().primaryKey(),
  used: integer().notNull(),
  /** Until when the tries counted so far hold (and, once the limit is reached, no try is given). */
  windowEnds: timestamp({ withTimezone: true }).notNull(),
});

export interface AttemptLimit {
  /** What is counted, and whose: `day.pin-pad:2`, `sign-in.password:user:41@203.0.113.1`. */
  key: string;
  /** Tries in a window. */
  limit: number;
  /** How long tries are remembered, from the first one of the window. */
  windowMs: number;
  /** When set, reaching the limit closes the door for this long from the last try (a lock), not to the window's end. */
  lockMs?: number;
  /** The time of the try (a module's clock); now by default. */
  at?: Date;
}

export type Reservation = { ok: true; used: number; left: number } | { ok: false; until: Date };

/**
 * Takes one try before the secret is checked (the check is what costs: argon2, or a lookup), in one statement:
 * the row is created, counted up, or started again when its window has passed — and not touched when its tries
 * are used up, which answers `{ ok: false, until }`. Not inside a transaction: a try counts even when the request
 * fails. A try whose secret proves right is given back with `giveBackAttempt` where the rule says so.
 */
export async function reserveAttempt(db: Executor, limit: AttemptLimit): Promise<Reservation> {
  const at = limit.at ?? new Date();
  const time = (ms: number) => sql`${new Date(at.getTime() + ms).toISOString()}::timestamptz`;
  const c = attemptCounters;
  const expired = sql`${c.windowEnds} <= ${at.toISOString()}::timestamptz`;
  // A try opens a window; with a lock, the try that reaches the limit closes the door from then on.
  const lock = limit.lockMs === undefined ? null : time(limit.lockMs);
  const firstEnds = lock && limit.limit <= 1 ? lock : time(limit.windowMs);
  const [row] = await db
    .insert(c)
    .values({ key: limit.key, used: 1, windowEnds: firstEnds })
    .onConflictDoUpdate({
      target: c.key,
      set: {
        used: sql`case when ${expired} then 1 else ${c.used} + 1 end`,
        windowEnds: lock
          ? sql`case when ${expired} then ${firstEnds} when ${c.used} + 1 >= ${limit.limit} then ${lock}
              else ${c.windowEnds} end`
          : sql`case when ${expired} then ${firstEnds} else ${c.windowEnds} end`,
      },
      setWhere: sql`${expired} or ${c.used} < ${limit.limit}`,
    })
    .returning({ used: c.used });
  if (row) return { ok: true, used: row.used, left: Math.max(0, limit.limit - row.used) };
  const [held] = await db.select({ until: c.windowEnds }).from(c).where(eq(c.key, limit.key));
  return { ok: false, until: held?.until ?? at };
}

/** A try that turned out right (or was never checked) does not count against the limit. */
export async function giveBackAttempt(db: Executor, key: string): Promise<void> {
  await db
    .update(attemptCounters)
    .set({ used: sql`greatest(${attemptCounters.used} - 1, 0)` })
    .where(eq(attemptCounters.key, key));
}

/** Starts the count again: a right PIN clears the pad's wrong ones, a new code gets its own tries. */
export async function clearAttempts(db: Executor, key: string): Promise<void> {
  await db.delete(attemptCounters).where(eq(attemptCounters.key, key));
}

/** Tries counted under a key and still remembered (0 without any). */
export async function attemptsUsed(db: Executor, key: string, at = new Date()): Promise<number> {
  const [row] = await db
    .select({ used: attemptCounters.used })
    .from(attemptCounters)
    .where(and(eq(attemptCounters.key, key), sql`${attemptCounters.windowEnds} > ${at.toISOString()}::timestamptz`));
  return row?.used ?? 0;
}

/** Forgets counts whose window has passed (the daily sweep): a row past its window decides nothing. */
export async function pruneAttempts(db: Executor, at = new Date()): Promise<number> {
  const gone = await db
    .delete(attemptCounters)
    .where(lte(attemptCounters.windowEnds, at))
    .returning({ key: attemptCounters.key });
  return gone.length;
}

/** Wrong links (a token that opens nothing) one address may try before it is refused for a while. */
export const LINK_TRIES = { limit: 10, windowMs: 15 * 60_000 } as const;

/**
 * Finds what a link's token opens (an invitation, a seat offer) within the tries of the address asking: a token
 * names nothing until it is right, so wrong ones are counted per address, each before its lookup. A right token
 * gives its try back. Not inside a transaction: a wrong link stays counted.
 */
export async function findByLink<T>(
  db: Executor,
  link: { secret: string; ip: string | null },
  find: () => Promise<T | undefined>,
): Promise<T | undefined> {
  const key = `${link.secret}:${link.ip ?? 'unknown'}`;
  const tried = await reserveAttempt(db, { key, ...LINK_TRIES });
  if (!tried.ok)
    throw tooManyRequests(
      `Too many wrong links from this address. Try again in ${LINK_TRIES.windowMs / 60_000} minutes.`,
    );
  const found = await find();
  if (found !== undefined) await giveBackAttempt(db, key);
  return found;
}
