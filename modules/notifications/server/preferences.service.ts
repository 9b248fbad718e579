import { and, count, eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '@portal/db';
import { badRequest, conflict, inTransaction, requireUser, type RequestContext } from '@portal/kit';
import { MAX_DEVICES, NOTIFICATION_KINDS, NOTIFICATION_MESSAGES as MSG } from '../shared/constants.ts';
import type { NotificationKind } from '../shared/constants.ts';
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

/** Every kind with the person's choice (on unless turned off) and how many browsers receive them. */
export async function myPreferences(ctx: RequestContext) {
  requireUser(ctx);
  const userId = ctx.user.id;
  const off = await ctx.db
    .select({ kind: notificationPreferences.kind, enabled: notificationPreferences.enabled })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const choice = new Map(off.map((p) => [p.kind, p.enabled]));
  const [{ devices }] = await ctx.db
    .select({ devices: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return {
    kinds: Object.entries(NOTIFICATION_KINDS).map(([kind, words]) => ({
      kind: kind as NotificationKind,
      ...words,
      enabled: choice.get(kind) ?? true,
    })),
    devices,
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

export async function setMyPreference(ctx: RequestContext, input: { kind: NotificationKind; enabled: boolean }) {
  requireUser(ctx);
  const values = { userId: ctx.user.id, kind: input.kind, enabled: input.enabled, updatedAt: new Date() };
  await ctx.db
    .insert(notificationPreferences)
    .values(values)
    .onConflictDoUpdate({ target: [notificationPreferences.userId, notificationPreferences.kind], set: values });
  return myPreferences(ctx);
}

/**
 * This browser receives the person's notifications. The endpoint must be at a push service (the push job would
 * otherwise call wherever it points). An endpoint already held by another account moves to this one only when the
 * browser proves it is the same subscription — the same P-256 key and auth secret, which only that browser has.
 */
export async function subscribeBrowser(ctx: RequestContext, input: z.output<typeof subscriptionInput>) {
  requireUser(ctx);
  if (!atPushService(input.endpoint)) throw badRequest(MSG.pushService, { endpoint: MSG.pushService });
  const point = Buffer.from(input.keys.p256dh, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw badRequest(MSG.key); // an uncompressed P-256 point
  if (Buffer.from(input.keys.auth, 'base64url').length !== 16) throw badRequest(MSG.auth);
  const userId = ctx.user.id;
  await inTransaction(ctx, async (tx) => {
    const values = { userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth };
    const stored = await tx.db
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: values,
        // One statement, so two accounts racing for an endpoint cannot both pass.
        setWhere: or(
          eq(pushSubscriptions.userId, userId),
          and(eq(pushSubscriptions.p256dh, input.keys.p256dh), eq(pushSubscriptions.auth, input.keys.auth)),
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
