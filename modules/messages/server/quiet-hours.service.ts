import { eq } from 'drizzle-orm';
import { addDays } from '@portal/core';
import {
  assertFranchisee,
  audit,
  auditSubject,
  badRequest,
  defaultFranchisee,
  inTransaction,
  requireUser,
  type RequestContext,
} from '@portal/kit';
import type { z } from 'zod';
import { DEFAULT_QUIET_HOURS } from '../shared/constants.ts';
import type { quietHoursInput } from '../shared/inputs.ts';
import { messageQuietHours } from './schema.ts';

const quietHoursSubject = auditSubject('message-quiet-hours');

export interface QuietHours {
  from: string;
  to: string;
}

const INDIA_OFFSET_MS = 330 * 60_000;
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Whether `at` falls in the quiet hours, which may run past midnight (19:00 to 08:00). */
export function inQuietHours(hours: QuietHours, at: Date): boolean {
  const india = new Date(at.getTime() + INDIA_OFFSET_MS);
  const m = india.getUTCHours() * 60 + india.getUTCMinutes();
  const from = minutes(hours.from);
  const to = minutes(hours.to);
  return from < to ? m >= from && m < to : m >= from || m < to;
}

/** The first moment after `at` when the quiet hours end (the centre opens to messages again). */
export function nextOpening(hours: QuietHours, at: Date): Date {
  const day = new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
  const sameDay = new Date(`${day}T${hours.to}:00+05:30`);
  return sameDay > at ? sameDay : new Date(`${addDays(day, 1)}T${hours.to}:00+05:30`);
}

/** The centre a setting is about: the one asked for (inside the fence), else the user's own. */
function centreOf(ctx: RequestContext, requested?: number): number {
  if (requested !== undefined) {
    assertFranchisee(ctx, requested);
    return requested;
  }
  const own = defaultFranchisee(ctx);
  if (own === null) throw badRequest('Choose the centre first.');
  return own;
}

/** A centre's quiet hours, the default when its heads set none. */
export async function quietHoursOf(ctx: RequestContext, franchiseeId: number): Promise<QuietHours> {
  const [row] = await ctx.db
    .select({ from: messageQuietHours.from, to: messageQuietHours.to })
    .from(messageQuietHours)
    .where(eq(messageQuietHours.franchiseeId, franchiseeId));
  return row ?? { ...DEFAULT_QUIET_HOURS };
}

export async function centreQuietHours(ctx: RequestContext, requested?: number) {
  const franchiseeId = centreOf(ctx, requested);
  return { franchiseeId, ...(await quietHoursOf(ctx, franchiseeId)) };
}

/** The centre's heads set their quiet hours. */
export async function setCentreQuietHours(ctx: RequestContext, input: z.output<typeof quietHoursInput>) {
  requireUser(ctx);
  const franchiseeId = centreOf(ctx, input.franchiseeID);
  const values = { from: input.from, to: input.to, updatedBy: ctx.user.id, updatedAt: new Date() };
  await inTransaction(ctx, async (tx) => {
    await tx.db
      .insert(messageQuietHours)
      .values({ franchiseeId, ...values })
      .onConflictDoUpdate({ target: messageQuietHours.franchiseeId, set: values });
    await audit(tx, {
      resource: quietHoursSubject,
      recordId: franchiseeId,
      action: 'update',
      franchiseeId,
      changes: { from: input.from, to: input.to },
    });
  });
  return { franchiseeId, from: input.from, to: input.to };
}
