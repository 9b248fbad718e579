import type { FastifyInstance } from 'fastify';
import { commandRoutes, resourceRoutes, serve } from '@portal/kit';
import * as C from '../../shared/adjustments.ts';
import {
  adjustableInvoices,
  adjustmentEInvoiceFile,
  raiseAdjustment,
  royaltyAdjustmentResource,
} from './adjustments.service.ts';

export function adjustmentRoutes(app: FastifyInstance): void {
  serve(app, C.adjustableInvoices, ({ ctx, query }) => adjustableInvoices(ctx, query.franchiseeID));
  serve(app, C.raiseAdjustment, ({ ctx, body }) => raiseAdjustment(ctx, body));
  serve(app, C.adjustmentEInvoice, async ({ ctx, params }, reply) => {
    const { file, name } = await adjustmentEInvoiceFile(ctx, params.id);
    return reply
      .header('content-type', 'application/json')
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(file);
  });
  // Read through the framework (list, record, export, history); decided through its two commands.
  resourceRoutes(app, royaltyAdjustmentResource);
  commandRoutes(app, royaltyAdjustmentResource);
}
