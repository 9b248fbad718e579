import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  actingUser,
  badRequest,
  defineJob,
  enqueue,
  fieldError,
  inTransaction,
  notFound,
  requireUser,
  type RequestContext,
} from '@portal/kit';
import type { Db, Executor } from '@portal/db';
import {
  dltForm,
  dltRefusal,
  MAX_SEND_ATTEMPTS,
  MESSAGES,
  render,
  variablesOf,
  type DeliveryStatus,
  type SendInput,
  type TemplateType,
} from '../shared/index.ts';
import { describeAudience, resolveAudience } from './audience.service.ts';
import { currentChannels, type SendOutcome } from './channels.ts';
import { commDeliveries, commSends, commTemplates } from './schema.ts';

export const DELIVER_JOB = 'communication.deliver';

type Template = typeof commTemplates.$inferSelect;

export async function activeTemplate(ctx: RequestContext, id: number): Promise<Template> {
  const [template] = await ctx.db.select().from(commTemplates).where(eq(commTemplates.id, id));
  if (!template || !template.isActive) throw fieldError('templateId', 'Choose an active template');
  return template;
}

/** A template's active translations by language (a variant is sent instead of it to those who read its language). */
async function variantsOf(db: Executor, template: Template): Promise<Map<string, Template>> {
  const rows = await db
    .select()
    .from(commTemplates)
    .where(and(eq(commTemplates.variantOf, template.id), eq(commTemplates.isActive, true)));
  return new Map(rows.map((v) => [v.language, v]));
}

/** For an SMS, the registered text the message must match; the template's own text with {#var#} for variables. */
export function registeredText(template: Template): string {
  return dltForm(template.body);
}

const todayText = () =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: '2-digit', month: '2-digit', year: 'numeric' })
    .format(new Date())
    .replaceAll('/', '-');

/**
 * Sends a template to an audience now or at a time. Everything is checked before anything is written: the
 * template suits the channel, the audience stays inside the caller's centres, every address is valid and,
 * for SMS, every rendered message matches its DLT template (each variable ≤ 30 characters). Then the send and
 * one delivery row per recipient (opted-out ones as OPTED OUT) are written with the delivery job in one
 * transaction.
 */
export async function sendMessage(ctx: RequestContext, input: SendInput) {
  requireUser(ctx);
  const template = await activeTemplate(ctx, input.templateId);
  const channel = template.type;
  const body = input.body ?? template.body;
  const subject = channel === 'EMAIL' ? (input.subject ?? template.subject ?? '') : null;
  if (channel === 'EMAIL' && !subject) throw fieldError('subject', 'Give the email a subject');
  const at = input.sendAt ? new Date(input.sendAt) : new Date();
  if (at.getTime() < Date.now() - 60_000) throw fieldError('sendAt', 'The send time has passed; choose a later time');

  const recipients = await resolveAudience(ctx, input.audience, channel);
  const reachable = recipients.filter((r) => !r.optedOut);
  if (reachable.length === 0) throw badRequest(MESSAGES.noRecipients);

  const defaults = { date: todayText(), ...input.values };
  // The template's own words go to each person in their language when it has a translation in it (English
  // otherwise); words the sender wrote themselves go to everyone as written.
  const ownWords = body === template.body && (subject === null || subject === (template.subject ?? ''));
  const variants = ownWords ? await variantsOf(ctx.db, template) : new Map<string, Template>();
  const writtenFrom = (r: (typeof recipients)[number]) => variants.get(r.language) ?? template;
  // Rendered as needed (to check, then to write in batches) rather than held for the whole audience at once.
  const rendered = (r: (typeof recipients)[number]) => {
    const values = { ...defaults, ...r.values };
    const variant = variants.get(r.language);
    return {
      name: r.name,
      address: r.address,
      subject: subject === null ? null : render(variant?.subject ?? subject, values),
      body: render(variant?.body ?? body, values),
      templateId: variant?.id ?? null,
      status: (r.optedOut ? 'OPTED OUT' : 'PENDING') satisfies DeliveryStatus,
    };
  };
  if (channel === 'SMS') {
    for (const r of recipients) {
      const from = writtenFrom(r);
      const refusal = dltRefusal(registeredText(from), rendered(r).body, variablesOf(from.body));
      if (refusal) throw fieldError('body', recipients.length > 1 ? `${refusal} (message to ${r.name})` : refusal);
    }
  }

  const audienceLabel = await describeAudience(ctx, input.audience);
  return inTransaction(ctx, async (tx) => {
    const [send] = await tx.db
      .insert(commSends)
      .values({
        franchiseeId: input.audience.franchiseeId,
        channel,
        templateId: template.id,
        subject,
        body,
        audience: input.audience,
        audienceLabel,
        scheduledAt: at,
        status: 'SCHEDULED',
        recipients: reachable.length,
        createdBy: actingUser(ctx).id,
      })
      .returning();
    for (let i = 0; i < recipients.length; i += 1000) {
      await tx.db
        .insert(commDeliveries)
        .values(
          recipients
            .slice(i, i + 1000)
            .map((r) => ({ ...rendered(r), sendId: send.id, franchiseeId: send.franchiseeId })),
        );
    }
    await enqueue(tx.db, DELIVER_JOB, { sendId: send.id }, { franchiseeId: send.franchiseeId, runAt: at });
    return {
      id: send.id,
      status: send.status,
      recipients: reachable.length,
      optedOut: recipients.length - reachable.length,
      scheduledAt: send.scheduledAt,
    };
  });
}

type Delivery = Pick<
  typeof commDeliveries.$inferSelect,
  'id' | 'address' | 'subject' | 'body' | 'attempts' | 'templateId'
>;

async function deliverOne(channel: TemplateType, template: Template | undefined, d: Delivery): Promise<SendOutcome> {
  const channels = currentChannels();
  if (channel === 'EMAIL') {
    if (!channels.email) return { ok: false, error: 'Email is not configured on this server', retry: true };
    return channels.email.send({ to: d.address, subject: d.subject ?? '', text: d.body });
  }
  if (!channels.sms) return { ok: false, error: 'SMS is not configured on this server', retry: true };
  // A message written from a translation goes under the translation's own DLT registration.
  if (!template?.dltTemplateId || !template.senderId) return { ok: false, error: MESSAGES.dltMissing, retry: false };
  return channels.sms.send({
    to: d.address,
    text: d.body,
    senderId: template.senderId,
    dltTemplateId: template.dltTemplateId,
  });
}

/** Runs `work` over items with at most `limit` in flight. */
async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]);
  });
  await Promise.all(lanes);
}

/**
 * Delivers a send's waiting recipients once each: accepted ones become SENT, a refusal FAILED at once, a
 * passing failure (timeout, dropped connection) RETRYING until its third attempt. When some are still to
 * retry the job queues itself again after a back-off; the send's status and counts follow.
 */
export async function deliverSend(db: Db, sendId: number): Promise<{ sent: number; failed: number; retrying: number }> {
  const [send] = await db.select().from(commSends).where(eq(commSends.id, sendId));
  if (!send) return { sent: 0, failed: 0, retrying: 0 };
  const [template] = send.templateId
    ? await db.select().from(commTemplates).where(eq(commTemplates.id, send.templateId))
    : [];
  // Every translation, active or not since: a message is delivered under the registration it was written from.
  const variantRows = template
    ? await db.select().from(commTemplates).where(eq(commTemplates.variantOf, template.id))
    : [];
  const variantById = new Map(variantRows.map((v) => [v.id, v]));
  await db.update(commSends).set({ status: 'SENDING', updatedAt: new Date() }).where(eq(commSends.id, sendId));
  const channels = currentChannels();
  // The waiting recipients a page at a time (by id), so a large audience is never all in memory at once.
  const chunk = 500;
  let after = 0;
  for (;;) {
    const batch = await db
      .select({
        id: commDeliveries.id,
        address: commDeliveries.address,
        subject: commDeliveries.subject,
        body: commDeliveries.body,
        attempts: commDeliveries.attempts,
        templateId: commDeliveries.templateId,
      })
      .from(commDeliveries)
      .where(
        and(
          eq(commDeliveries.sendId, sendId),
          inArray(commDeliveries.status, ['PENDING', 'RETRYING']),
          gt(commDeliveries.id, after),
        ),
      )
      .orderBy(asc(commDeliveries.id))
      .limit(chunk);
    if (batch.length === 0) break;
    after = batch[batch.length - 1].id;
    const sent: { id: number; ref: string | null }[] = [];
    const failures: { id: number; status: DeliveryStatus; error: string }[] = [];
    await inParallel(batch, channels.concurrency ?? 8, async (d) => {
      const from = (d.templateId && variantById.get(d.templateId)) || template;
      const outcome = await deliverOne(send.channel, from, d);
      if (outcome.ok) sent.push({ id: d.id, ref: outcome.ref ?? null });
      else
        failures.push({
          id: d.id,
          status: outcome.retry && d.attempts + 1 < MAX_SEND_ATTEMPTS ? 'RETRYING' : 'FAILED',
          error: outcome.error,
        });
    });
    const now = new Date();
    if (sent.length) {
      const refs = sql.join(
        sent.map((s) => sql`(${s.id}::integer, ${s.ref}::text)`),
        sql`, `,
      );
      await db.execute(sql`update comm_deliveries d set status = 'SENT', attempts = d.attempts + 1,
        provider_ref = v.ref, error = null, sent_at = ${now.toISOString()}::timestamptz
        from (values ${refs}) as v(id, ref) where d.id = v.id and d.status <> 'DELIVERED'`);
    }
    for (const f of failures) {
      await db
        .update(commDeliveries)
        .set({ status: f.status, error: f.error.slice(0, 300), attempts: sql`${commDeliveries.attempts} + 1` })
        .where(eq(commDeliveries.id, f.id));
    }
  }
  return finishSend(db, sendId);
}

/** Recounts a send and sets its status; queues another pass when recipients wait for a retry. */
async function finishSend(db: Executor, sendId: number) {
  const counts = await db
    .select({ status: commDeliveries.status, n: sql<number>`count(*)::integer` })
    .from(commDeliveries)
    .where(eq(commDeliveries.sendId, sendId))
    .groupBy(commDeliveries.status);
  const by = (status: DeliveryStatus) => Number(counts.find((c) => c.status === status)?.n ?? 0);
  const sent = by('SENT') + by('DELIVERED');
  const failed = by('FAILED');
  const retrying = by('RETRYING') + by('PENDING');
  const status = retrying ? 'SENDING' : failed === 0 ? 'SENT' : sent === 0 ? 'FAILED' : 'PARTLY SENT';
  const [send] = await db
    .update(commSends)
    .set({ status, sent, failed, updatedAt: new Date() })
    .where(eq(commSends.id, sendId))
    .returning();
  if (retrying) {
    const [{ attempts }] = await db
      .select({ attempts: sql<number>`coalesce(max(${commDeliveries.attempts}), 1)::integer` })
      .from(commDeliveries)
      .where(and(eq(commDeliveries.sendId, sendId), eq(commDeliveries.status, 'RETRYING')));
    const delay = (currentChannels().retryDelayMs ?? 30_000) * 2 ** Math.max(0, Number(attempts) - 1);
    await enqueue(
      db,
      DELIVER_JOB,
      { sendId },
      { franchiseeId: send.franchiseeId, runAt: new Date(Date.now() + delay) },
    );
  }
  return { sent, failed, retrying };
}

export const deliverJob = defineJob<{ sendId: number }>({
  name: DELIVER_JOB,
  // Run twice? No: it sends messages.
  mayRunTwice: false,
  async handler({ db, payload, log }) {
    const result = await deliverSend(db, Number(payload.sendId));
    log.info(`Send ${payload.sendId}: ${result.sent} sent, ${result.failed} failed, ${result.retrying} to retry`);
    return result;
  },
});

/** The SMS gateway reports a message delivered or failed. */
export async function deliveryReport(
  db: Executor,
  token: string,
  report: { id: string; status: 'DELIVERED' | 'FAILED'; reason?: string },
): Promise<{ updated: number }> {
  const expected = currentChannels().callbackToken;
  if (!expected || token !== expected) throw notFound('Delivery');
  const rows = await db
    .update(commDeliveries)
    .set(
      report.status === 'DELIVERED'
        ? { status: 'DELIVERED', deliveredAt: new Date() }
        : { status: 'FAILED', error: report.reason ?? 'The operator could not deliver the message' },
    )
    .where(and(eq(commDeliveries.providerRef, report.id), inArray(commDeliveries.status, ['SENT', 'DELIVERED'])))
    .returning({ sendId: commDeliveries.sendId });
  if (rows.length) await finishSend(db, rows[0].sendId);
  return { updated: rows.length };
}
