import { and, asc, eq, inArray } from 'drizzle-orm';
import { CENTRE_ROLES } from '@portal/core';
import type { RequestContext } from '@portal/kit';
import { roles } from '@portal/mod-system/server';
import { adminUsers, userRoles } from './schema.ts';

/** The active accounts that run a centre (its owner and the company-run centre head), to tell them of its day. */
export async function centreHeads(ctx: Pick<RequestContext, 'db'>, franchiseeId: number) {
  return ctx.db
    .selectDistinct({ id: adminUsers.id, email: adminUsers.email, mobile: adminUsers.mobile })
    .from(adminUsers)
    .innerJoin(userRoles, eq(userRoles.userId, adminUsers.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      and(
        eq(adminUsers.franchiseeId, franchiseeId),
        eq(adminUsers.isActive, true),
        inArray(roles.role, [...CENTRE_ROLES]),
      ),
    )
    .orderBy(asc(adminUsers.id));
}
