import { and, eq, inArray, sql } from 'drizzle-orm';
import { canAccess } from '@portal/core';
import type { RequestContext } from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { roles } from '@portal/mod-system/server';
import { adminUsers, userRoles } from '@portal/mod-users/server';

export const fullName = sql<string>`${adminUsers.firstName} || ' ' || ${adminUsers.lastName}`;

export function holds(ctx: RequestContext, module: string, method: string): boolean {
  if (!ctx.user) return false;
  return canAccess(
    { superAdmin: ctx.user.superAdmin, roleNames: ctx.roleNames, endPoints: ctx.endPoints },
    module,
    method,
  );
}

/** Active accounts at the given centres holding one of the given roles. */
export async function audienceMembers(
  ctx: RequestContext,
  franchiseeIds: readonly number[],
  roleNames: readonly string[],
) {
  if (franchiseeIds.length === 0 || roleNames.length === 0) return [];
  return ctx.db
    .selectDistinct({
      id: adminUsers.id,
      franchiseeId: adminUsers.franchiseeId,
      email: adminUsers.email,
      name: fullName,
      centre: franchisees.companyName,
    })
    .from(adminUsers)
    .innerJoin(userRoles, eq(userRoles.userId, adminUsers.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .innerJoin(franchisees, eq(franchisees.id, adminUsers.franchiseeId))
    .where(
      and(
        eq(adminUsers.isActive, true),
        // fence-usage: the centres a training invites, not a fence
        inArray(adminUsers.franchiseeId, [...franchiseeIds]),
        inArray(roles.role, [...roleNames]),
      ),
    )
    .orderBy(fullName, adminUsers.id);
}
