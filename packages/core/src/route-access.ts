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

/**
 * A request carrying this header is answered 204 once the route's guard lets the user in, and never reaches the
 * handler: a screen's action checked without acting (the role walks use it). A refusal is the same 403.
 */
export const ACCESS_CHECK_HEADER = 'x-access-check';

/** What an endpoint or a route declares about access, in the words of its contract (`EndpointDeclaration`). */
export interface DeclaredAccess {
  module?: string;
  /**
   * Other access modules any one of which lets in as well: a route several permissions reach, each for its own
   * part (money taken at the desk: tuition, the application form's fee, the admission form's fee), whose service
   * then holds the one the request needs.
   */
  alsoModules?: readonly string[];
  accessMethod?: string;
  level?: Level | readonly Level[];
  write?: boolean;
  approval?: string;
}

/**
 * A route's declaration as the shared rule reads it: its module, its levels, and write for every method that
 * changes data (or when the route says so), unless its access method is a read. The server guards each request
 * with it and a screen asks it before showing the action's button.
 */
export function declaredRouteAccess(declared: DeclaredAccess, method: string): RouteAccess {
  const accessMethod = (declared.accessMethod ?? method).toUpperCase();
  return {
    modules: declared.module ? [declared.module, ...(declared.alsoModules ?? [])] : [],
    levels: declared.level === undefined ? undefined : [declared.level].flat(),
    write: declared.write ?? !['GET', 'HEAD'].includes(accessMethod),
    approval: declared.approval,
  };
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
