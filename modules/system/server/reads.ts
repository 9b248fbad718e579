import { eq, sql } from 'drizzle-orm';
import type { Executor } from '@portal/db';
import { dashboards, roleDashboards, roleEndPoints, roles, systemEndPoints } from './schema.ts';

/**
 * A role (the row of `roles` in the statement around it) with its end points and active menu entries, as JSON:
 * `{ id, role, description, franchiseeId, systemEndPoints: [{ module, method }], menu: [{ modules, isWrite }] }`,
 * for the session lookup, which gathers a user's roles in one round trip.
 */
export const roleGrantsJson = sql`json_build_object(
    'id', ${roles.id}, 'role', ${roles.role}, 'description', ${roles.description},
    'franchiseeId', ${roles.franchiseeId},
    'systemEndPoints', coalesce((
      select json_agg(json_build_object('module', ${systemEndPoints.module}, 'method', ${systemEndPoints.method}))
      from ${roleEndPoints} join ${systemEndPoints} on ${systemEndPoints.id} = ${roleEndPoints.endPointId}
      where ${roleEndPoints.roleId} = ${roles.id}), '[]'::json),
    'menu', coalesce((
      select json_agg(json_build_object('modules', ${dashboards.modules}, 'isWrite', ${roleDashboards.isWrite}))
      from ${roleDashboards} join ${dashboards} on ${dashboards.id} = ${roleDashboards.dashboardId}
      where ${roleDashboards.roleId} = ${roles.id} and ${roleDashboards.isActive}
        and ${dashboards.isActive}), '[]'::json)
  )`;

/** Every active menu entry (a super admin's menu with no role chosen). */
export async function activeDashboards(db: Executor) {
  return db.select().from(dashboards).where(eq(dashboards.isActive, true));
}
