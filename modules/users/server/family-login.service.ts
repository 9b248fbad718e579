import { and, eq, ne } from 'drizzle-orm';
import { ROLE } from '@portal/core';
import { conflict, type RequestContext } from '@portal/kit';
import { roles } from '@portal/mod-system/server';
import { endSessions } from './account-guard.ts';
import { adminUsers, userRoles } from './schema.ts';
import { hashPassword, newToken } from './secrets.ts';

export interface FamilyMemberLogin {
  franchiseeId: number;
  firstName: string;
  lastName: string;
  mobile: string;
}

/** The address a family member's login is known by: they sign in with their mobile and a code, never by email. */
const memberAddress = (mobile: string) => `family.${mobile}@members.invalid`;
/** A login the circle opened (its address is the circle's, which no person's email can be: `.invalid`). */
const CIRCLE_MADE = /^family\..+@members\.invalid$/;

/** Why a circle cannot take a mobile that another account signs in with. */
export const MOBILE_HAS_LOGIN =
  'This mobile already signs in to the portal with its own account: invite another mobile';

/**
 * The login a circle may use for a mobile: none yet (undefined), or a login the circle itself opened at this centre
 * with the family member's role only (a grandparent of two children). Any other login with this mobile — staff, a
 * parent, an escort with no role at all — is refused in words: the circle invites people, it does not take over
 * their logins.
 */
export async function circleLoginFor(
  ctx: RequestContext,
  input: { mobile: string; franchiseeId: number },
): Promise<{ id: number } | undefined> {
  const [role] = await ctx.db.select({ id: roles.id }).from(roles).where(eq(roles.role, ROLE.FAMILY_MEMBER));
  if (!role) throw conflict('The family member role is not set up on this portal');
  const [existing] = await ctx.db
    .select({ id: adminUsers.id, franchiseeId: adminUsers.franchiseeId, email: adminUsers.email })
    .from(adminUsers)
    .where(eq(adminUsers.mobile, input.mobile));
  if (!existing) return undefined;
  const [otherRole] = await ctx.db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, existing.id), ne(userRoles.roleId, role.id)))
    .limit(1);
  if (otherRole || !CIRCLE_MADE.test(existing.email) || existing.franchiseeId !== input.franchiseeId)
    throw conflict(MOBILE_HAS_LOGIN, { mobile: 'Already signs in with its own account' });
  return { id: existing.id };
}

/**
 * The login of a member of a child's family circle (a grandparent, a caregiver), signing in with their mobile and a
 * code: the family member's role only, at the child's centre, with no password anyone knows. A mobile that already
 * signs in as a circle's family member of this centre is that login again (a grandparent of two children); a
 * mobile any other login uses is refused (`circleLoginFor`). Runs in the caller's transaction.
 */
export async function openFamilyMemberLogin(ctx: RequestContext, input: FamilyMemberLogin): Promise<{ id: number }> {
  const [role] = await ctx.db.select({ id: roles.id }).from(roles).where(eq(roles.role, ROLE.FAMILY_MEMBER));
  if (!role) throw conflict('The family member role is not set up on this portal');
  const existing = await circleLoginFor(ctx, input);
  if (existing) {
    await ctx.db
      .update(adminUsers)
      .set({ isActive: true, updatedAt: new Date() })
      .where(eq(adminUsers.id, existing.id));
    await ctx.db.insert(userRoles).values({ userId: existing.id, roleId: role.id }).onConflictDoNothing();
    return { id: existing.id };
  }
  const [user] = await ctx.db
    .insert(adminUsers)
    .values({
      firstName: input.firstName,
      lastName: input.lastName,
      email: memberAddress(input.mobile),
      mobile: input.mobile,
      passwordHash: await hashPassword(newToken()),
      franchiseeId: input.franchiseeId,
    })
    .returning({ id: adminUsers.id });
  await ctx.db.insert(userRoles).values({ userId: user.id, roleId: role.id });
  return { id: user.id };
}

/**
 * Ends a family member's sessions at once (they left a child's circle). When the login is in no circle any more
 * (`stillMember` false) it loses the family member's role, and a login the circle opened is switched off, so no
 * code signs it in again; a login the circle did not open (one linked before the circle refused them) keeps its
 * own way in and its other roles.
 */
export async function closeFamilyMemberLogin(ctx: RequestContext, userId: number, stillMember: boolean) {
  await endSessions(ctx.db, userId);
  if (stillMember) return;
  const [role] = await ctx.db.select({ id: roles.id }).from(roles).where(eq(roles.role, ROLE.FAMILY_MEMBER));
  if (role) await ctx.db.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.roleId, role.id)));
  const [login] = await ctx.db.select({ email: adminUsers.email }).from(adminUsers).where(eq(adminUsers.id, userId));
  if (login && CIRCLE_MADE.test(login.email))
    await ctx.db.update(adminUsers).set({ isActive: false, updatedAt: new Date() }).where(eq(adminUsers.id, userId));
}
