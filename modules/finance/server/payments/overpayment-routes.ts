import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getRecord, idParams, listQuerySchema, listRecords, toListQuery } from '@portal/kit';
import { FINANCE_MODULES as M } from '../../shared/index.ts';
import { overpaymentResource } from '../resources.ts';
import { markRefunded, refundInput } from './overpayment.ts';

/**
 * Overpayments held for a refund: list (paged, searchable, fenced by centre), one record,
 * and 'Mark refunded'. No create or edit: rows are written by the payment flow only.
 */
export function overpaymentRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { module: M.APPROVE_PAYMENT };
  const tags = ['Overpayments'];
  r.get('/api/overpayment', { config, schema: { tags, querystring: listQuerySchema } }, async (req) =>
    listRecords(req.ctx, overpaymentResource, toListQuery(req.query)),
  );
  r.get('/api/overpayment/:id', { config, schema: { tags, params: idParams } }, async (req) =>
    getRecord(req.ctx, overpaymentResource, req.params.id),
  );
  r.post(
    '/api/overpayment/:id/refund',
    { config, schema: { tags, params: idParams, body: refundInput, summary: 'Mark refunded' } },
    async (req) => markRefunded(req.ctx, req.params.id, req.body),
  );
}
