import { isoDate } from '@portal/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound, present, requireAccess } from '@portal/kit';
import { z } from 'zod';
import { STAFF_MODULES } from '../shared/index.ts';
import { ownStaff } from './acting-staff.ts';
import { staffDashboard } from './dashboard.service.ts';
import { leaveReport } from './leave-report.service.ts';
import { staffResource } from './resources.ts';

const day = isoDate('Date');
const centre = z.coerce.number().int().positive().max(2_147_483_647).optional();

export function staffRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Staff'];

  r.get(
    '/api/staff-dashboard',
    { config: { module: STAFF_MODULES.DASHBOARD }, schema: { tags, querystring: z.object({ franchiseeID: centre }) } },
    async (req) => staffDashboard(req.ctx, req.query.franchiseeID),
  );

  r.get(
    '/api/staff-leave-report',
    {
      config: { module: STAFF_MODULES.CENTRE_HEAD_ATTENDANCE },
      schema: { tags, querystring: z.object({ fromDate: day, toDate: day, franchiseeID: centre }) },
    },
    async (req) => ({
      rows: await leaveReport(req.ctx, {
        fromDate: req.query.fromDate,
        toDate: req.query.toDate,
        franchiseeId: req.query.franchiseeID,
      }),
    }),
  );

  // The signed-in person's own staff record, for self-service screens (apply leave, log book).
  r.get('/api/staff-me', { config: { module: STAFF_MODULES.TEACHER_ATTENDANCE }, schema: { tags } }, async (req) => {
    requireAccess(req.ctx, STAFF_MODULES.TEACHER_ATTENDANCE, 'GET');
    const own = await ownStaff(req.ctx);
    if (!own) throw notFound('Staff record');
    return (await present(req.ctx, staffResource, [own]))[0];
  });
}
