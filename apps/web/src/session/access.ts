import {
  canAccess,
  declaredRouteAccess,
  methodForAccess,
  readOnlyMenuModules,
  routeRefusal,
  writeFlag,
  type DashboardItem,
} from '@portal/core';
import type { ActionEndpoint, PortalAccess } from '@portal/ui';
import type { SessionState } from './store.ts';

const WRITE_METHODS = new Set(['ANY', 'POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * What the user may open, mirrored from the server's rules: modules come from
 * the roles' end points (when the server sends them) and from the menu, write
 * from the menu's role-map flag (true or absent) or a writing end point.
 */
export function accessOf(session: SessionState): PortalAccess {
  const endPoints = (session.role ? [session.role] : session.access).flatMap((r) => r.systemEndPoints ?? []);
  const menuFor = (module: string): DashboardItem[] => session.menu.filter((i) => i.modules.includes(module));
  const canRead = (module: string) =>
    session.superAdmin || endPoints.some((e) => e.module === module) || menuFor(module).length > 0;
  const canWrite = (module: string) => {
    if (session.superAdmin) return true;
    const items = menuFor(module);
    const menuAllows = items.length === 0 || items.some((i) => writeFlag(i.dashboardRoleMap.isWrite));
    const endPointsAllow =
      endPoints.length > 0
        ? endPoints.some((e) => e.module === module && WRITE_METHODS.has(e.method.toUpperCase()))
        : items.length > 0;
    return menuAllows && endPointsAllow;
  };
  return {
    signedIn: Boolean(session.token),
    userId: session.me?.id ?? null,
    superAdmin: session.superAdmin,
    canRead,
    canWrite,
    allows: endpointRule(session, endPoints),
    franchiseeId: session.franchisee && session.franchisee.id > 0 ? session.franchisee.id : null,
    academicYearId: session.academicYear && session.academicYear.id > 0 ? session.academicYear.id : null,
  };
}

/** The server's guard of an endpoint, read from the same session it builds its context from. */
function endpointRule(
  session: SessionState,
  endPoints: readonly { module: string; method: string }[],
): (endpoint: ActionEndpoint) => boolean {
  const roleNames = session.role ? [session.role.role] : (session.me?.roles ?? []).map((r) => r.role);
  const readOnly = readOnlyMenuModules(
    session.menu.map((i) => ({ modules: i.modules, isWrite: i.dashboardRoleMap.isWrite })),
  );
  const subject = { superAdmin: session.superAdmin, roleNames, endPoints };
  return (endpoint) => {
    if (!session.token) return Boolean(endpoint.public);
    const method = methodForAccess(endpoint.accessMethod ?? endpoint.method);
    return !routeRefusal(
      {
        superAdmin: session.superAdmin,
        roleNames,
        modulesAuth: session.me?.modulesAuth ?? [],
        holds: (module) => canAccess(subject, module, method),
        mayWrite: (module) => !readOnly.includes(module),
      },
      declaredRouteAccess(endpoint, endpoint.method),
    );
  };
}
