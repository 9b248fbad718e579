import type { FastifyInstance } from 'fastify';
import { serve } from '@portal/kit';
import * as C from '../shared/contracts.ts';
import { staffDashboard } from './dashboard.service.ts';
import { leaveReport } from './leave-report.service.ts';
import { ownStaffRecord } from './own-record.service.ts';

export function staffRoutes(app: FastifyInstance): void {
  serve(app, C.staffDashboard, ({ ctx, query }) => staffDashboard(ctx, query.franchiseeID));
  serve(app, C.staffLeaveReport, async ({ ctx, query }) => ({
    rows: await leaveReport(ctx, { fromDate: query.fromDate, toDate: query.toDate, franchiseeId: query.franchiseeID }),
  }));
  serve(app, C.staffMe, ({ ctx }) => ownStaffRecord(ctx));
}
