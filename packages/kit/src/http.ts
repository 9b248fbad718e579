import type { FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { byId, canAccess, methodForAccess, type Level, type ListQuery } from '@portal/core';
import { z } from 'zod';
import type { RequestContext } from './context.ts';
import { forbidden, unauthorized } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
  interface FastifyContextConfig {
    /** Routes that answer without a signed-in user. */
    public?: boolean;
    /** Path parameters that are capabilities, written to the log as `[redacted]` (see EndpointDeclaration). */
    capabilities?: readonly string[];
    /**
     * Access module the route needs, checked with the request's method (or accessMethod)
     * before the body is even validated. Every guarded route says it here, once.
     */
    module?: string;
    /** Other access modules that let in as well (see EndpointDeclaration). */
    alsoModules?: readonly string[];
    accessMethod?: string;
    /** Authorize levels (spec section 6): one of the user's roles must be in one of them. */
    level?: Level | Level[];
    /** What a role outside those levels is told, when the route names its action (a command). */
    levelRefusal?: string;
    /** Needs write on the module's menu entry; by default every method that changes data does. */
    write?: boolean;
    /** An approval code the user must hold (modulesAuth). */
    approval?: string;
    /** A safe-method route that still changes who may do what (sign-out is a GET); false: a write that never does. */
    changesAccess?: boolean;
    /** The answer is revalidated by ETag instead of never kept (see EndpointDeclaration.revalidate). */
    revalidate?: boolean;
    /** Why the route may be reached with another centre's ids (see EndpointDeclaration.acrossCentres). */
    acrossCentres?: string;
    /** A read that may come from a replica a moment behind (see EndpointDeclaration.replica). */
    replica?: boolean;
    /** A route of the classroom's day: room devices reach it, its writes run once per key (see EndpointDeclaration). */
    classroom?: boolean;
  }
}

export function requireUser(
  ctx: RequestContext,
): asserts ctx is RequestContext & { user: NonNullable<RequestContext['user']> } {
  if (!ctx.user) throw unauthorized();
}

/** The signed-in user (a 401 without one): for services that record who acted. */
export function actingUser(ctx: RequestContext): NonNullable<RequestContext['user']> {
  requireUser(ctx);
  return ctx.user;
}

export function requireAccess(ctx: RequestContext, module: string, method: string): void {
  requireUser(ctx);
  const subject = { superAdmin: ctx.user.superAdmin, roleNames: ctx.roleNames, endPoints: ctx.endPoints };
  if (!canAccess(subject, module, methodForAccess(method))) throw forbidden();
}

/** preHandler for a check beyond the route's own module (a second module, a fixed method). */
export function guard(module: string, method?: string): preHandlerHookHandler {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    requireAccess(request.ctx, module, method ?? request.method);
  };
}

export const idParams = byId;

const optionalId = z.coerce.number().int().positive().max(2_147_483_647).optional();

export const listQuerySchema = z
  .object({
    page: z.coerce
      .number({ error: 'Page must be a number' })
      .int()
      .min(1, { error: 'Page must be at least 1' })
      .max(1_000_000)
      .default(1),
    pageSize: z.coerce
      .number({ error: 'Page size must be a number' })
      .int()
      .min(1)
      .max(200, { error: 'Page size must be at most 200' })
      .default(20),
    sort: z.string().max(64).optional(),
    dir: z.enum(['asc', 'desc'], { error: "Direction must be 'asc' or 'desc'" }).optional(),
    q: z.string().max(200, { error: 'Search text must be at most 200 characters' }).optional(),
    franchiseeID: optionalId,
    academicYearID: optionalId,
    fields: z.string().max(2000, { error: 'Fields must be at most 2000 characters' }).optional(),
  })
  .catchall(z.string().max(200));

export function toListQuery(raw: z.infer<typeof listQuerySchema>): ListQuery {
  const { page, pageSize, sort, dir, q, franchiseeID, academicYearID, fields, ...filters } = raw;
  return {
    page,
    pageSize,
    sort,
    dir,
    q,
    franchiseeID,
    academicYearID,
    fields,
    filters: filters,
  };
}
