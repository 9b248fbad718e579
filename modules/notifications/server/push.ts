import webpush from 'web-push';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type Language } from '@portal/core';
import type { Executor } from '@portal/db';
import { defineJob, enqueue } from '@portal/kit';
import type { NotificationKind } from '../shared/constants.ts';
import { pushClient } from './push-services.ts';
import { notificationPreferences, pushSubscriptions } from './schema.ts';
import { vapidKeys } from './vapid.ts';

/** What the service worker shows: a title, a line, and the screen a tap opens. */
export interface PushMessage {
  title: string;
  body: string;
  /** A path of the portal ('/day/my-child'). */
  url: string;
}

type PushPayload = { userIds: number[]; kind: NotificationKind; title: string; body: string; url: string } & Record<
  string,
  unknown
>;

const PUSH_JOB = 'notifications.push';
/** How long a push service keeps a message for a browser that is offline. */
const TTL_SECONDS = 4 * 60 * 60;

/**
 * Sends a notification to these accounts' browsers, except to people who turned its kind off or chose another
 * channel for it. It only queues a
 * job (inside the caller's transaction, so a rolled-back write sends nothing): a slow push service never
 * delays a request.
 */
export async function pushTo(db: Executor, userIds: readonly number[], kind: NotificationKind, message: PushMessage) {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return;
  await enqueue(db, PUSH_JOB, { userIds: ids, kind, ...message });
}

/**
 * Sends each person the notification in the language on their account: one queued job per language among them,
 * the words made by `words(language)`.
 */
export async function pushInTheirLanguage(
  db: Executor,
  people: readonly { id: number; language: Language | null }[],
  kind: NotificationKind,
  words: (language: Language) => PushMessage,
) {
  const byLanguage = new Map<Language, number[]>();
  for (const p of people) {
    const language = p.language ?? DEFAULT_LANGUAGE;
    byLanguage.set(language, [...(byLanguage.get(language) ?? []), p.id]);
  }
  for (const [language, ids] of byLanguage) await pushTo(db, ids, kind, words(language));
}

type Browser = typeof pushSubscriptions.$inferSelect;

/**
 * One push: web-push signs the VAPID JWT and encrypts the message (aes128gcm, RFC 8291); the request goes out
 * through the push client, which reaches only the push services, at public addresses, with a deadline.
 * Answers the push service's status.
 */
async function send(b: Browser, message: string, vapidDetails: webpush.VapidKeys & { subject: string }) {
  const request = webpush.generateRequestDetails(
    { endpoint: b.endpoint, keys: { p256dh: b.p256dh, auth: b.auth } },
    message,
    {
      vapidDetails,
      TTL: TTL_SECONDS,
      contentEncoding: 'aes128gcm',
    },
  );
  const res = await pushClient().request(request.endpoint, {
    method: request.method,
    // web-push's type also allows numbers (it writes text); each is sent as its text.
    headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)])),
    body: new Uint8Array(request.body),
  });
  return res.status;
}

/** Delivers one queued notification; a browser whose push service says it is gone (404, 410) is forgotten. */
export const pushJob = defineJob<PushPayload>({
  name: PUSH_JOB,
  // Run twice? No: it sends notifications.
  mayRunTwice: false,
  async handler({ db, payload, log }) {
    const { userIds, kind, title, body, url } = payload;
    // Those who turned the kind off, or chose another channel than a notification for it.
    const off = db
      .select({ userId: notificationPreferences.userId })
      .from(notificationPreferences)
      .where(
        and(
          eq(notificationPreferences.kind, kind),
          or(eq(notificationPreferences.enabled, false), ne(notificationPreferences.channel, 'PUSH')),
        ),
      );
    const browsers = await db
      .select()
      .from(pushSubscriptions)
      .where(and(inArray(pushSubscriptions.userId, userIds), sql`${pushSubscriptions.userId} not in ${off}`));
    if (browsers.length === 0) return { sent: 0, removed: 0, failed: 0 };
    const keys = await vapidKeys(db);
    const vapidDetails = { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
    const message = JSON.stringify({ kind, title, body, url });
    const outcomes = await Promise.all(
      browsers.map(async (b) => {
        const status = await send(b, message, vapidDetails).catch((err: Error) => err.message);
        if (status === 404 || status === 410) {
          await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, b.id));
          return 'removed';
        }
        if (typeof status === 'number' && status < 300) {
          await db.update(pushSubscriptions).set({ lastSentAt: new Date() }).where(eq(pushSubscriptions.id, b.id));
          return 'sent';
        }
        log.warn(`Push to a browser of account ${b.userId} failed: ${status}`);
        return 'failed';
      }),
    );
    const tally = (o: string) => outcomes.filter((x) => x === o).length;
    return { sent: tally('sent'), removed: tally('removed'), failed: tally('failed') };
  },
});
