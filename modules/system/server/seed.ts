import { sql } from 'drizzle-orm';
import type { Executor } from '@portal/db';
import type { SeedContext } from '@portal/kit';
import { dashboards, roleDashboards, roleEndPoints, roles, systemEndPoints } from './schema.ts';

/**
 * Seeds the registered modules' merged access: end points, roles and their grants, menu entries
 * and which roles see each (with the read-only and default flags).
 */
export async function seedAccess(db: Executor, { access }: SeedContext): Promise<void> {
  const endPointRows = await db.insert(systemEndPoints).values(access.endPoints).returning();
  const roleRows = await db
    .insert(roles)
    .values(
      access.roles.map((r) => ({
        role: r.role,
        description: r.description,
        assignableByFranchisee: r.assignableByFranchisee ?? false,
        // A franchisee-bound (BSK) role names its centre by code; the org module's seed ran first.
        franchiseeId: r.franchiseeCode
          ? sql<number>`(select id from franchisees where code = ${r.franchiseeCode})`
          : null,
      })),
    )
    .returning();
  const roleId = (name: string) => roleRows.find((r) => r.role === name)!.id;
  const endPointId = (module: string, method: string) => {
    const row = endPointRows.find((e) => e.module === module && e.method === method);
    if (!row) throw new Error(`No end point ${module} ${method} to grant`);
    return row.id;
  };
  const grants = access.roles.flatMap((r) =>
    r.grants.map(([module, method]) => ({ roleId: roleId(r.role), endPointId: endPointId(module, method) })),
  );
  if (grants.length) await db.insert(roleEndPoints).values(grants);

  const dashboardIds = new Map<string, number>();
  for (const [sort, item] of access.menu.entries()) {
    const [row] = await db
      .insert(dashboards)
      .values({
        name: item.name,
        label: item.label,
        path: item.path,
        groupLabel: item.group,
        modules: [...item.modules],
        studentFacing: item.studentFacing ?? false,
        sort: sort * 10,
        parentId: item.parent ? dashboardIds.get(item.parent) : null,
      })
      .returning();
    dashboardIds.set(item.name, row.id);
  }
  const roleMaps = access.menu.flatMap((item) =>
    item.roles.map((role) => ({
      roleId: roleId(role),
      dashboardId: dashboardIds.get(item.name)!,
      isActive: true,
      isDefault: item.isDefaultFor?.includes(role) ?? false,
      isWrite: item.readOnlyFor?.includes(role) ? false : null,
      dailyRank: item.daily?.[role] ?? null,
    })),
  );
  if (roleMaps.length) await db.insert(roleDashboards).values(roleMaps);
}
