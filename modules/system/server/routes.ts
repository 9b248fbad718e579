import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '@portal/kit';
import { z } from 'zod';
import { SYSTEM_MODULE } from './resources.ts';
import { dashboardByRole, roleEndPointList, setRoleDashboards, setRoleEndPoints } from './service.ts';

const roleParams = z.object({ roleId: idParams.shape.id });
const endPointIds = z.object({
  endPointIds: z.array(z.number().int().positive(), { error: 'End points must be a list of ids' }).max(1000),
});
const dashboardEntries = z.object({
  dashboards: z
    .array(
      z.object({
        dashboardId: z.number({ error: 'Dashboard is required' }).int().positive(),
        isActive: z.boolean().default(true),
        isDefault: z.boolean().default(false),
        isWrite: z.boolean().nullable().default(null),
      }),
    )
    .max(1000),
});

export function systemRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['System'];
  r.get(
    '/api/roles/:id/end-points',
    { config: { module: SYSTEM_MODULE }, schema: { tags, params: idParams } },
    async (req) => ({
      rows: await roleEndPointList(req.ctx, req.params.id),
    }),
  );
  r.put(
    '/api/roles/:id/end-points',
    { config: { module: SYSTEM_MODULE }, schema: { tags, params: idParams, body: endPointIds } },
    async (req) => ({
      rows: await setRoleEndPoints(req.ctx, req.params.id, req.body.endPointIds),
    }),
  );
  r.get('/api/dashboard-by-role/:roleId', { schema: { tags, params: roleParams } }, async (req) =>
    dashboardByRole(req.ctx, req.params.roleId),
  );
  r.put(
    '/api/dashboard-by-role/:roleId',
    { config: { module: SYSTEM_MODULE }, schema: { tags, params: roleParams, body: dashboardEntries } },
    async (req) => setRoleDashboards(req.ctx, req.params.roleId, req.body.dashboards),
  );
}
