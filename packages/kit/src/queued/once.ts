import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { todayInIndia } from '@portal/core';
import { AppError, badRequest, conflict, unauthorized } from '../errors.ts';
import { withDb } from '../context.ts';
import { queuedWrites } from './schema.ts';
import { declarePlatformData } from '../resource/personal-data.ts';

/** The headers of a classroom write that may have waited in a device's queue. */
export const QUEUE_HEADERS = {
  /** One per action, made by the device when the teacher acts: the same key again is the same action. */
  key: 'idempotency-key',
  /** When the teacher acted (ISO 8601 with its offset); the record keeps this time, not the arrival. */
  happenedAt: 'x-happened-at',
  /** On an answer given again for a key already recorded. */
  replayed: 'idempotent-replayed',
} as const;

/** A write that arrives later than this after it happened is marked as sent late. */
export const SENT_LATE_AFTER_MS = 60_000;
/**
 * The oldest action a queue may keep: a write is sent on its own day (India) or refused (`HAPPENED_BEFORE_TODAY`);
 * answers are kept a day past this.
 */
export const OLDEST_QUEUED_MS = 72 * 3_600_000;
/** How long a write's answer is kept: a day past the oldest action a queue may still send. */
export const KEEP_ANSWERS_MS = OLDEST_QUEUED_MS + 24 * 3_600_000;

/**
 * The answers kept name children and what was logged for them (a check-in, a meal, a dose), or a payment, a
 * posting or a message sent: personal data, read back only by the account that sent the write, and dropped by the
 * live prune after `KEEP_ANSWERS_MS`.
 */
declarePlatformData({
  table: queuedWrites,
  label: 'Writes sent with an Idempotency-Key (classroom records, payments, postings, messages)',
  audience: 'the account that sent the write',
  whose: ['child', 'guardian', 'staff member'],
  categories: ['education', 'health', 'photo/video', 'money', 'contact'],
  retention: `${KEEP_ANSWERS_MS / (24 * 3_600_000)} days after the write reaches the server`,
  purposes: [
    'To answer a device or a browser that sends the same write again the same way, without recording it twice',
  ],
});
/** A device's clock may run this far ahead of the server's. */
const CLOCK_AHEAD_MS = 5 * 60_000;
/** How long a second request waits for the first one with its key to finish. */
const WAIT_FOR_FIRST_MS = 10_000;
/** A key an earlier version kept before its write, unanswered after this: that write's outcome is unknown. */
const ABANDONED_MS = 2 * 60_000;
const KEY_FORM = /^[A-Za-z0-9._:-]{8,100}$/;

const moment = new AsyncLocalStorage<Date>();

/**
 * When the action being recorded happened: the `X-Happened-At` of the classroom write being served, undefined
 * otherwise (then it is now). A module's clock reads it, so a queued check-in keeps the minute the child came.
 */
export function actionTime(): Date | undefined {
  return moment.getStore();
}

/** The keyed write's row, and the answer committed with it (the onSend hook writes only an answer that differs). */
/** The keyed write a request recorded and the answer kept with it, until keepQueuedAnswer keeps the one sent. */
const recorded = new WeakMap<FastifyRequest, { id: number; answer: string | null }>();

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function happenedAtOf(request: FastifyRequest, arrived: Date): Date | undefined {
  const text = header(request, QUEUE_HEADERS.happenedAt);
  if (text === undefined) return undefined;
  const at = new Date(text);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text) || Number.isNaN(at.getTime()))
    throw badRequest('The time this was recorded cannot be read: send X-Happened-At as an ISO date and time');
  if (at.getTime() > arrived.getTime() + CLOCK_AHEAD_MS)
    throw badRequest('The time this was recorded is later than now: set the device’s clock right and send it again');
  // The day's records are the day's: a write from an earlier day is not slipped into it with an older time.
  if (at.getTime() < startOfIndiaDay(arrived).getTime()) throw badRequest(HAPPENED_BEFORE_TODAY);
  return at;
}

/** Why a queued write of an earlier day is refused (India's day; the device keeps it, with this reason). */
export const HAPPENED_BEFORE_TODAY =
  'This was recorded on an earlier day and can no longer be sent: ' +
  'enter it again in that day’s records if it still matters';

/** Midnight in India of the day `at` falls on (India keeps no summer time). */
export function startOfIndiaDay(at: Date): Date {
  return new Date(`${todayInIndia(at)}T00:00:00+05:30`);
}

/** Thrown out of the key's transaction when another try holds the key: nothing to roll back, its answer to find. */
const ALREADY_RECORDED = new Error('already recorded');

/** The body the error handler sends for a refusal (apps/server/src/errors.ts), kept with the key as a fallback. */
function refusalAnswer(err: AppError): string {
  return JSON.stringify({
    ...err.details,
    statusCode: err.statusCode,
    error: REFUSAL_TEXT[err.statusCode] ?? 'Error',
    message: err.message,
    ...(err.fieldErrors ? { fieldErrors: err.fieldErrors } : {}),
  });
}

const REFUSAL_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
};

export interface OnceOptions {
  /** A classroom write: `X-Happened-At` is the moment recorded. Other keyed writes (money, messages) are now. */
  classroom?: boolean;
}

/**
 * Serves a write at most once per `Idempotency-Key`: a classroom write, or a money or message write that declares
 * `keyed`. The key's row (who, the route, a hash of the input, when it happened and arrived) is written in one
 * transaction with the write and its answer, so the key commits exactly when the write does:
 * - a write that succeeds commits with its key and answer; the same key again is answered that answer, byte for
 *   byte, and runs nothing;
 * - a write refused (a 4xx) commits what the refusal itself wrote (a refused check-out's alert to the centre head,
 *   a wrong pickup code's counted try) with the key and the refusal, so a replayed queue gets the same reason and the
 *   refusal's records stand;
 * - a write that failed (a 5xx, a database lost, a node killed mid-flight) commits nothing, its key neither: the
 *   retry with the same key runs it, once.
 * A second try while the first is still running waits on the first's key (PostgreSQL holds its insert until the
 * first commits or rolls back) and then gets its answer or runs. A key sent again with another input is refused
 * (422). Without a key the write runs as any other.
 */
export async function onceOnly<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  run: () => Promise<T>,
  options: OnceOptions = { classroom: true },
): Promise<T | FastifyReply> {
  const arrived = new Date();
  const at = options.classroom ? happenedAtOf(request, arrived) : undefined;
  const go = () => (at ? moment.run(at, run) : run());
  const key = header(request, QUEUE_HEADERS.key);
  if (key === undefined) return go();
  if (!KEY_FORM.test(key))
    throw badRequest('The Idempotency-Key must be 8 to 100 letters, digits, dots, colons, dashes or underscores');
  const user = request.ctx.user;
  if (!user) throw unauthorized();
  const route = `${request.method} ${request.routeOptions.url}`;
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([request.params ?? null, request.query ?? null, request.body ?? null]))
    .digest('hex');
  const happened = at ?? arrived;
  const db = request.ctx.db;
  const record = {
    userId: user.id,
    key,
    route,
    fingerprint,
    happenedAt: happened,
    receivedAt: arrived,
    sentLate: arrived.getTime() - happened.getTime() > SENT_LATE_AFTER_MS,
  };
  let refused: unknown;
  try {
    const done = await db.transaction(async (tx) => {
      const [first] = await tx.insert(queuedWrites).values(record).onConflictDoNothing().returning({
        id: queuedWrites.id,
      });
      if (!first) throw ALREADY_RECORDED;
      const outside = request.ctx;
      request.ctx = withDb(outside, tx);
      try {
        let result: T;
        try {
          result = await go();
        } catch (err) {
          // A failure: nothing commits, the key neither, and the retry runs the write.
          if (!(err instanceof AppError) || err.statusCode >= 500) throw err;
          // A refusal: what it wrote stands, with the key and its answer. A statement the database refused has
          // aborted the transaction: then nothing can commit, and the key is released with the rest.
          const answer = refusalAnswer(err);
          await tx
            .update(queuedWrites)
            .set({ status: err.statusCode, answer })
            .where(eq(queuedWrites.id, first.id))
            .catch(() => {
              throw err;
            });
          refused = err;
          recorded.set(request, { id: first.id, answer });
          return { refused: true as const };
        }
        // A handler that answered by itself has its answer kept as it leaves (keepQueuedAnswer).
        const answered = result === reply || reply.sent;
        const answer = answered ? null : (reply.serialize(result) as string);
        await tx.update(queuedWrites).set({ status: reply.statusCode, answer }).where(eq(queuedWrites.id, first.id));
        recorded.set(request, { id: first.id, answer });
        return { result };
      } finally {
        request.ctx = outside;
      }
    });
    if ('refused' in done) throw refused;
    return done.result;
  } catch (err) {
    if (err !== ALREADY_RECORDED) throw err;
  }
  for (let waited = 0; ; waited += 100) {
    const [row] = await db
      .select()
      .from(queuedWrites)
      .where(and(eq(queuedWrites.userId, user.id), eq(queuedWrites.key, key)));
    if (!row) throw conflict('The first try of this action failed on the server: send it again');
    if (row.route !== route || row.fingerprint !== fingerprint)
      throw new AppError(422, 'This Idempotency-Key was already used for another action: a new action needs a new key');
    if (row.status !== null && row.answer !== null)
      return reply
        .code(row.status)
        .header('content-type', 'application/json; charset=utf-8')
        .header(QUEUE_HEADERS.replayed, 'true')
        .send(row.answer);
    // A key kept before its write committed with it (a server of an earlier version that stopped mid-write).
    if (row.status === null && arrived.getTime() - row.receivedAt.getTime() > ABANDONED_MS)
      throw conflict(
        'The server stopped while recording this action, so whether it was kept is unknown: ' +
          'check before entering it again',
      );
    // The write committed with its key; only its answer, kept as it left, is missing (its server stopped then).
    if (waited >= WAIT_FOR_FIRST_MS)
      throw conflict('This action was already recorded: check it is there, and do not enter it again');
    await sleep(100);
  }
}

/**
 * onSend, registered before compression: keeps the answer of a keyed write as it leaves, the very bytes sent (the
 * key and a first copy of the answer committed with the write; a handler that answered by itself has only this).
 * The write is done whatever happens here: a database lost at this moment leaves the first copy and never turns the
 * answer into a failure (it would tell the person that nothing was saved).
 */
export async function keepQueuedAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const kept = recorded.get(request);
  if (!kept) return payload;
  recorded.delete(request);
  const { id } = kept;
  if (reply.statusCode >= 500 || typeof payload !== 'string' || payload === kept.answer) return payload;
  await request.ctx.db
    .update(queuedWrites)
    .set({ status: reply.statusCode, answer: payload })
    .where(eq(queuedWrites.id, id))
    .catch((err: unknown) => request.log.warn({ err }, 'the answer of a keyed write was not kept again'));
  return payload;
}
