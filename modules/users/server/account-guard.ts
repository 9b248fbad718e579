import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Executor } from '@portal/db';
import { AppError, seesEveryFranchisee, type RequestContext } from '@portal/kit';
import { sessions } from './schema.ts';

/** Ends every open session of a user, but the one given (the caller's own, after changing their own password). */
export async function endSessions(db: Executor, userId: number, keepSessionId: number | null = null): Promise<void> {
  const keep = keepSessionId === null ? undefined : ne(sessions.id, keepSessionId);
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep));
}

/**
 * A login is one person's across every centre, so only head office changes the email and mobile it signs in
 * with. A centre changing them could take over a login other centres share, and a "taken" answer would tell it
 * which addresses other centres use: it gets one refusal, taken or not.
 */
export function assertSignInUnchanged(
  ctx: RequestContext,
  values: { email?: unknown; mobile?: unknown },
  existing: { email: string; mobile: string | null },
): void {
  if (seesEveryFranchisee(ctx)) return;
  const changed = (next: unknown, now: string | null) => next !== undefined && (next || null) !== now;
  if (changed(values.email, existing.email) || changed(values.mobile, existing.mobile))
    throw new AppError(403, SIGN_IN_CHANGE, { email: SIGN_IN_CHANGE });
}

export const SIGN_IN_CHANGE = 'Only head office can change the email or mobile a person signs in with';

export const OWN_ACCOUNT_OFF = 'You cannot deactivate or archive your own account: ask another admin';

/**
 * No one switches off the account they are signed in with: one click would lock them out with no one to notice,
 * and the last head-office admin could leave the network with none.
 */
export function assertNotOwnAccount(ctx: RequestContext, userId: number): void {
  if (userId === ctx.user?.id) throw new AppError(400, OWN_ACCOUNT_OFF, { isActive: OWN_ACCOUNT_OFF });
}
