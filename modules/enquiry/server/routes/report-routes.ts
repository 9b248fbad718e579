import type { FastifyInstance } from 'fastify';
import { serve } from '@portal/kit';
import * as C from '../../shared/contracts.ts';
import { b2sCsv, b2sReport } from '../reports/b2s-report.service.ts';
import { requireYear } from './query.ts';

export function reportRoutes(app: FastifyInstance): void {
  serve(app, C.b2sDashboard, async ({ ctx, query }) => ({
    rows: await b2sReport(ctx, requireYear(ctx, query.academicYearID), query.franchiseeID),
  }));
  serve(app, C.b2sDownload, async ({ ctx, query }, reply) => {
    const csv = await b2sCsv(ctx, requireYear(ctx, query.academicYearID), query.franchiseeID);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="b2s-report.csv"')
      .send(csv);
  });
}
