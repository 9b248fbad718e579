import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@portal/db';
import { anonymousContext, everyFranchiseeContext } from '@portal/kit';
import { childrenWithout } from '@portal/mod-consent/server';
import { adminUsers } from '@portal/mod-users/server';
import type { Channel, NotificationKind } from '../shared/constants.ts';
import { notificationPreferences } from './schema.ts';

/**
 * What each of these accounts chose for a kind of message: one channel, or NONE. An account missing from the
 * answer chose nothing: the kind goes its sending module's usual way.
 */
export async function choicesOf(
  db: Executor,
  userIds: readonly (number | null)[],
  kind: NotificationKind,
): Promise<Map<number, Channel>> {
  const ids = [...new Set(userIds.filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      userId: notificationPreferences.userId,
      channel: notificationPreferences.channel,
      enabled: notificationPreferences.enabled,
    })
    .from(notificationPreferences)
    .where(and(inArray(notificationPreferences.userId, ids), eq(notificationPreferences.kind, kind)));
  const chosen = new Map<number, Channel>();
  for (const r of rows) {
    const channel = r.channel ?? (r.enabled ? null : 'NONE');
    if (channel) chosen.set(r.userId, channel);
  }
  return chosen;
}

/**
 * Of these accounts, those a marketing message may reach: a parent whose child's consent to marketing stands now
 * (the consent module decides; no decision is no consent). An account with no child has given none.
 */
export async function consentedToMarketing(db: Executor, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const accounts = await db
    .select({ id: adminUsers.id, child: adminUsers.studentAdmissionId })
    .from(adminUsers)
    .where(inArray(adminUsers.id, [...userIds]));
  const children = accounts.map((a) => a.child).filter((c): c is number => c !== null);
  const without = new Set(await childrenWithout(everyFranchiseeContext(anonymousContext(db)), children, 'MARKETING'));
  return new Set(accounts.filter((a) => a.child !== null && !without.has(a.child)).map((a) => a.id));
}
