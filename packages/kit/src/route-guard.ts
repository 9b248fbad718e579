import {
  canAccess,
  methodForAccess,
  ROUTE_REFUSAL_MESSAGE,
  routeRefusal,
  type Level,
  type RouteAccess,
  type RouteSubject,
} from '@portal/core';
import type { RequestContext } from './context.ts';
import { forbidden } from './errors.ts';
import { seesEveryFranchisee } from './fence.ts';
import { requireUser } from './http.ts';

/** The request's user as the shared route rule sees them; modules are held with the request's method. */
export function routeSubject(ctx: RequestContext, method: string): RouteSubject {
  const superAdmin = ctx.user?.superAdmin ?? false;
  const access = { superAdmin, roleNames: ctx.roleNames, endPoints: ctx.endPoints };
  const readOnly = ctx.readOnlyModules ?? [];
  return {
    superAdmin,
    roleNames: ctx.roleNames,
    modulesAuth: ctx.modulesAuth,
    holds: (module) => canAccess(access, module, methodForAccess(method)),
    mayWrite: (module) => !readOnly.includes(module),
  };
}

/** Refuses with a 403 that names the rule (module, level, read-only, approval), or the route's words for a level. */
export function requireRoute(ctx: RequestContext, route: RouteAccess, method: string, levelRefusal?: string): void {
  requireUser(ctx);
  const refusal = routeRefusal(routeSubject(ctx, method), route);
  if (refusal) throw forbidden((refusal === 'level' && levelRefusal) || ROUTE_REFUSAL_MESSAGE[refusal]);
}

/**
 * For checks inside a service (a resource hook, a command): the module with the method and one of
 * the authorize levels, so a grant given to the wrong role by mistake still cannot act.
 */
export function requireLevel(ctx: RequestContext, module: string, level: Level | Level[], method = 'POST'): void {
  requireRoute(ctx, { modules: [module], levels: [level].flat() }, method);
}

/** Head-office work spans every centre: centre users cannot run it. */
export function requireHeadOffice(ctx: RequestContext, message = 'Only head office can do this'): void {
  if (!seesEveryFranchisee(ctx)) throw forbidden(message);
}
