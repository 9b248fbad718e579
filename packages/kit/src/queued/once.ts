import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { todayInIndia } from '@portal/core';
import { AppError, badRequest, conflict, unauthorized } from '../errors.ts';
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
 * The answers kept name children and what was logged for them (a check-in, a meal, a dose): personal data, read
 * back only by the account that sent the write, and dropped by the live prune after `KEEP_ANSWERS_MS`.
 */
declarePlatformData({
  table: queuedWrites,
  label: 'Classroom writes sent from a device',
  audience: 'the account that sent the write',
  whose: ['child', 'staff member'],
  categories: ['education', 'health', 'photo/video'],
  retention: `${KEEP_ANSWERS_MS / (24 * 3_600_000)} days after the write reaches the server`,
  purposes: ['To answer a device that sends the same write again the same way, without recording it twice'],
});
/** A device's clock may run this far ahead of the server's. */
const CLOCK_AHEAD_MS = 5 * 60_000;
/** How long a second request waits for the first one with its key to finish. */
const WAIT_FOR_FIRST_MS = 10_000;
/** A first request unfinished after this never finished (its node stopped): its outcome is unknown. */
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

type Recording = FastifyRequest & { queuedWrite?: number };

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

/**
 * Serves a classroom write at most once per key: the first request with an `Idempotency-Key` is recorded (who, the
 * route, a hash of its input, when it happened and when it arrived) and runs; its answer, success or refusal, is
 * kept by `keepQueuedAnswer`; the same key again is answered with that answer, byte for byte, and runs nothing.
 * A key sent again with another input is refused (422). Without a key the write runs as any other, at the time
 * `X-Happened-At` gives when sent.
 */
export async function onceOnly<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  run: () => Promise<T>,
): Promise<T | FastifyReply> {
  const arrived = new Date();
  const at = happenedAtOf(request, arrived);
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
  const [first] = await db
    .insert(queuedWrites)
    .values({
      userId: user.id,
      key,
      route,
      fingerprint,
      happenedAt: happened,
      receivedAt: arrived,
      sentLate: arrived.getTime() - happened.getTime() > SENT_LATE_AFTER_MS,
    })
    .onConflictDoNothing()
    .returning({ id: queuedWrites.id });
  if (first) {
    (request as Recording).queuedWrite = first.id;
    return go();
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
    if (arrived.getTime() - row.receivedAt.getTime() > ABANDONED_MS)
      throw conflict(
        'The server stopped while recording this action, so whether it was kept is unknown: ' +
          'check the child’s day before entering it again',
      );
    if (waited >= WAIT_FOR_FIRST_MS) throw conflict('The same action is still being recorded: try again in a moment');
    await sleep(100);
  }
}

/**
 * onSend, registered before compression: keeps the answer of a keyed classroom write as it leaves (a refusal
 * too, so a replayed queue gets the same reason), and forgets the key when the server failed, so a retry runs.
 */
export async function keepQueuedAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const id = (request as Recording).queuedWrite;
  if (id === undefined) return payload;
  (request as Recording).queuedWrite = undefined;
  const db = request.ctx.db;
  if (reply.statusCode >= 500 || typeof payload !== 'string')
    await db.delete(queuedWrites).where(eq(queuedWrites.id, id));
  else await db.update(queuedWrites).set({ status: reply.statusCode, answer: payload }).where(eq(queuedWrites.id, id));
  return payload;
}
