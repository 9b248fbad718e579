import { and, eq, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { Executor } from '@portal/db';
import { conflict, seesEveryFranchisee, type RequestContext } from '@portal/kit';
import { adminUsers, sessions } from './schema.ts';

/** Ends every open session of a user, but the one given (the caller's own, after changing their own password). */
export async function endSessions(db: Executor, userId: number, keepSessionId: number | null = null): Promise<void> {
  const keep = keepSessionId === null ? undefined : ne(sessions.id, keepSessionId);
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep));
}

/** One answer for every taken email or mobile, so a centre cannot learn which addresses other centres use. */
export const ACCOUNT_TAKEN = 'This email or mobile cannot be used for a new account. Use another, or ask head office.';

/**
 * Email and mobile are unique across the network (they sign in). Head office sees every account and
 * gets the precise answer from the unique index; anyone else gets the same answer whether the
 * address belongs to their own centre or to another one.
 */
export async function assertAccountFree(
  ctx: RequestContext,
  values: { email?: unknown; mobile?: unknown },
  exceptUserId?: number,
): Promise<void> {
  if (seesEveryFranchisee(ctx)) return;
  const same: SQL[] = [];
  if (typeof values.email === 'string') same.push(eq(adminUsers.email, values.email));
  if (typeof values.mobile === 'string' && values.mobile) same.push(eq(adminUsers.mobile, values.mobile));
  if (!same.length) return;
  const other = exceptUserId === undefined ? undefined : ne(adminUsers.id, exceptUserId);
  const [taken] = await ctx.db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(and(or(...same), other))
    .limit(1);
  if (taken) throw conflict(ACCOUNT_TAKEN, { email: ACCOUNT_TAKEN });
}
