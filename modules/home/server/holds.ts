import { canAccess } from '@portal/core';
import type { RequestContext } from '@portal/kit';

/** Whether the caller may read a module: a home leaves out what the role cannot use rather than failing. */
export function mayRead(ctx: RequestContext, module: string): boolean {
  if (!ctx.user) return false;
  return canAccess(
    { superAdmin: ctx.user.superAdmin, roleNames: ctx.roleNames, endPoints: ctx.endPoints },
    module,
    'GET',
  );
}
