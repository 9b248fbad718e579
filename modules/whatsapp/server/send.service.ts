import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Language } from '@portal/core';
import type { Executor } from '@portal/db';
import { defineJob, enqueue, queueMessage } from '@portal/kit';
import type { PhoneChannel, PhoneMessage, PhoneRecipient } from '@portal/mod-notifications/server';
import { sendTemplate, sendText, type SendAnswer } from './cloud-api.ts';
import { whatsappConfig } from './config.ts';
import { isOptedIn } from './opt-ins.ts';
import { whatsappMessages, whatsappReplies, whatsappTemplates } from './schema.ts';

const SEND_JOB = 'whatsapp.send';

/** The approved template for a message in a language; none when it is missing, paused or rejected. */
async function approvedTemplate(db: Executor, message: PhoneMessage['template'], language: Language) {
  const [row] = await db
    .select({ name: whatsappTemplates.name, state: whatsappTemplates.state })
    .from(whatsappTemplates)
    .where(and(eq(whatsappTemplates.message, message), eq(whatsappTemplates.language, language)));
  return row?.state === 'APPROVED' ? row : undefined;
}

/** WhatsApp delivers free text only within 24 hours of the family's last message to the number. */
export const SESSION_HOURS = 24;

/** Whether the number's last text to the portal (a reply kept in a conversation) is within WhatsApp's window. */
export async function inSession(db: Executor, mobile: string, at = new Date()): Promise<boolean> {
  const since = new Date(at.getTime() - SESSION_HOURS * 3_600_000);
  const [last] = await db
    .select({ at: whatsappReplies.receivedAt })
    .from(whatsappReplies)
    .where(and(eq(whatsappReplies.mobile, mobile), gt(whatsappReplies.receivedAt, since)))
    .orderBy(desc(whatsappReplies.receivedAt))
    .limit(1);
  return Boolean(last);
}

/**
 * WhatsApp as the phone channel. It takes a message for a number that opted in (while WhatsApp is configured): a
 * conversation's words as free text inside WhatsApp's 24-hour window (`session`), otherwise by the family's
 * language's approved template, sent by a job after the caller's transaction commits; with the template missing,
 * paused or rejected, by SMS at once, or not at all for a message kept in the portal only (`withoutTemplate`).
 */
export const whatsappChannel: PhoneChannel = {
  // A number that opted in may choose WhatsApp; while WhatsApp is not set up its messages go by SMS.
  reaches: (db: Executor, mobile: string) => isOptedIn(db, mobile),
  async take(db: Executor, person: PhoneRecipient, message: PhoneMessage) {
    if (!whatsappConfig() || !(await isOptedIn(db, person.mobile))) return false;
    const values = {
      userId: person.id,
      franchiseeId: message.franchiseeId,
      mobile: person.mobile,
      message: message.template,
      language: person.language,
      params: message.params,
      smsText: message.text,
    };
    if (message.session && (await inSession(db, person.mobile))) {
      const [row] = await db
        .insert(whatsappMessages)
        .values({ ...values, freeText: message.session })
        .returning({ id: whatsappMessages.id });
      await enqueue(db, SEND_JOB, { messageId: row.id });
      return true;
    }
    if (!(await approvedTemplate(db, message.template, person.language))) {
      // No template fits: the message stays in the portal, where the family reads it.
      if (message.withoutTemplate === 'nothing') return true;
      // Recorded as fallen back at once, so head office sees what the paused template costs in SMS.
      const at = new Date();
      const error = 'The template is not approved';
      await db.insert(whatsappMessages).values({ ...values, state: 'FAILED', error, fellBackAt: at });
      await queueMessage(db, { channel: 'sms', to: person.mobile, body: message.text });
      return true;
    }
    const [row] = await db.insert(whatsappMessages).values(values).returning({ id: whatsappMessages.id });
    await enqueue(db, SEND_JOB, { messageId: row.id });
    return true;
  },
};

/** A message WhatsApp did not deliver goes by SMS, once: the first to mark it fallen back queues the SMS. */
export async function fallBackToSms(db: Executor, messageId: number): Promise<boolean> {
  const [row] = await db
    .update(whatsappMessages)
    .set({ fellBackAt: new Date() })
    .where(and(eq(whatsappMessages.id, messageId), isNull(whatsappMessages.fellBackAt)))
    .returning({ mobile: whatsappMessages.mobile, smsText: whatsappMessages.smsText });
  if (!row) return false;
  await queueMessage(db, { channel: 'sms', to: row.mobile, body: row.smsText });
  return true;
}

/**
 * Sends a message to the Cloud API (free text, or its template), unless since it was queued WhatsApp was turned off,
 * the number opted out or the template was paused.
 */
async function sendNow(db: Executor, m: typeof whatsappMessages.$inferSelect): Promise<SendAnswer> {
  const cfg = whatsappConfig();
  if (!cfg) return { ok: false, error: 'WhatsApp is off', retry: false };
  if (!(await isOptedIn(db, m.mobile))) return { ok: false, error: 'The number opted out', retry: false };
  if (m.freeText !== null) return sendText(cfg, { to: m.mobile, body: m.freeText });
  const template = await approvedTemplate(db, m.message, m.language);
  if (!template) return { ok: false, error: 'The template is not approved', retry: false };
  return sendTemplate(cfg, { to: m.mobile, name: template.name, language: m.language, params: m.params });
}

/**
 * Sends one queued message to the Cloud API. Accepted: SENT with WhatsApp's id (its statuses come back by the
 * webhook). Refused, unreachable, or not to be sent any more: FAILED, and the SMS goes instead.
 */
export const whatsappSendJob = defineJob<{ messageId: number }>({
  name: SEND_JOB,
  // Run twice? No: it sends messages.
  mayRunTwice: false,
  async handler({ db, payload }) {
    const [m] = await db.select().from(whatsappMessages).where(eq(whatsappMessages.id, payload.messageId));
    if (!m || m.state !== 'QUEUED') return { sent: 0 };
    const answer = await sendNow(db, m);
    if (answer.ok) {
      await db
        .update(whatsappMessages)
        .set({ state: 'SENT', providerId: answer.id, error: null, updatedAt: new Date() })
        .where(eq(whatsappMessages.id, m.id));
      return { sent: 1 };
    }
    await db.transaction(async (tx) => {
      await tx
        .update(whatsappMessages)
        .set({ state: 'FAILED', error: answer.error, updatedAt: new Date() })
        .where(eq(whatsappMessages.id, m.id));
      await fallBackToSms(tx, m.id);
    });
    return { sent: 0, fellBack: 1 };
  },
});
