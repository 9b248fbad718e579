import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq } from 'drizzle-orm';
import { currentAcademicYear } from '@portal/core';
import { choosableFranchisees, mayTouchFranchisee, type RequestContext, requireUser, serve } from '@portal/kit';
import * as C from '../shared/contracts.ts';
import { academicYears, franchisees } from './schema.ts';
import { setCentreStatus as changeCentreStatus } from './centre-status.service.ts';
import { setCentreStatus } from '../shared/status.ts';

/**
 * Active franchisees the user may work in (the BSK rule and assignments applied by the fence), and the centres
 * where the account acts with other roles (joined by invitation), marked so the shell reloads the roles there.
 */
export async function activeFranchisees(ctx: RequestContext) {
  requireUser(ctx);
  const rows = await ctx.db
    .select({ id: franchisees.id, companyName: franchisees.companyName })
    .from(franchisees)
    .where(and(eq(franchisees.isActive, true), choosableFranchisees(ctx, franchisees.id)))
    .orderBy(asc(franchisees.id));
  return rows.map((r) => ({ ...r, otherRoles: !mayTouchFranchisee(ctx, r.id) }));
}

export async function listAcademicYears(ctx: RequestContext, onlyCurrent: boolean) {
  requireUser(ctx);
  const where = onlyCurrent
    ? and(eq(academicYears.isActive, true), eq(academicYears.academicYear, currentAcademicYear()))
    : eq(academicYears.isActive, true);
  return ctx.db
    .select({ id: academicYears.id, academicYear: academicYears.academicYear })
    .from(academicYears)
    .where(where)
    .orderBy(desc(academicYears.academicYear));
}

export function orgRoutes(app: FastifyInstance): void {
  serve(app, C.activeFranchisees, async ({ ctx }) => ({ rows: await activeFranchisees(ctx) }));
  serve(app, C.academicYears, async ({ ctx, query }) => ({
    rows: await listAcademicYears(ctx, query.isCurrentAcademicYear === 'true'),
  }));
  serve(app, setCentreStatus, ({ ctx, params, body }) => changeCentreStatus(ctx, params.id, body));
}
