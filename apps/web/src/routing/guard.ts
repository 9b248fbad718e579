import type { RouteGuard } from '@portal/ui/routing';
import type { PortalAccess } from '@portal/ui';

export type GuardOutcome = 'allow' | 'login' | 'choose-centre' | 'choose-year';

export interface GuardSubject {
  access: PortalAccess;
  modulesAuth: readonly string[];
}

/**
 * Spec section 6: no token → Login; super-admin-only routes let only super
 * admins through; otherwise held modules, write and approval are checked and a
 * failure goes to Login. Super admins skip the checks. Choosing a centre or a
 * year is a data need, not a permission, so it applies to everyone.
 */
export function evaluateGuard(guard: RouteGuard | undefined, { access, modulesAuth }: GuardSubject): GuardOutcome {
  const g = guard ?? {};
  if (g.public) return 'allow';
  if (!access.signedIn) return 'login';
  if (!access.superAdmin) {
    if (g.superAdminOnly) return 'login';
    const modules = g.modules ?? [];
    if (modules.length > 0 && !modules.some((m) => access.canRead(m))) return 'login';
    if (g.write && modules.length > 0 && !modules.some((m) => access.canWrite(m))) return 'login';
    if (g.approval && !modulesAuth.includes(g.approval)) return 'login';
  }
  if (g.franchiseeSelection && !access.franchiseeId) return 'choose-centre';
  if (g.academicYear && !access.academicYearId) return 'choose-year';
  return 'allow';
}
