import { and, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '@portal/kit';
import { roles } from '@portal/mod-system/server';
import { adminUsers, userRoles } from './schema.ts';

/** The active accounts of a centre holding one of these roles (whom a module tells of something at the centre). */
export async function accountsAt(ctx: RequestContext, franchiseeId: number, roleNames: readonly string[]) {
  const rows = await ctx.db
    .selectDistinct({ id: adminUsers.id })
    .from(adminUsers)
    .innerJoin(userRoles, eq(userRoles.userId, adminUsers.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      and(
        eq(adminUsers.franchiseeId, franchiseeId),
        eq(adminUsers.isActive, true),
        inArray(roles.role, [...roleNames]),
      ),
    );
  return rows.map((r) => r.id);
}
