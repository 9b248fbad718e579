import type { FastifyInstance } from 'fastify';
import { resourceRoutes, serve, viewRoutes } from '@portal/kit';
import * as C from '../shared/contracts.ts';
import {
  amsCentreAllocationResource,
  amsCentreCategoryResource,
  amsCycleResource,
  amsFirstAuditResource,
  amsHolidayResource,
  amsManagerResource,
  amsVisitResource,
  amsZoneResource,
} from './resources.ts';
import { amsDashboard } from './dashboard.service.ts';
import { roleConfiguration } from './role-configuration.service.ts';
import { calendar, myCentres } from './ams.service.ts';
import { cycleWeightage, saveCycleWeightage } from './weightage.service.ts';
import { visitListView } from './views.ts';

export function amsRoutes(app: FastifyInstance, publicLimitPerMinute: number): void {
  // ---- set-up: zones, managers, centre categories and allocations, cycles, holidays ----
  resourceRoutes(app, amsZoneResource);
  resourceRoutes(app, amsManagerResource);
  resourceRoutes(app, amsCentreCategoryResource);
  resourceRoutes(app, amsCentreAllocationResource);
  resourceRoutes(app, amsCycleResource);
  resourceRoutes(app, amsHolidayResource);
  resourceRoutes(app, amsFirstAuditResource);
  serve(app, C.roleConfiguration, ({ ctx }) => roleConfiguration(ctx));
  serve(app, C.cycleWeightage, ({ ctx, params }) => cycleWeightage(ctx, params.cycleId));
  serve(app, C.saveCycleWeightage, ({ ctx, params, body }) => saveCycleWeightage(ctx, params.cycleId, body));
  serve(app, C.amsDashboard, ({ ctx }) => amsDashboard(ctx));

  // ---- the schedule: visits planned, approved or rejected ----
  resourceRoutes(app, amsVisitResource);
  viewRoutes(app, visitListView, { path: C.visitSchedule.path });
  viewRoutes(app, visitListView, {
    path: C.approvedSchedule.path,
    preset: { status: 'APPROVED' },
    summary: 'viewApprovedSchedule: approved visits',
  });
  serve(app, C.myCentres, ({ ctx }) => myCentres(ctx));
  // The public calendar needs no sign-in: rate-limited per address like the family-facing forms' reads.
  const rateLimit = { max: publicLimitPerMinute * 4, timeWindow: 60_000 };
  serve(app, { ...C.amsCalendar, rateLimit }, ({ ctx, query }) => calendar(ctx, query.month));
}
