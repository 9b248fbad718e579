import { and, eq, inArray } from 'drizzle-orm';
import { provideSharedDecidingRole, type SharedDecidingRole } from '@portal/kit';
import { roles } from '@portal/mod-system/server';
import { userRoles } from './schema.ts';

/**
 * The role a decider shares with the account that raised what they decide, when head office set that role to
 * approve only what other roles raised (roles.approvesOtherRolesOnly); null when they share no such role.
 */
export const sharedDecidingRole: SharedDecidingRole = async (ctx, raisedByAccount) => {
  if (ctx.roleNames.length === 0) return null;
  const [shared] = await ctx.db
    .select({ role: roles.role })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      and(
        eq(userRoles.userId, raisedByAccount),
        eq(roles.approvesOtherRolesOnly, true),
        inArray(roles.role, [...ctx.roleNames]),
      ),
    )
    .orderBy(roles.role)
    .limit(1);
  return shared?.role ?? null;
};

provideSharedDecidingRole(sharedDecidingRole);
