import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { RequestContext } from '@portal/kit';
import { sessions } from './schema.ts';

/** When a session began (a class tablet's turn dates its writes from it); null for one that is not found. */
export async function sessionBegan(ctx: RequestContext, sessionId: number): Promise<Date | null> {
  const [row] = await ctx.db.select({ began: sessions.createdAt }).from(sessions).where(eq(sessions.id, sessionId));
  return row?.began ?? null;
}

/**
 * A condition that holds while an account is still signed in where it did something: the session named is live,
 * or, for a row that recorded none, any session of the account is (a push subscription's owner, notifications).
 */
export function stillSignedIn(sessionId: PgColumn, userId: PgColumn): SQL {
  return sql`exists (select 1 from ${sessions}
    where ${sessions.revokedAt} is null and ${sessions.expiresAt} > now()
      and (${sessions.id} = ${sessionId} or (${sessionId} is null and ${sessions.userId} = ${userId})))`;
}
