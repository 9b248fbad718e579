/**
 * The spec's route guard (section 6) as one decision, shared by the server (route config) and the
 * web (route guard) so the two cannot drift: modules held, authorize levels, the write flag of the
 * role's menu module, and an approval code. Super admins skip every check.
 */
import { LEVELS, type Level } from './permissions.ts';

/** What a route declares about who may use it. */
export interface RouteAccess {
  /** Access modules of the route; holding one of them is enough. */
  modules?: readonly string[];
  /** Authorize levels: one of the user's roles must be in one of them. */
  levels?: readonly Level[];
  /** An editing route: one of its modules must be writable for the user. */
  write?: boolean;
  /** An approval code the user must hold (modulesAuth). */
  approval?: string;
}

/** The user as both sides see them. */
export interface RouteSubject {
  superAdmin: boolean;
  roleNames: readonly string[];
  modulesAuth: readonly string[];
  /** Holds the module (the server asks with the request's method, the web with any). */
  holds(module: string): boolean;
  /** The menu's role map for the module grants write: its flag is true or absent (spec section 6). */
  mayWrite(module: string): boolean;
}

export type RouteRefusal = 'module' | 'level' | 'write' | 'approval';

/** Null when the route is open to the subject, else the first rule that refuses. */
export function routeRefusal(subject: RouteSubject, route: RouteAccess): RouteRefusal | null {
  if (subject.superAdmin) return null;
  const modules = route.modules ?? [];
  if (modules.length > 0 && !modules.some((m) => subject.holds(m))) return 'module';
  if (route.levels?.length && !route.levels.some((l) => LEVELS[l].some((r) => subject.roleNames.includes(r))))
    return 'level';
  if (route.write && modules.length > 0 && !modules.some((m) => subject.holds(m) && subject.mayWrite(m)))
    return 'write';
  if (route.approval && !subject.modulesAuth.includes(route.approval)) return 'approval';
  return null;
}

/** What a refusal says to a person (the server's 403 message). */
export const ROUTE_REFUSAL_MESSAGE: Record<RouteRefusal, string> = {
  module: 'You do not have permission to do this',
  level: 'Your role cannot do this',
  write: 'You can only view this',
  approval: 'Your account is not approved for this yet',
};

/**
 * Modules whose menu entries are all read-only for the user: a module named by no entry, or by at
 * least one writable one, stays writable (write flag true or absent, merged with OR across roles).
 */
export function readOnlyMenuModules(
  items: readonly { modules: readonly string[]; isWrite: boolean | null | undefined }[],
): string[] {
  const writable = new Set<string>();
  const named = new Set<string>();
  for (const item of items) {
    for (const m of item.modules) {
      named.add(m);
      if (item.isWrite === null || item.isWrite === undefined || item.isWrite) writable.add(m);
    }
  }
  return [...named].filter((m) => !writable.has(m)).sort();
}
