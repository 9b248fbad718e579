import { routeRefusal } from '@portal/core';
import type { RouteGuard } from '@portal/ui/routing';
import type { PortalAccess } from '@portal/ui';

export type GuardOutcome = 'allow' | 'login' | 'refused' | 'choose-centre' | 'choose-year';

export interface GuardSubject {
  access: PortalAccess;
  modulesAuth: readonly string[];
  /** The active role, or every role of the user; authorize levels are checked against these. */
  roleNames?: readonly string[];
}

/**
 * Spec section 6: no token → Login; super-admin-only routes let only super admins through;
 * otherwise the route's modules, authorize levels, write flag and approval are checked by the rule
 * the server applies to its routes (`routeRefusal`). A signed-in user who fails them is told the page is not
 * for their role ('refused'), not sent to the sign-in form, which reads as being signed out. Super admins
 * skip the checks, and a family screen (`roles`) opens only for its roles. Choosing a centre or a year
 * is a data need, not a permission, so it applies to everyone.
 */
export function evaluateGuard(
  guard: RouteGuard | undefined,
  { access, modulesAuth, roleNames = [] }: GuardSubject,
): GuardOutcome {
  const g = guard ?? {};
  if (g.public) return 'allow';
  if (!access.signedIn) return 'login';
  if (!access.superAdmin && g.superAdminOnly) return 'refused';
  if (!access.superAdmin && g.roles && !g.roles.some((r) => roleNames.includes(r))) return 'refused';
  const subject = {
    superAdmin: access.superAdmin,
    roleNames,
    modulesAuth,
    holds: access.canRead,
    mayWrite: access.canWrite,
  };
  if (routeRefusal(subject, g)) return 'refused';
  if (g.franchiseeSelection && !access.franchiseeId) return 'choose-centre';
  if (g.academicYear && !access.academicYearId) return 'choose-year';
  return 'allow';
}
