import { and, eq, inArray } from 'drizzle-orm';
import { ROLE } from '@portal/core';
import type { RequestContext } from '@portal/kit';
import { roles } from '@portal/mod-system/server';
import { adminUsers, userRoles } from '@portal/mod-users/server';

/** Roles whose holders work leads: counsellors and centre heads. */
export const LEAD_ROLES = [ROLE.COUNSELLOR, ROLE.FRANCHISEE_USER_1, ROLE.COCO_USER_1];

/** A centre's active users who can be given leads. */
export async function leadHandlers(ctx: RequestContext, franchiseeId: number, userId?: number) {
  const conds = [
    eq(adminUsers.franchiseeId, franchiseeId),
    eq(adminUsers.isActive, true),
    inArray(roles.role, LEAD_ROLES),
  ];
  if (userId) conds.push(eq(adminUsers.id, userId));
  const rows = await ctx.db
    .selectDistinct({
      id: adminUsers.id,
      firstName: adminUsers.firstName,
      lastName: adminUsers.lastName,
      email: adminUsers.email,
    })
    .from(adminUsers)
    .innerJoin(userRoles, eq(userRoles.userId, adminUsers.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(...conds))
    .orderBy(adminUsers.firstName, adminUsers.id);
  return rows;
}
