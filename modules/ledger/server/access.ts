import { levelAllows, type Level } from '@portal/core';
import { forbidden, type RequestContext, requireAccess, seesEveryFranchisee } from '@portal/kit';

/**
 * Money approvals need both the end point and a finance role of the spec's level
 * (level_6: FINANCE_ADMIN; level_7: FINANCE_ADMIN or FINANCE_DEPT), so a grant
 * given to the wrong role by mistake still cannot approve.
 */
export function requireFinance(ctx: RequestContext, module: string, level: Level, method = 'POST'): void {
  requireAccess(ctx, module, method);
  if (!levelAllows({ superAdmin: ctx.user!.superAdmin, roleNames: ctx.roleNames }, [level]))
    throw forbidden('Only the finance team can do this');
}

/** Head-office work spans every centre: centre users cannot run it. */
export function requireHeadOffice(ctx: RequestContext): void {
  if (!seesEveryFranchisee(ctx)) throw forbidden('Only head office can do this');
}
