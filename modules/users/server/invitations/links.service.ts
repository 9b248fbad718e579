import { eq } from 'drizzle-orm';
import { AppError, findByLink, type RequestContext } from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { userInvitations } from '../schema.ts';
import { sha256 } from '../secrets.ts';
import { INVITATION_INVALID, Invitation, statusOf } from './invite.service.ts';

/** What an invitation's link is counted as (the kit's link tries, per address). */
const INVITATION_LINK = { secret: 'users.invitation' };

/** The invitation a link's token opens, within the tries of the address asking (outside any transaction). */
export async function byLink(ctx: RequestContext, token: string): Promise<Invitation | undefined> {
  return findByLink(ctx.db, { ...INVITATION_LINK, ip: ctx.ip }, async () => {
    const [found] = await ctx.db
      .select()
      .from(userInvitations)
      .where(eq(userInvitations.tokenHash, sha256(token)));
    return found;
  });
}

export async function pendingByLink(ctx: RequestContext, token: string): Promise<Invitation> {
  const inv = await byLink(ctx, token);
  if (!inv || statusOf(inv) !== 'INVITED') throw new AppError(404, INVITATION_INVALID);
  return inv;
}

/** The same invitation, locked for the acceptance's transaction and still pending. */
export async function lockPending(ctx: RequestContext, id: number): Promise<Invitation> {
  const [inv] = await ctx.db.select().from(userInvitations).where(eq(userInvitations.id, id)).for('update');
  if (!inv || statusOf(inv) !== 'INVITED') throw new AppError(404, INVITATION_INVALID);
  return inv;
}

export async function centreName(ctx: RequestContext, franchiseeId: number): Promise<string> {
  const [centre] = await ctx.db
    .select({ name: franchisees.companyName })
    .from(franchisees)
    .where(eq(franchisees.id, franchiseeId));
  return centre?.name ?? '';
}
