import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import { e164FromWaId, indianMobileOf } from '@portal/core';
import type { Executor } from '@portal/db';
import { z } from 'zod';
import { badRequest, conflict, inTransaction, notFound, parseWebhookBody, type RequestContext } from '@portal/kit';
import { postFamilyText } from '@portal/mod-messages/server';
import { adminUsers } from '@portal/mod-users/server';
import { STOP_WORDS, WHATSAPP_MESSAGES as MSG, type MessageState } from '../shared/constants.ts';
import { whatsappConfig } from './config.ts';
import { latestDecision, recordDecision } from './opt-ins.ts';
import { whatsappMessages, whatsappReplies, whatsappWebhookEvents } from './schema.ts';
import { fallBackToSms } from './send.service.ts';

/** Text a person reads about a webhook field: at most `max` characters. */
const text = (max: number) =>
  z.string({ error: 'Must be text' }).max(max, { error: `Must be at most ${max} characters` });

const status = z.looseObject({
  id: text(200).min(1, { error: 'The message id is empty' }),
  status: text(40),
  errors: z.array(z.looseObject({ title: text(1000).optional(), message: text(1000).optional() })).optional(),
});
const inbound = z.looseObject({
  id: text(200).min(1, { error: 'The message id is empty' }),
  // WhatsApp's wa_id: the sender's number in international form, digits only.
  from: z.string({ error: 'Must be text' }).regex(/^\+?\d{8,15}$/, { error: 'The sender must be a phone number' }),
  type: text(40).optional(),
  text: z.looseObject({ body: text(5000) }).optional(),
  button: z.looseObject({ text: text(1000) }).optional(),
});
/** The Cloud API's webhook body, as far as the portal reads it (other fields pass through unread). */
const webhookBody = z.looseObject({
  entry: z
    .array(
      z.looseObject({
        changes: z
          .array(
            z.looseObject({
              value: z
                .looseObject({ statuses: z.array(status).optional(), messages: z.array(inbound).optional() })
                .optional(),
            }),
          )
          .optional(),
      }),
    )
    .optional(),
});

/** X-Hub-Signature-256: `sha256=` and the hex HMAC-SHA256 of the raw body with the app secret. */
export function signatureMatches(secret: string, raw: Buffer, header: string | undefined): boolean {
  if (!header?.startsWith('sha256=')) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(raw).digest('hex'));
  const given = Buffer.from(header.slice('sha256='.length));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** WhatsApp's check of the webhook: the challenge back when the verify token matches. */
export function verifyChallenge(query: Record<string, string | undefined>): string {
  const cfg = whatsappConfig();
  if (!cfg?.verifyToken) throw notFound('WhatsApp webhook');
  const token = Buffer.from(query['hub.verify_token'] ?? '');
  const expected = Buffer.from(cfg.verifyToken);
  const same = token.length === expected.length && timingSafeEqual(token, expected);
  if (query['hub.mode'] !== 'subscribe' || !same) throw badRequest(MSG.verifyToken);
  return query['hub.challenge'] ?? '';
}

const RANK: Record<MessageState, number> = { QUEUED: 0, SENT: 1, DELIVERED: 2, READ: 3, FAILED: 4 };
const REPORTED: Record<string, MessageState> = { sent: 'SENT', delivered: 'DELIVERED', read: 'READ', failed: 'FAILED' };
const isStop = (text: string | undefined) =>
  (STOP_WORDS as readonly string[]).includes((text ?? '').trim().toUpperCase());

/**
 * The parent whose number sent a text: an active account holding the number and linked to a child, the one that
 * opted the number in first among several. None when the number never opted in or is opted out now, or no parent
 * holds it.
 */
async function parentOf(db: Executor, mobile: string): Promise<number | null> {
  const latest = await latestDecision(db, mobile);
  if (latest?.decision !== 'IN') return null;
  const accounts = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(and(eq(adminUsers.mobile, mobile), eq(adminUsers.isActive, true), isNotNull(adminUsers.studentAdmissionId)))
    .orderBy(adminUsers.id);
  const ids = accounts.map((a) => a.id);
  if (ids.length === 0) return null;
  return latest.decidedBy !== null && ids.includes(latest.decidedBy) ? latest.decidedBy : ids[0];
}

/**
 * A family's text (not STOP) lands in their child's conversation as the parent's message, kept with WhatsApp's id
 * (which opens the 24-hour window for the centre's answers as free text). From a number that did not opt in, or that
 * no parent holds, it is kept nowhere: the webhook still acknowledges it.
 */
async function replyToConversation(db: Executor, mobile: string, providerId: string, text: string) {
  const userId = await parentOf(db, mobile);
  if (userId === null) return false;
  const posted = await postFamilyText(db, { userId, text });
  if (posted === null) return false;
  const { id: threadMessageId, franchiseeId } = posted;
  await db.insert(whatsappReplies).values({ franchiseeId, userId, mobile, providerId, threadMessageId });
  return true;
}

/**
 * The Cloud API's webhook: signed over the raw body with the app secret. Each status and each reply carries a
 * message id, recorded with its effect in one transaction; a body whose ids were all received before is a replay
 * and is refused. A status moves a message forward only (a late 'delivered' never undoes 'read'); 'failed' sends
 * the SMS instead, once. A STOP reply opts the number out; any other text from a parent's opted-in number lands in
 * their child's conversation, once.
 */
export async function receiveWebhook(ctx: RequestContext, raw: Buffer, signature: string | undefined) {
  const cfg = whatsappConfig();
  if (!cfg) throw notFound('WhatsApp webhook');
  if (!signatureMatches(cfg.appSecret, raw, signature)) throw badRequest(MSG.signature);
  const body = parseWebhookBody(webhookBody, raw, 'WhatsApp');
  const values = (body.entry ?? []).flatMap((e) => (e.changes ?? []).map((c) => c.value ?? {}));
  const statuses = values.flatMap((v) => v.statuses ?? []).filter((s) => Object.hasOwn(REPORTED, s.status));
  const inbound = values.flatMap((v) => v.messages ?? []);
  // A status's id is its message's: the event is the pair (a message is sent, then delivered, then read).
  const eventIds = [...statuses.map((s) => `status:${s.id}:${s.status}`), ...inbound.map((m) => `reply:${m.id}`)];
  return inTransaction(ctx, async ({ db }) => {
    const fresh = eventIds.length
      ? new Set(
          (
            await db
              .insert(whatsappWebhookEvents)
              .values(eventIds.map((eventId) => ({ eventId })))
              .onConflictDoNothing()
              .returning({ eventId: whatsappWebhookEvents.eventId })
          ).map((r) => r.eventId),
        )
      : new Set<string>();
    if (eventIds.length && fresh.size === 0) throw conflict(MSG.replayed);
    let recorded = 0;
    for (const s of statuses) {
      if (!fresh.has(`status:${s.id}:${s.status}`)) continue;
      const state = REPORTED[s.status];
      const [m] = await db.select().from(whatsappMessages).where(eq(whatsappMessages.providerId, s.id)).for('update');
      if (!m || RANK[state] <= RANK[m.state]) continue;
      const error = state === 'FAILED' ? (s.errors?.[0]?.message ?? s.errors?.[0]?.title ?? 'Failed') : null;
      await db
        .update(whatsappMessages)
        .set({ state, error: error?.slice(0, 300) ?? m.error, updatedAt: new Date() })
        .where(eq(whatsappMessages.id, m.id));
      if (state === 'FAILED') await fallBackToSms(db, m.id);
      recorded++;
    }
    let optedOut = 0;
    let replies = 0;
    for (const m of inbound) {
      if (!fresh.has(`reply:${m.id}`)) continue;
      const said = m.text?.body ?? m.button?.text;
      // The sender is the whole number, country code included: a foreign number ending in a parent's ten digits is
      // not the parent. The portal texts only the Indian mobiles its records hold, so any other number opts
      // nothing out and reaches no conversation.
      const sender = e164FromWaId(m.from.replace(/^\+/, ''));
      const mobile = sender && indianMobileOf(sender);
      if (!mobile) continue;
      if (isStop(said)) {
        const [account] = await db
          .select({ id: adminUsers.id })
          .from(adminUsers)
          .where(eq(adminUsers.mobile, mobile))
          .limit(1);
        await recordDecision(db, { mobile, decision: 'OUT', via: 'REPLY', decidedBy: account?.id ?? null });
        optedOut++;
      } else if (said?.trim() && (await replyToConversation(db, mobile, m.id, said))) replies++;
    }
    return { statuses: recorded, optedOut, replies };
  });
}
