import { and, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '@portal/db';
import { badRequest, conflict, inTransaction, requireUser, type RequestContext } from '@portal/kit';
import { adminUsers, stillSignedIn } from '@portal/mod-users/server';
import {
  kindSpec,
  MAX_DEVICES,
  NOTIFICATION_KIND_NAMES,
  NOTIFICATION_MESSAGES as MSG,
  type Channel,
  type NotificationKind,
} from '../shared/constants.ts';
import { consentedToMarketing } from './channels.ts';
import { phoneChannel } from './phone.service.ts';
import type { subscriptionInput } from '../shared/contracts.ts';
import type { z } from 'zod';
import { atPushService } from './push-services.ts';
import { notificationPreferences, pushSubscriptions } from './schema.ts';
import { vapidKeys } from './vapid.ts';

/** The public key a browser subscribes with. */
export async function pushPublicKey(ctx: RequestContext) {
  requireUser(ctx);
  return { publicKey: (await vapidKeys(ctx.db)).publicKey };
}

/** A channel as a sentence names it. */
const CHANNEL_WORDS: Record<Channel, string> = {
  WHATSAPP: 'WhatsApp',
  SMS: 'SMS',
  EMAIL: 'email',
  PUSH: 'notification',
  NONE: 'nothing',
};

/** The account's mobile, and whether the phone channel (WhatsApp) reaches it now. */
async function phoneOf(db: Executor, userId: number) {
  const [account] = await db.select({ mobile: adminUsers.mobile }).from(adminUsers).where(eq(adminUsers.id, userId));
  const mobile = account?.mobile || null;
  const whatsapp = Boolean(mobile && (await phoneChannel()?.reaches(db, mobile)));
  return { mobile, whatsapp };
}

/**
 * Every kind with the person's choice (the channel, null for the usual way; `enabled` false when it is off), the
 * channels they may choose for it, and how many browsers receive their notifications.
 */
export async function myPreferences(ctx: RequestContext) {
  requireUser(ctx);
  const userId = ctx.user.id;
  const rows = await ctx.db
    .select({
      kind: notificationPreferences.kind,
      enabled: notificationPreferences.enabled,
      channel: notificationPreferences.channel,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const chosen = new Map(rows.map((p) => [p.kind, p.channel ?? (p.enabled ? null : 'NONE')]));
  const [{ devices }] = await ctx.db
    .select({ devices: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  const { mobile, whatsapp } = await phoneOf(ctx.db, userId);
  return {
    kinds: NOTIFICATION_KIND_NAMES.map((kind) => {
      const spec = kindSpec(kind);
      const channel = chosen.get(kind) ?? null;
      return {
        kind,
        label: spec.label,
        description: spec.description,
        defaults: spec.defaults,
        channels: [...spec.channels],
        required: spec.required ?? null,
        marketing: spec.marketing === true,
        channel,
        enabled: channel !== 'NONE',
      };
    }),
    devices,
    /** The account has a mobile, and WhatsApp reaches it (configured, and the number opted in). */
    mobile: mobile !== null,
    whatsapp,
  };
}

/** Of these accounts, those who keep this kind on (every kind is on until its person turns it off). */
export async function accountsWanting(db: Executor, userIds: readonly number[], kind: NotificationKind) {
  if (userIds.length === 0) return [];
  const off = await db
    .select({ userId: notificationPreferences.userId })
    .from(notificationPreferences)
    .where(
      and(
        inArray(notificationPreferences.userId, [...userIds]),
        eq(notificationPreferences.kind, kind),
        eq(notificationPreferences.enabled, false),
      ),
    );
  const refused = new Set(off.map((o) => o.userId));
  return userIds.filter((id) => !refused.has(id));
}

/** Stores the person's choice for a kind: a channel, NONE (off), or null for the usual way. */
async function storeChoice(db: Executor, userId: number, kind: NotificationKind, channel: Channel | null) {
  const values = { userId, kind, channel, enabled: channel !== 'NONE', updatedAt: new Date() };
  await db
    .insert(notificationPreferences)
    .values(values)
    .onConflictDoUpdate({ target: [notificationPreferences.userId, notificationPreferences.kind], set: values });
}

/** The kind's switch: off is the channel NONE (refused for a kind that cannot be turned off), on its usual way. */
export async function setMyPreference(ctx: RequestContext, input: { kind: NotificationKind; enabled: boolean }) {
  requireUser(ctx);
  const required = kindSpec(input.kind).required;
  if (!input.enabled && required) throw badRequest(required, { enabled: required });
  await storeChoice(ctx.db, ctx.user.id, input.kind, input.enabled ? null : 'NONE');
  return myPreferences(ctx);
}

/**
 * The person chooses the one channel a kind of message reaches them by, or none, or null for its usual way. Refused
 * with words: a channel the kind is not sent by, none for a kind that cannot be turned off (sign-in codes, incident
 * reports), a phone channel without a mobile, WhatsApp before the number opted in, and marketing by any channel
 * without the family's consent to marketing.
 */
export async function setMyChannel(ctx: RequestContext, input: { kind: NotificationKind; channel: Channel | null }) {
  requireUser(ctx);
  const { kind, channel } = input;
  const spec = kindSpec(kind);
  if (channel !== null) {
    if (channel === 'NONE' && spec.required) throw badRequest(spec.required, { channel: spec.required });
    if (!spec.channels.includes(channel)) {
      const message = MSG.notOffered(spec.label, CHANNEL_WORDS[channel]);
      throw badRequest(message, { channel: message });
    }
    if (channel === 'WHATSAPP' || channel === 'SMS') {
      const { mobile, whatsapp } = await phoneOf(ctx.db, ctx.user.id);
      if (!mobile) throw badRequest(MSG.noMobile, { channel: MSG.noMobile });
      if (channel === 'WHATSAPP' && !whatsapp) {
        const message = phoneChannel() ? MSG.whatsappFirst : MSG.whatsappOff;
        throw badRequest(message, { channel: message });
      }
    }
    if (spec.marketing && channel !== 'NONE' && !(await consentedToMarketing(ctx.db, [ctx.user.id])).size)
      throw badRequest(MSG.marketingConsent, { channel: MSG.marketingConsent });
  }
  await storeChoice(ctx.db, ctx.user.id, kind, channel);
  return myPreferences(ctx);
}

/**
 * True while the account holding a subscription is still signed in where it registered it: the session it was
 * registered with is live (for a row without one, any session of the account is).
 */
const ownerStillSignedIn = stillSignedIn(pushSubscriptions.sessionId, pushSubscriptions.userId);

/**
 * This browser receives the person's notifications. The endpoint must be at a push service (the push job would
 * otherwise call wherever it points). An endpoint already held by another account is hers: it moves to this one only
 * when the browser proves it is the same subscription — the same P-256 key and auth secret — and her session that
 * registered it is over (she signed out, or it ended), so neither a copied subscription nor someone beside her on
 * her own browser takes her notifications. A browser is under one account at a time (the endpoint is unique).
 */
export async function subscribeBrowser(ctx: RequestContext, input: z.output<typeof subscriptionInput>) {
  requireUser(ctx);
  if (!atPushService(input.endpoint)) throw badRequest(MSG.pushService, { endpoint: MSG.pushService });
  const point = Buffer.from(input.keys.p256dh, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw badRequest(MSG.key); // an uncompressed P-256 point
  if (Buffer.from(input.keys.auth, 'base64url').length !== 16) throw badRequest(MSG.auth);
  const userId = ctx.user.id;
  await inTransaction(ctx, async (tx) => {
    const values = {
      userId,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      sessionId: ctx.sessionId,
    };
    const stored = await tx.db
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: values,
        // One statement, so two accounts racing for an endpoint cannot both pass.
        setWhere: or(
          eq(pushSubscriptions.userId, userId),
          and(
            eq(pushSubscriptions.p256dh, input.keys.p256dh),
            eq(pushSubscriptions.auth, input.keys.auth),
            sql`not ${ownerStillSignedIn}`,
          ),
        ),
      })
      .returning({ id: pushSubscriptions.id });
    if (stored.length === 0) throw conflict(MSG.endpointTaken, { endpoint: MSG.endpointTaken });
    const [{ devices }] = await tx.db
      .select({ devices: count() })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId));
    if (devices > MAX_DEVICES) throw badRequest(MSG.tooManyDevices);
  });
  return myPreferences(ctx);
}

/** This browser stops receiving the person's notifications (only their own). */
export async function unsubscribeBrowser(ctx: RequestContext, input: { endpoint: string }) {
  requireUser(ctx);
  await ctx.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, ctx.user.id), eq(pushSubscriptions.endpoint, input.endpoint)));
  return myPreferences(ctx);
}
