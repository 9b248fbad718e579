import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  audit,
  forbidden,
  inTransaction,
  loadRecord,
  notFound,
  type RequestContext,
  seesEveryFranchisee,
} from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { roles } from '@portal/mod-system/server';
import { endSessions } from './account-guard.ts';
import { userResource } from './resources.ts';
import { userFranchisees, userRoles } from './schema.ts';
import { userShape } from '../shared/resources.ts';

/** Roles this user may hand out: every active role for head office, assignable ones for a centre. */
export async function assignableRoles(ctx: RequestContext) {
  const where = seesEveryFranchisee(ctx)
    ? eq(roles.isActive, true)
    : and(eq(roles.isActive, true), eq(roles.assignableByFranchisee, true));
  return ctx.db
    .select({ id: roles.id, role: roles.role, description: roles.description })
    .from(roles)
    .where(where)
    .orderBy(asc(roles.role));
}

export async function userRoleList(ctx: RequestContext, userId: number) {
  await loadRecord(ctx, userResource, userId);
  return ctx.db
    .select({ id: roles.id, role: roles.role, description: roles.description })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(roles.role));
}

/** Replaces a user's roles; franchisee staff may only hand out roles marked assignable by franchisees. */
export async function setUserRoles(ctx: RequestContext, userId: number, roleIds: number[]) {
  return inTransaction(ctx, async (ctx) => {
    await loadRecord(ctx, userResource, userId, { forUpdate: true });
    const ids = [...new Set(roleIds)];
    const found = ids.length ? await ctx.db.select().from(roles).where(inArray(roles.id, ids)) : [];
    if (found.length !== ids.length) throw notFound('Role');
    if (!seesEveryFranchisee(ctx) && found.some((r) => !r.assignableByFranchisee))
      throw forbidden('Only head office can give that role');
    const before = await ctx.db.select({ id: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId));
    await ctx.db.delete(userRoles).where(eq(userRoles.userId, userId));
    if (ids.length) await ctx.db.insert(userRoles).values(ids.map((roleId) => ({ userId, roleId })));
    // Taking a role away ends the user's sessions: nothing signed in keeps what it was given.
    if (before.some((b) => !ids.includes(b.id))) await endSessions(ctx.db, userId);
    await audit(ctx, {
      resource: userShape,
      recordId: userId,
      action: 'set-roles',
      changes: { roleIds: [before.map((b) => b.id).sort(), ids.sort()] },
    });
    return userRoleList(ctx, userId);
  });
}

export async function userFranchiseeList(ctx: RequestContext, userId: number) {
  await loadRecord(ctx, userResource, userId);
  return ctx.db
    .select({ id: franchisees.id, companyName: franchisees.companyName })
    .from(userFranchisees)
    .innerJoin(franchisees, eq(franchisees.id, userFranchisees.franchiseeId))
    .where(eq(userFranchisees.userId, userId))
    .orderBy(asc(franchisees.id));
}

/** Assigns franchisees to a head-office user; only head office may do it. */
export async function setUserFranchisees(ctx: RequestContext, userId: number, franchiseeIds: number[]) {
  if (!seesEveryFranchisee(ctx)) throw forbidden('Only head office can assign franchisees');
  return inTransaction(ctx, async (ctx) => {
    await loadRecord(ctx, userResource, userId, { forUpdate: true });
    const ids = [...new Set(franchiseeIds)];
    const found = ids.length
      ? await ctx.db
          .select({ id: franchisees.id })
          .from(franchisees)
          .where(and(inArray(franchisees.id, ids)))
      : [];
    if (found.length !== ids.length) throw notFound('Franchisee');
    await ctx.db.delete(userFranchisees).where(eq(userFranchisees.userId, userId));
    if (ids.length) await ctx.db.insert(userFranchisees).values(ids.map((franchiseeId) => ({ userId, franchiseeId })));
    await audit(ctx, {
      resource: userShape,
      recordId: userId,
      action: 'set-franchisees',
      changes: { franchiseeIds: ids },
    });
    return userFranchiseeList(ctx, userId);
  });
}
