import { and, asc, eq, inArray } from 'drizzle-orm';
import { canAccess, type DashboardItem, type EndPoint } from '@portal/core';
import {
  actingUser,
  audit,
  type ConfigurationWarning,
  forbidden,
  inTransaction,
  notFound,
  requireUser,
  type RequestContext,
} from '@portal/kit';
import type { Executor } from '@portal/db';
import { SYSTEM_MODULE } from './resources.ts';
import { dashboards, roleDashboards, roleEndPoints, roles, systemEndPoints } from './schema.ts';
import { roleShape } from '../shared/resources.ts';

export interface RoleWithEndPoints {
  id: number;
  role: string;
  description: string;
  franchiseeId: number | null;
  systemEndPoints: EndPoint[];
}

/** The given roles (active ones) with their end points, for the session and /api/admin/me. */
export async function rolesWithEndPoints(db: Executor, roleIds: number[]): Promise<RoleWithEndPoints[]> {
  if (roleIds.length === 0) return [];
  const rows = await db
    .select({
      id: roles.id,
      role: roles.role,
      description: roles.description,
      franchiseeId: roles.franchiseeId,
      module: systemEndPoints.module,
      method: systemEndPoints.method,
    })
    .from(roles)
    .leftJoin(roleEndPoints, eq(roleEndPoints.roleId, roles.id))
    .leftJoin(systemEndPoints, eq(systemEndPoints.id, roleEndPoints.endPointId))
    .where(and(inArray(roles.id, roleIds), eq(roles.isActive, true)))
    .orderBy(asc(roles.id));
  const byId = new Map<number, RoleWithEndPoints>();
  for (const r of rows) {
    const role = byId.get(r.id) ?? {
      id: r.id,
      role: r.role,
      description: r.description,
      franchiseeId: r.franchiseeId,
      systemEndPoints: [],
    };
    if (r.module && r.method) role.systemEndPoints.push({ module: r.module, method: r.method });
    byId.set(r.id, role);
  }
  return [...byId.values()];
}

function assertSystemOrOwnRole(ctx: RequestContext, roleId: number) {
  requireUser(ctx);
  const system = canAccess(
    { superAdmin: actingUser(ctx).superAdmin, roleNames: ctx.roleNames, endPoints: ctx.endPoints },
    SYSTEM_MODULE,
    'GET',
  );
  if (!system && !ctx.roleIds.includes(roleId)) throw forbidden('You can only load the menus of your own roles');
}

async function roleExists(db: Executor, roleId: number) {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId));
  if (!role) throw notFound('Role');
}

export async function roleEndPointList(ctx: RequestContext, roleId: number) {
  await roleExists(ctx.db, roleId);
  return ctx.db
    .select({
      id: systemEndPoints.id,
      module: systemEndPoints.module,
      method: systemEndPoints.method,
      description: systemEndPoints.description,
    })
    .from(roleEndPoints)
    .innerJoin(systemEndPoints, eq(systemEndPoints.id, roleEndPoints.endPointId))
    .where(eq(roleEndPoints.roleId, roleId))
    .orderBy(asc(systemEndPoints.module), asc(systemEndPoints.method));
}

export async function setRoleEndPoints(ctx: RequestContext, roleId: number, endPointIds: number[]) {
  return inTransaction(ctx, async (ctx) => {
    await roleExists(ctx.db, roleId);
    const ids = [...new Set(endPointIds)];
    if (ids.length) {
      const found = await ctx.db
        .select({ id: systemEndPoints.id })
        .from(systemEndPoints)
        .where(inArray(systemEndPoints.id, ids));
      if (found.length !== ids.length) throw notFound('End point');
    }
    const before = (
      await ctx.db.select({ id: roleEndPoints.endPointId }).from(roleEndPoints).where(eq(roleEndPoints.roleId, roleId))
    ).map((r) => r.id);
    await ctx.db.delete(roleEndPoints).where(eq(roleEndPoints.roleId, roleId));
    if (ids.length) await ctx.db.insert(roleEndPoints).values(ids.map((endPointId) => ({ roleId, endPointId })));
    await audit(ctx, {
      resource: roleShape,
      recordId: roleId,
      action: 'set-end-points',
      changes: { endPointIds: [before.sort(), ids.sort()] },
    });
    return roleEndPointList(ctx, roleId);
  });
}

/** Dashboards granted to a role, shaped as the portal's dashboard-by-role answer. */
export async function dashboardsForRole(db: Executor, roleId: number): Promise<DashboardItem[]> {
  const rows = await db
    .select({ d: dashboards, m: roleDashboards })
    .from(roleDashboards)
    .innerJoin(dashboards, eq(dashboards.id, roleDashboards.dashboardId))
    .where(and(eq(roleDashboards.roleId, roleId), eq(dashboards.isActive, true)))
    .orderBy(asc(dashboards.sort), asc(dashboards.id));
  return rows.map(({ d, m }) => ({
    id: d.id,
    name: d.name,
    label: d.label,
    path: d.path,
    groupLabel: d.groupLabel,
    parentId: d.parentId,
    sort: d.sort,
    modules: d.modules,
    requiresStaffApproval: d.requiresStaffApproval,
    studentFacing: d.studentFacing,
    dashboardRoleMap: {
      isActive: m.isActive,
      isDefault: m.isDefault,
      isWrite: m.isWrite,
      dailyRank: m.dailyRank,
      subDashboardRoleMaps: rows
        .filter((c) => c.d.parentId === d.id)
        .map((c) => ({ subDashboard: { name: c.d.name } })),
    },
  }));
}

export async function dashboardByRole(ctx: RequestContext, roleId: number) {
  assertSystemOrOwnRole(ctx, roleId);
  await roleExists(ctx.db, roleId);
  return dashboardsForRole(ctx.db, roleId);
}

export interface RoleDashboardInput {
  dashboardId: number;
  isActive: boolean;
  isDefault: boolean;
  isWrite: boolean | null;
}

export async function setRoleDashboards(ctx: RequestContext, roleId: number, entries: RoleDashboardInput[]) {
  return inTransaction(ctx, async (ctx) => {
    await roleExists(ctx.db, roleId);
    const ids = [...new Set(entries.map((e) => e.dashboardId))];
    if (ids.length !== entries.length) throw notFound('Dashboard (listed twice)');
    if (ids.length) {
      const found = await ctx.db.select({ id: dashboards.id }).from(dashboards).where(inArray(dashboards.id, ids));
      if (found.length !== ids.length) throw notFound('Dashboard');
    }
    // The daily ranks are the modules' declaration, not the editor's: they stay with the entries kept.
    const ranks = new Map(
      (
        await ctx.db
          .select({ dashboardId: roleDashboards.dashboardId, dailyRank: roleDashboards.dailyRank })
          .from(roleDashboards)
          .where(eq(roleDashboards.roleId, roleId))
      ).map((r) => [r.dashboardId, r.dailyRank]),
    );
    await ctx.db.delete(roleDashboards).where(eq(roleDashboards.roleId, roleId));
    if (entries.length)
      await ctx.db
        .insert(roleDashboards)
        .values(entries.map((e) => ({ roleId, ...e, dailyRank: ranks.get(e.dashboardId) ?? null })));
    await audit(ctx, {
      resource: roleShape,
      recordId: roleId,
      action: 'set-dashboards',
      changes: { dashboards: entries },
    });
    return dashboardsForRole(ctx.db, roleId);
  });
}

/** The installation's settings are a super admin's business, whatever end points a role was given. */
export function configurationWarnings(ctx: RequestContext, warnings: readonly ConfigurationWarning[]) {
  requireUser(ctx);
  if (!ctx.user.superAdmin) throw forbidden('Only a super admin sees the configuration');
  return [...warnings];
}
