import { sql } from 'drizzle-orm';
import type { Executor } from '@portal/db';

/** The seeded access set-up in a canonical, id-free form: end points, roles with grants, menu with role maps. */
export interface AccessContent {
  endPoints: string[];
  roles: { role: string; description: string; assignable: boolean; franchisee: string | null; grants: string[] }[];
  menu: {
    name: string;
    label: string;
    path: string;
    group: string | null;
    parent: string | null;
    modules: string[];
    studentFacing: boolean;
    roles: string[];
  }[];
}

const rows = async <T>(db: Executor, q: ReturnType<typeof sql>) =>
  ((await db.execute(q)) as unknown as { rows: T[] }).rows;

export async function readAccessContent(db: Executor): Promise<AccessContent> {
  const endPoints = await rows<{ e: string }>(
    db,
    sql`select module || ' ' || method || ' ' || description as e from system_end_points order by 1`,
  );
  const roles = await rows<AccessContent['roles'][number]>(
    db,
    sql`select r.role, r.description, r.assignable_by_franchisee as assignable, f.code as franchisee,
          coalesce((select array_agg(e.module || ' ' || e.method order by e.module, e.method)
                    from role_end_points re join system_end_points e on e.id = re.end_point_id
                    where re.role_id = r.id), '{}') as grants
        from roles r left join franchisees f on f.id = r.franchisee_id order by r.role`,
  );
  const menu = await rows<AccessContent['menu'][number]>(
    db,
    sql`select d.name, d.label, d.path, d.group_label as group, p.name as parent, d.modules,
          d.student_facing as "studentFacing",
          coalesce((select array_agg(r.role || ' active=' || rd.is_active || ' default=' || rd.is_default
                                     || ' write=' || coalesce(rd.is_write::text, 'unset') order by r.role)
                    from role_dashboards rd join roles r on r.id = rd.role_id
                    where rd.dashboard_id = d.id), '{}') as roles
        from dashboards d left join dashboards p on p.id = d.parent_id order by d.name`,
  );
  return { endPoints: endPoints.map((r) => r.e), roles, menu };
}

/** What one module adds to the seeded set-up: its end points and roles, its grants to every role, its menu. */
export interface AccessPart {
  endPoints: string[];
  roles: Omit<AccessContent['roles'][number], 'grants'>[];
  grants: Record<string, string[]>;
  menu: AccessContent['menu'];
}

/** The part of the whole set-up a module's access declaration owns. */
export function accessPart(
  whole: AccessContent,
  access: { modules: readonly string[]; roles: readonly { role: string }[]; menu: readonly { name: string }[] },
): AccessPart {
  const owned = (grant: string) => access.modules.includes(grant.split(' ')[0]);
  const roleNames = new Set(access.roles.map((r) => r.role));
  const menuNames = new Set(access.menu.map((m) => m.name));
  const grants: Record<string, string[]> = {};
  for (const role of whole.roles) {
    const mine = role.grants.filter(owned);
    if (mine.length) grants[role.role] = mine;
  }
  return {
    endPoints: whole.endPoints.filter(owned),
    roles: whole.roles.filter((r) => roleNames.has(r.role)).map(({ grants: _, ...role }) => role),
    grants,
    menu: whole.menu.filter((m) => menuNames.has(m.name)),
  };
}
