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

/**
 * The login of a member of a child's family circle (a grandparent, a caregiver), signing in with their mobile and a
 * code: the family member's role only, at the child's centre, with no password anyone knows. A mobile that already
 * signs in as a family member of this centre is that login again (a grandparent of two children); a mobile another
 * kind of login uses is refused, since the circle's role would widen that login. Runs in the caller's transaction.
 */
export async function openFamilyMemberLogin(ctx: RequestContext, input: FamilyMemberLogin): Promise<{ id: number }> {
  const [role] = await ctx.db.select({ id: roles.id }).from(roles).where(eq(roles.role, ROLE.FAMILY_MEMBER));
  if (!role) throw conflict('The family member role is not set up on this portal');
  const [existing] = await ctx.db
    .select({ id: adminUsers.id, franchiseeId: adminUsers.franchiseeId })
    .from(adminUsers)
    .where(eq(adminUsers.mobile, input.mobile));
  if (existing) {
    const [otherRole] = await ctx.db
      .select({ roleId: userRoles.roleId })
      .from(userRoles)
      .where(and(eq(userRoles.userId, existing.id), ne(userRoles.roleId, role.id)))
      .limit(1);
    if (otherRole || existing.franchiseeId !== input.franchiseeId)
      throw conflict('This mobile already signs in to the portal with another account: invite another mobile', {
        mobile: 'Already signs in with another account',
      });
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
 * Ends a family member's sessions at once (they left a child's circle); the login itself is switched off when it
 * is in no circle any more (`stillMember` false), so no code signs it in again.
 */
export async function closeFamilyMemberLogin(ctx: RequestContext, userId: number, stillMember: boolean) {
  await endSessions(ctx.db, userId);
  if (!stillMember)
    await ctx.db.update(adminUsers).set({ isActive: false, updatedAt: new Date() }).where(eq(adminUsers.id, userId));
}
