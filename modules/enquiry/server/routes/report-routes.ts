import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ENQUIRY_MODULES } from '../../shared/index.ts';
import { b2sCsv, b2sReport } from '../reports/b2s-report.ts';
import { id, requireYear } from './query.ts';

const query = z.object({ academicYearID: id.optional(), franchiseeID: id.optional() });

export function reportRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { module: ENQUIRY_MODULES.B2S };
  r.get('/api/B2SReport/dashboard', { config, schema: { tags: ['B2S report'], querystring: query } }, async (req) => ({
    rows: await b2sReport(req.ctx, requireYear(req.ctx, req.query.academicYearID), req.query.franchiseeID),
  }));
  r.get(
    '/api/B2SReport/download',
    { config, schema: { tags: ['B2S report'], querystring: query } },
    async (req, reply) => {
      const csv = await b2sCsv(req.ctx, requireYear(req.ctx, req.query.academicYearID), req.query.franchiseeID);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="b2s-report.csv"')
        .send(csv);
    },
  );
}
