import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '@portal/kit';
import { FINANCE_MODULES as M } from '../../shared/index.ts';
import { markRefunded, refundInput } from './overpayment.ts';

/** 'Mark refunded' on an overpayment; its list, export and record come from the resource. */
export function overpaymentRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/overpayment/:id/refund',
    {
      config: { module: M.APPROVE_PAYMENT },
      schema: { tags: ['Overpayments'], params: idParams, body: refundInput, summary: 'Mark refunded' },
    },
    async (req) => markRefunded(req.ctx, req.params.id, req.body),
  );
}
