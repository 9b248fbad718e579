import type { FastifyInstance } from 'fastify';
import { resourceRoutes, serve } from '@portal/kit';
import * as C from '../shared/contracts.ts';
import * as R from '../shared/report-contracts.ts';
import { benchmarkView, startBenchmarkRefresh } from './benchmarks.ts';
import { franchiseeData, reportPage } from './report.service.ts';
import { dashboard, figureRows } from './dashboard.service.ts';
import { jobRunList, rerun } from './jobs.service.ts';
import { listExports, openExport, startExport } from './exports.service.ts';
import { roleWidgetResource } from './resources.ts';

export function reportRoutes(app: FastifyInstance): void {
  // Widget placements on roles' dashboards (System area).
  resourceRoutes(app, roleWidgetResource);
  serve(app, C.dashboardWidgets, ({ ctx, query }) => dashboard(ctx, query));
  serve(app, C.figureRows, ({ ctx, params, query }) => figureRows(ctx, params.key, query));
  // cron/list and staff/cron: the kit's runs with their duration; an admin re-runs an interrupted one.
  // The report centre's exports: run as jobs, listed with their progress, downloaded when done.
  serve(app, C.startExport, ({ ctx, body }) => startExport(ctx, body));
  serve(app, C.exportList, ({ ctx }) => listExports(ctx));
  serve(app, C.exportFile, async ({ ctx, params }, reply) => {
    const file = await openExport(ctx, params.id);
    return reply
      .header('content-type', file.mime)
      .header('content-disposition', `attachment; filename="${file.name}"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(file.body);
  });
  serve(app, C.jobRunList, ({ ctx, query }) => jobRunList(ctx, query));
  serve(app, C.rerunJob, ({ ctx, params }) => rerun(ctx, params.id));
  // The paged reports: progress, schedules, orders and royalty (each also runs as an export).
  // The spec's classID is the source's classId (left as it was sent, the class filter went unread).
  serve(app, R.studentProgress, ({ ctx, query: { classID, ...query } }) =>
    reportPage(ctx, 'student-progress', { ...query, classId: classID }),
  );
  serve(app, R.teacherProgress, ({ ctx, query }) => reportPage(ctx, 'teacher-progress', query));
  serve(app, R.scheduleReport, ({ ctx, query: { kind, ...query } }) =>
    reportPage(ctx, kind === 'training' ? 'training-schedules' : 'audit-schedules', query),
  );
  serve(app, R.orderReport, ({ ctx, query }) => reportPage(ctx, 'orders', query));
  serve(app, R.royaltyReport, ({ ctx, query }) => reportPage(ctx, 'royalty', query));
  serve(app, R.franchiseeData, ({ ctx, query }) => franchiseeData(ctx, query.franchiseeID));
  // Network benchmarks: read from the summaries the refresh job writes.
  serve(app, R.benchmarks, ({ ctx, query }) => benchmarkView(ctx, query));
  serve(app, R.refreshBenchmarks, ({ ctx }) => startBenchmarkRefresh(ctx));
}
