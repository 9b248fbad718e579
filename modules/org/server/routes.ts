import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, desc, eq } from 'drizzle-orm';
import { currentAcademicYear } from '@portal/core';
import { franchiseeFence, type RequestContext, requireUser } from '@portal/kit';
import { z } from 'zod';
import { academicYears, franchisees } from './schema.ts';

const franchiseeRow = z.object({ id: z.number(), companyName: z.string() });
const yearRow = z.object({ id: z.number(), academicYear: z.string() });

/** Active franchisees the user may work in (the BSK rule and assignments applied by the fence). */
export async function activeFranchisees(ctx: RequestContext) {
  requireUser(ctx);
  return ctx.db
    .select({ id: franchisees.id, companyName: franchisees.companyName })
    .from(franchisees)
    .where(and(eq(franchisees.isActive, true), franchiseeFence(ctx, franchisees.id)))
    .orderBy(asc(franchisees.id));
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
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/franchisee/active',
    { schema: { tags: ['Franchisees'], response: { 200: z.object({ rows: z.array(franchiseeRow) }) } } },
    async (req) => ({
      rows: await activeFranchisees(req.ctx),
    }),
  );
  r.get(
    '/api/franchiseeAcademicYears',
    {
      schema: {
        tags: ['Academic years'],
        querystring: z.object({ isCurrentAcademicYear: z.enum(['true', 'false']).optional() }),
        response: { 200: z.object({ rows: z.array(yearRow) }) },
      },
    },
    async (req) => ({ rows: await listAcademicYears(req.ctx, req.query.isCurrentAcademicYear === 'true') }),
  );
}
