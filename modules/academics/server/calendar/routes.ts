import type { FastifyInstance } from 'fastify';
import { resourceRoutes, serve, viewRoutes } from '@portal/kit';
import * as CAL from '../../shared/calendar.ts';
import * as H from '../../shared/health.ts';
import { healthRemarkResource } from '../health/resources.ts';
import { allergiesOf, immunisationsDue } from '../health/health.service.ts';
import { parentsStatusView } from './parents-status.ts';
import { academicCalendarDayResource, academicCalendarResource } from './resources.ts';
import { centreCalendar, myChild, studentCalendar, studentDashboard } from './student.service.ts';
import { calendarSummary } from './working-days.service.ts';

/** The academic calendar, health remarks, the parent's calendar and dashboard, the parents' app status. */
export function calendarRoutes(app: FastifyInstance): void {
  resourceRoutes(app, academicCalendarResource);
  resourceRoutes(app, academicCalendarDayResource);
  resourceRoutes(app, healthRemarkResource);
  serve(app, CAL.calendarSummary, ({ ctx, params }) => calendarSummary(ctx, params.academicCalendarID));
  serve(app, CAL.studentCalendar, ({ ctx, params, query }) => studentCalendar(ctx, params.studentAdmissionId, query));
  serve(app, CAL.centreCalendar, ({ ctx, query }) => centreCalendar(ctx, query));
  serve(app, CAL.myChild, ({ ctx }) => myChild(ctx));
  serve(app, CAL.studentDashboard, ({ ctx, params }) => studentDashboard(ctx, params.studentAdmissionId));
  serve(app, H.allergies, ({ ctx, query }) => allergiesOf(ctx, query.ids));
  serve(app, H.immunisationsDue, ({ ctx }) => immunisationsDue(ctx));
  viewRoutes(app, parentsStatusView, {
    path: CAL.parentsStatusList.path,
    summary: 'ie-app-status/parentsStatusReport',
  });
}
