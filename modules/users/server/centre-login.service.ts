import { and, eq, ne, or } from 'drizzle-orm';
import { ROLE } from '@portal/core';
import { audit, conflict, queueMessage, requireHeadOffice, type RequestContext } from '@portal/kit';
import { roles } from '@portal/mod-system/server';
import { adminUsers, userRoles } from './schema.ts';
import { hashPassword, newToken } from './secrets.ts';
import { endSessions } from './account-guard.ts';
import { userShape } from '../shared/resources.ts';

export interface CentreOwnerLogin {
  franchiseeId: number;
  centreName: string;
  firstName: string;
  lastName: string;
  email: string;
  mobile?: string | null;
}

/**
 * The login of a new centre's owner (a franchisee converted by head office), with the role the portal gives
 * centre owners. No password is set: the owner signs in with a code sent to the address and sets one from the
 * profile. Runs in the caller's transaction; an address already signing in is refused.
 */
export async function openCentreOwnerLogin(ctx: RequestContext, input: CentreOwnerLogin): Promise<{ id: number }> {
  requireHeadOffice(ctx, 'Only head office opens a centre owner’s login');
  const email = input.email.trim().toLowerCase();
  const mobile = input.mobile?.trim() || null;
  const clash = await ctx.db
    .select({ email: adminUsers.email, mobile: adminUsers.mobile })
    .from(adminUsers)
    .where(mobile ? or(eq(adminUsers.email, email), eq(adminUsers.mobile, mobile)) : eq(adminUsers.email, email));
  if (clash.some((c) => c.email === email))
    throw conflict(`${email} already signs in to the portal: give the centre owner another address`, {
      loginEmail: 'Already a login',
    });
  const [role] = await ctx.db.select({ id: roles.id }).from(roles).where(eq(roles.role, ROLE.FRANCHISEE_USER_1));
  const [user] = await ctx.db
    .insert(adminUsers)
    .values({
      firstName: input.firstName,
      lastName: input.lastName,
      email,
      // A mobile another login already uses is left off rather than refused: the address is the sign-in.
      mobile: clash.length ? null : mobile,
      passwordHash: await hashPassword(newToken()),
      franchiseeId: input.franchiseeId,
    })
    .returning({ id: adminUsers.id });
  if (role) await ctx.db.insert(userRoles).values({ userId: user.id, roleId: role.id });
  const link = `${process.env.PUBLIC_URL?.replace(/\/$/, '') ?? ''}/login`;
  await queueMessage(ctx.db, {
    channel: 'email',
    to: email,
    subject: `Your login for ${input.centreName}`,
    body:
      `Welcome to the network. Sign in at ${link} with ${email}: ask for a sign-in code, ` +
      `then set your password from your profile.`,
  });
  await audit(ctx, {
    resource: userShape,
    recordId: user.id,
    action: 'open-centre-login',
    franchiseeId: input.franchiseeId,
    changes: { role: ROLE.FRANCHISEE_USER_1 },
  });
  return user;
}

/**
 * A centre's owner changes (an ownership transfer, head office): the logins holding the centre owner's role at the
 * centre, but the new owner's, are closed: inactive, and their open sessions end in the caller's transaction.
 * Answers the ids closed.
 */
export async function closeCentreOwnerLogins(
  ctx: RequestContext,
  franchiseeId: number,
  keepUserId: number,
): Promise<number[]> {
  requireHeadOffice(ctx, 'Only head office closes a centre owner’s login');
  const owners = await ctx.db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .innerJoin(userRoles, eq(userRoles.userId, adminUsers.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      and(
        eq(adminUsers.franchiseeId, franchiseeId),
        eq(roles.role, ROLE.FRANCHISEE_USER_1),
        eq(adminUsers.isActive, true),
        ne(adminUsers.id, keepUserId),
      ),
    );
  const ids = [...new Set(owners.map((o) => o.id))];
  for (const id of ids) {
    await ctx.db.update(adminUsers).set({ isActive: false, updatedAt: new Date() }).where(eq(adminUsers.id, id));
    await endSessions(ctx.db, id);
    await audit(ctx, { resource: userShape, recordId: id, action: 'close-centre-login', franchiseeId, changes: {} });
  }
  return ids;
}
