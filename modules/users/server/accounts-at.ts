import { and, asc, eq, inArray } from 'drizzle-orm';
import { CENTRE_ROLES } from '@portal/core';
import type { RequestContext } from '@portal/kit';
import { roles } from '@portal/mod-system/server';
import { adminUsers, userRoles } from './schema.ts';

/** The active accounts of a centre holding one of these roles (whom a module tells of something at the centre). */
export async function accountsAt(ctx: Pick<RequestContext, 'db'>, franchiseeId: number, roleNames: readonly string[]) {
  return ctx.db
    .selectDistinct({ id: adminUsers.id, email: adminUsers.email, mobile: adminUsers.mobile })
    .from(adminUsers)
    .innerJoin(userRoles, eq(userRoles.userId, adminUsers.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      and(
        eq(adminUsers.franchiseeId, franchiseeId),
        eq(adminUsers.isActive, true),
        inArray(roles.role, [...roleNames]),
      ),
    )
    .orderBy(asc(adminUsers.id));
}

/** The active accounts that run a centre (its owner and the company-run centre head), to tell them of its day. */
export const centreHeads = (ctx: Pick<RequestContext, 'db'>, franchiseeId: number) =>
  accountsAt(ctx, franchiseeId, CENTRE_ROLES);
