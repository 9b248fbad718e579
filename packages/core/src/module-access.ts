/**
 * A module's access manifest: the access modules it owns, their end points, what each role is
 * granted on them, its menu entries and any role it brings. The server seeds the union of every
 * registered module's manifest; nothing module-specific lives outside the module.
 */
import { ROLE } from './permissions.ts';

/** Every role the portal knows; a grant or menu entry for any other name does not type-check. */
export type RoleName = (typeof ROLE)[keyof typeof ROLE];

/** A centre's heads: its franchisee owner and a company-owned centre's head (grants and menus name them together). */
export const CENTRE_ROLES = [ROLE.FRANCHISEE_USER_1, ROLE.COCO_USER_1] as const;

/** The spec's side-menu groups (spec section 1) in the order the shell shows them: the home dashboard leads. */
export const MENU_GROUPS = [
  'Dashboards',
  'Admin',
  'Enquiries',
  'Services',
  'Academics',
  'Reports',
  'Finance',
  'Tickets',
  'Communication',
] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

/** A grant: an access module with one method, or 'any' for every method. */
export type Grant<M extends string = string> = readonly [module: M, method: 'any' | 'GET'];

export interface EndPointSeed {
  module: string;
  method: string;
  description: string;
}

export interface RoleSeed {
  role: RoleName;
  description: string;
  /** Franchisee staff may give this role to their own users. */
  assignableByFranchisee?: boolean;
  /** A franchisee-bound role (BSK): the code of the one centre it sees. */
  franchiseeCode?: string;
}

export interface MenuEntry<M extends string = string> {
  /** Unique across the portal. */
  name: string;
  label: string;
  path: string;
  group: MenuGroup;
  /** The user must hold one of these to see the entry; empty for everyone. */
  modules: readonly M[];
  /** Name of the entry this one nests under. */
  parent?: string;
  roles: readonly RoleName[];
  /** Roles for which the entry is read-only (their role map's write flag is false). */
  readOnlyFor?: readonly RoleName[];
  isDefaultFor?: readonly RoleName[];
  /** Links to the linked student's own page (a parent's child). */
  studentFacing?: boolean;
  /**
   * What a role does every day, by rank: the entry comes first in that role's menu, in rank order, and the
   * role's other entries gather under one "More" heading (a parent's or a teacher's phone menu stays short).
   */
  daily?: Partial<Record<RoleName, number>>;
}

export interface ModuleAccess<M extends string = string> {
  /** The access modules this module owns. */
  modules: readonly M[];
  endPoints: readonly EndPointSeed[];
  roles: readonly RoleSeed[];
  grants: Partial<Record<RoleName, readonly Grant<M>[]>>;
  menu: readonly MenuEntry[];
  /** Other modules' access modules this one's menu entries and routes rely on. */
  uses: readonly string[];
}

/** The usual pair per access module: full access and read. */
export function standardEndPoints(modules: readonly string[]): EndPointSeed[] {
  return modules.flatMap((module) => [
    { module, method: 'any', description: `Full access to ${module}` },
    { module, method: 'GET', description: `Read ${module}` },
  ]);
}

/**
 * Declares a module's access. `modules` and `uses` fix the names its grants and menu may name:
 * grants only on its own modules, menu entries on its own or on those it says it uses.
 */
export function defineModuleAccess<const M extends string, const U extends string = never>(spec: {
  modules: readonly M[];
  uses?: readonly U[];
  endPoints?: readonly EndPointSeed[];
  roles?: readonly RoleSeed[];
  // NoInfer: the names come from `modules` and `uses` only, so a stray name is an error, not a new member.
  grants?: Partial<Record<RoleName, readonly Grant<NoInfer<M>>[]>>;
  menu?: readonly MenuEntry<NoInfer<M | U>>[];
}): ModuleAccess<M> {
  return {
    modules: spec.modules,
    endPoints: spec.endPoints ?? standardEndPoints(spec.modules),
    roles: spec.roles ?? [],
    grants: spec.grants ?? {},
    menu: spec.menu ?? [],
    uses: spec.uses ?? [],
  };
}

export interface MergedAccess {
  endPoints: EndPointSeed[];
  roles: (RoleSeed & { grants: Grant[] })[];
  /** Ordered by the spec's group order, then by module registration order. */
  menu: MenuEntry[];
}

/**
 * The union of the registered modules' manifests, checked: an access module owned twice, a grant
 * for an undeclared role, a menu entry naming an unknown module, role or parent, or a name used
 * twice is a start-up error rather than a silently missing grant.
 */
export function mergeModuleAccess(manifests: readonly ModuleAccess[]): MergedAccess {
  const owned = new Set<string>();
  for (const m of manifests) {
    for (const module of m.modules) {
      if (owned.has(module)) throw new Error(`Access module ${module} is declared by two modules`);
      owned.add(module);
    }
  }
  const roles = manifests.flatMap((m) => m.roles.map((r): RoleSeed & { grants: Grant[] } => ({ ...r, grants: [] })));
  const roleByName = new Map(roles.map((r) => [r.role, r]));
  for (const m of manifests) {
    for (const [role, grants] of Object.entries(m.grants) as [RoleName, readonly Grant[]][]) {
      const target = roleByName.get(role);
      if (!target) throw new Error(`Grants name the undeclared role ${role}`);
      target.grants.push(...grants);
    }
  }
  const menu = manifests
    .flatMap((m) => m.menu)
    .map((entry, i) => ({ entry, i }))
    .sort((a, b) => MENU_GROUPS.indexOf(a.entry.group) - MENU_GROUPS.indexOf(b.entry.group) || a.i - b.i)
    .map(({ entry }) => entry);
  const names = new Set<string>();
  for (const entry of menu) {
    if (names.has(entry.name)) throw new Error(`Menu entry ${entry.name} is declared twice`);
    if (entry.parent && !names.has(entry.parent)) throw new Error(`Menu entry ${entry.name}: parent must come first`);
    names.add(entry.name);
    for (const module of entry.modules)
      if (!owned.has(module)) throw new Error(`Menu entry ${entry.name} names the unknown module ${module}`);
    for (const role of [...entry.roles, ...(entry.readOnlyFor ?? []), ...(entry.isDefaultFor ?? [])])
      if (!roleByName.has(role)) throw new Error(`Menu entry ${entry.name} names the undeclared role ${role}`);
  }
  for (const m of manifests)
    for (const module of m.uses) if (!owned.has(module)) throw new Error(`Unknown access module ${module} in uses`);
  return { endPoints: manifests.flatMap((m) => m.endPoints), roles, menu };
}
