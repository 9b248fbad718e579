/**
 * Access rules of the portal, shared by the server (which enforces them) and the
 * web (which only mirrors them to hide what cannot be used).
 */

export const SUPER_ADMIN = 'SUPER_ADMIN';

export const ROLE = {
  SUPER_ADMIN,
  FRANCHISEE_USER_1: 'FRANCHISEE_USER_1',
  COCO_USER_1: 'COCO_USER_1',
  COUNSELLOR: 'Councellor',
  MARKETING_HEAD: 'MARKETING_HEAD',
  FINANCE_ADMIN: 'FINANCE_ADMIN',
  FINANCE_DEPT: 'FINANCE_DEPT',
  DELIVERY_CHALLAN: 'DELIVERY_CHALLAN',
  TEACHER: 'TEACHER',
  BSKUSER: 'BSKUSER',
  ADMIN: 'ADMIN',
  PARENT: 'PARENT',
  BUSINESS_DEVELOPER: 'BUSINESS_DEVELOPER',
  ACADEMIC_COORDINATOR: 'ACADEMIC_COORDINATOR',
  /** A grandparent or caregiver a parent let into the child's family circle: the child's day, calendar and news. */
  FAMILY_MEMBER: 'FAMILY_MEMBER',
} as const;

/** Authorisation levels as the existing portal defines them. */
export const LEVELS = {
  level_1: [SUPER_ADMIN],
  level_2: [SUPER_ADMIN, ROLE.FRANCHISEE_USER_1],
  level_3: [SUPER_ADMIN, ROLE.MARKETING_HEAD],
  level_4: [SUPER_ADMIN, ROLE.MARKETING_HEAD, ROLE.FRANCHISEE_USER_1, ROLE.FINANCE_ADMIN, ROLE.FINANCE_DEPT],
  level_5: [SUPER_ADMIN, ROLE.DELIVERY_CHALLAN],
  level_6: [SUPER_ADMIN, ROLE.FINANCE_ADMIN],
  level_7: [SUPER_ADMIN, ROLE.FINANCE_ADMIN, ROLE.FINANCE_DEPT],
  level_8: [ROLE.TEACHER],
} as const satisfies Record<string, readonly string[]>;

export type Level = keyof typeof LEVELS;

export const APPROVAL = { USER_STAFF_APPROVED: 'USER_STAFF_APPROVED' } as const;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface EndPoint {
  module: string;
  /** An HTTP method, or 'any'. */
  method: string;
}

export interface AccessSubject {
  superAdmin: boolean;
  roleNames: readonly string[];
  endPoints: readonly EndPoint[];
}

/** Union of every role's end points, without duplicates. */
export function mergeEndPoints(roles: readonly { systemEndPoints: readonly EndPoint[] }[]): EndPoint[] {
  const seen = new Map<string, EndPoint>();
  for (const role of roles) {
    for (const ep of role.systemEndPoints) seen.set(`${ep.module}\u0000${ep.method.toUpperCase()}`, ep);
  }
  return [...seen.values()];
}

/** Super admins always pass; others need the module with the method, or with 'any'. */
export function canAccess(subject: AccessSubject, module: string, method: string): boolean {
  if (subject.superAdmin) return true;
  const m = method.toUpperCase();
  return subject.endPoints.some(
    (ep) => ep.module === module && (ep.method.toLowerCase() === 'any' || ep.method.toUpperCase() === m),
  );
}

/** Reads need the method itself; HEAD is a read. */
export function methodForAccess(method: string): string {
  const m = method.toUpperCase();
  return m === 'HEAD' ? 'GET' : m;
}

export function levelAllows(
  subject: Pick<AccessSubject, 'superAdmin' | 'roleNames'>,
  levels: readonly Level[],
): boolean {
  if (subject.superAdmin) return true;
  return levels.some((level) => LEVELS[level].some((role) => subject.roleNames.includes(role)));
}

// ---- dashboards and the menu ----

export interface SubDashboardMap {
  subDashboard: { name: string };
}

export interface DashboardRoleMap {
  isActive: boolean;
  isDefault: boolean;
  isWrite: boolean | null;
  /** The entry's place among the role's daily entries; null or absent for the rest. */
  dailyRank?: number | null;
  subDashboardRoleMaps: SubDashboardMap[];
}

/** A menu entry: one dashboard as granted to one role. */
export interface DashboardItem {
  id: number;
  name: string;
  label: string;
  path: string;
  groupLabel: string | null;
  parentId: number | null;
  sort: number;
  /** Modules of the item; the user must hold at least one. */
  modules: string[];
  requiresStaffApproval: boolean;
  studentFacing: boolean;
  dashboardRoleMap: DashboardRoleMap;
}

/** Dashboards of all a user's roles, with their flags merged by OR and modules united. */
export function mergeDashboards(perRole: readonly (readonly DashboardItem[])[]): DashboardItem[] {
  const byId = new Map<number, DashboardItem>();
  for (const list of perRole) {
    for (const item of list) {
      const prev = byId.get(item.id);
      if (!prev) {
        byId.set(item.id, structuredClone(item));
        continue;
      }
      const a = prev.dashboardRoleMap;
      const b = item.dashboardRoleMap;
      prev.dashboardRoleMap = {
        isActive: a.isActive || b.isActive,
        isDefault: a.isDefault || b.isDefault,
        isWrite: writeFlag(a.isWrite) || writeFlag(b.isWrite),
        dailyRank: firstRank(a.dailyRank, b.dailyRank),
        subDashboardRoleMaps: uniqueBy(
          [...a.subDashboardRoleMaps, ...b.subDashboardRoleMaps],
          (s) => s.subDashboard.name,
        ),
      };
      prev.modules = [...new Set([...prev.modules, ...item.modules])];
    }
  }
  return [...byId.values()].sort((x, y) => x.sort - y.sort || x.id - y.id);
}

/** The earlier of two daily ranks: an entry daily for one of the user's roles is daily for the user. */
function firstRank(a: number | null | undefined, b: number | null | undefined): number | null {
  if (a === null || a === undefined) return b ?? null;
  return b === null || b === undefined ? a : Math.min(a, b);
}

/** A role map grants write when its flag is true or absent. */
export function writeFlag(isWrite: boolean | null | undefined): boolean {
  return isWrite === undefined || isWrite === null || isWrite === true;
}

function uniqueBy<T>(items: T[], key: (t: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((i) => (seen.has(key(i)) ? false : (seen.add(key(i)), true)));
}

export interface MenuViewer {
  superAdmin: boolean;
  roleNames: readonly string[];
  modulesAuth: readonly string[];
  heldModules: readonly string[];
  belongsToFranchisee: boolean;
  studentAdmissionID?: number | null;
}

/** Which merged dashboards a user sees, per the portal's menu rules. */
export function visibleMenu(items: readonly DashboardItem[], viewer: MenuViewer): DashboardItem[] {
  return items.filter((item) => {
    if (!item.dashboardRoleMap.isActive) return false;
    if (item.path === '/franchisee' && viewer.belongsToFranchisee) return false;
    if (!viewer.superAdmin && item.modules.length > 0 && !item.modules.some((m) => viewer.heldModules.includes(m)))
      return false;
    if (
      item.requiresStaffApproval &&
      viewer.roleNames.includes(ROLE.TEACHER) &&
      !viewer.modulesAuth.includes(APPROVAL.USER_STAFF_APPROVED)
    )
      return false;
    if (item.studentFacing && !viewer.studentAdmissionID) return false;
    return true;
  });
}

/** Enquiry access is on when the menu is empty or holds an enquiry item. */
export function hasEnquiryAccess(items: readonly Pick<DashboardItem, 'name' | 'path' | 'modules'>[]): 0 | 1 {
  if (items.length === 0) return 1;
  return items.some((i) => /enquiry/i.test(i.name) || /enquiry/i.test(i.path) || i.modules.includes('enquiry')) ? 1 : 0;
}

export const MENU_LABEL_LIMIT = 80;

/** Splits top-level items so their combined label length stays within the limit; the rest go under 'more'. */
export function splitMenuOverflow<T extends { label: string }>(
  items: readonly T[],
  limit = MENU_LABEL_LIMIT,
): { shown: T[]; more: T[] } {
  const shown: T[] = [];
  const more: T[] = [];
  let used = 0;
  for (const item of items) {
    used += item.label.length;
    (used > limit ? more : shown).push(item);
  }
  return { shown, more };
}

/** '(001) Company Name'. */
export function franchiseeLabel(f: { id: number; companyName: string }): string {
  return `(${String(f.id).padStart(3, '0')}) ${f.companyName}`;
}
