import { eq } from 'drizzle-orm';
import { hasEnquiryAccess, mergeDashboards, visibleMenu, type DashboardItem, type Language } from '@portal/core';
import { forbidden, menuEntriesThatHold, requireUser, type RequestContext } from '@portal/kit';
import { activeDashboards, dashboardsForRole, rolesWithEndPoints } from '@portal/mod-system/server';
import { adminUsers } from './schema.ts';

/** /api/admin/me: the signed-in user as the shell stores it. */
export async function me(ctx: RequestContext) {
  requireUser(ctx);
  const [user] = await ctx.db.select().from(adminUsers).where(eq(adminUsers.id, ctx.user.id));
  const roles = await rolesWithEndPoints(ctx.db, ctx.roleIds);
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    mobile: user.mobile,
    franchisee: user.franchiseeId === null ? null : { id: user.franchiseeId },
    superAdmin: user.superAdmin,
    modulesAuth: user.modulesAuth,
    roles: roles.map((r) => ({
      id: r.id,
      role: r.role,
      description: r.description,
      systemEndPoints: r.systemEndPoints,
    })),
    ...(user.studentAdmissionId ? { student: { studentAdmissionID: user.studentAdmissionId } } : {}),
    language: user.language,
  };
}

/** The person's language, kept on their account: every device they sign in on, and their messages, follow it. */
export async function setMyLanguage(ctx: RequestContext, language: Language) {
  requireUser(ctx);
  await ctx.db.update(adminUsers).set({ language, updatedAt: new Date() }).where(eq(adminUsers.id, ctx.user.id));
  return { language };
}

/**
 * The menu for the active role (or every role when none is chosen): dashboards
 * merged with OR, then filtered by held modules, staff approval and student link.
 */
export async function menu(ctx: RequestContext, roleId: number | undefined) {
  requireUser(ctx);
  let merged: DashboardItem[];
  if (ctx.user.superAdmin && roleId === undefined) {
    const all = await activeDashboards(ctx.db);
    merged = mergeDashboards([
      all.map((d) => ({
        ...d,
        dashboardRoleMap: { isActive: true, isDefault: false, isWrite: true, subDashboardRoleMaps: [] },
      })),
    ]);
  } else {
    if (roleId !== undefined && !ctx.roleIds.includes(roleId)) throw forbidden('That role is not yours');
    const ids = roleId === undefined ? ctx.roleIds : [roleId];
    merged = mergeDashboards(await Promise.all(ids.map((id) => dashboardsForRole(ctx.db, id))));
  }
  const [user] = await ctx.db
    .select({ studentAdmissionId: adminUsers.studentAdmissionId })
    .from(adminUsers)
    .where(eq(adminUsers.id, ctx.user.id));
  const granted = visibleMenu(merged, {
    superAdmin: ctx.user.superAdmin,
    roleNames: ctx.roleNames,
    modulesAuth: ctx.modulesAuth,
    heldModules: [...new Set(ctx.endPoints.map((e) => e.module))],
    belongsToFranchisee: ctx.user.franchiseeId !== null,
    studentAdmissionID: user.studentAdmissionId,
  });
  // An entry a module shows only where what it opens exists (a launch board only where a plan exists).
  const items = await menuEntriesThatHold(ctx, granted);
  return { menu: items, hasEnquiryAccess: hasEnquiryAccess(items) };
}
