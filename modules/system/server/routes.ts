import type { FastifyInstance } from 'fastify';
import { serve } from '@portal/kit';
import * as C from '../shared/contracts.ts';
import {
  configurationWarnings,
  dashboardByRole,
  roleEndPointList,
  setRoleDashboards,
  setRoleEndPoints,
} from './system.service.ts';

export function systemRoutes(app: FastifyInstance): void {
  serve(app, C.roleEndPoints, async ({ ctx, params }) => ({ rows: await roleEndPointList(ctx, params.id) }));
  serve(app, C.setRoleEndPoints, async ({ ctx, params, body }) => ({
    rows: await setRoleEndPoints(ctx, params.id, body.endPointIds),
  }));
  serve(app, C.dashboardByRole, ({ ctx, params }) => dashboardByRole(ctx, params.roleId));
  serve(app, C.setDashboardsByRole, ({ ctx, params, body }) => setRoleDashboards(ctx, params.roleId, body.dashboards));
  serve(app, C.configurationWarnings, ({ ctx }) => ({ rows: configurationWarnings(ctx, app.configurationWarnings) }));
}
