import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
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

/**
 * Head office's active accounts holding one of these roles, and its super admins (who hold every role): whom head
 * office's own work is allocated to, such as a franchise prospect's owner.
 */
export async function headOfficeAccounts(ctx: Pick<RequestContext, 'db'>, roleNames: readonly string[]) {
  const holders = ctx.db
    .select({ id: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(roles.role, [...roleNames]));
  return ctx.db
    .select({ id: adminUsers.id, name: adminUsers.fullName })
    .from(adminUsers)
    .where(
      and(
        isNull(adminUsers.franchiseeId),
        eq(adminUsers.isActive, true),
        or(eq(adminUsers.superAdmin, true), inArray(adminUsers.id, holders)),
      ),
    )
    .orderBy(asc(adminUsers.fullName));
}
