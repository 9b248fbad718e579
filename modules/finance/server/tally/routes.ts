import type { FastifyInstance } from 'fastify';
import { serve } from '@portal/kit';
import * as C from '../../shared/tax-tally.ts';
import { tallyExport } from './tally.service.ts';

/** The books of a centre and period for TallyPrime, as an XML file to import. */
export function tallyRoutes(app: FastifyInstance): void {
  serve(app, C.tallyExport, async ({ ctx, query }, reply) => {
    const { file, name } = await tallyExport(ctx, { franchiseeId: query.franchiseeID, from: query.from, to: query.to });
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(file);
  });
}
