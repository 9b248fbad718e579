import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listRecords, listQuerySchema, listResponse, toListQuery } from '@portal/kit';
import { z } from 'zod';
import { ENQUIRY_MODULES } from '../../shared/index.ts';
import { webhookLogResource } from '../resources.ts';
import { googleLead, receiveLead, waidLead } from '../webhooks/receive-lead.ts';

const keyParams = z.object({
  key: z.string().min(8, { error: 'Webhook not found' }).max(64, { error: 'Webhook not found' }),
});
const anyBody = z.record(z.string(), z.unknown(), { error: 'The body must be a JSON object' });

export function webhookRoutes(app: FastifyInstance, limitPerMinute: number): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Webhooks'];
  // Senders retry in bursts; a higher ceiling than the parents' forms.
  const config = { public: true, rateLimit: { max: limitPerMinute * 10, timeWindow: 60_000 } };

  r.post(
    '/api/webhooks/google/:key',
    {
      config,
      schema: {
        tags,
        params: keyParams,
        body: anyBody,
        summary: 'Google Ads lead form webhook (google_key in the body)',
      },
    },
    async (req, reply) => {
      const result = await receiveLead(
        req.ctx,
        'GOOGLE',
        req.params.key,
        req.body.google_key,
        req.body,
        googleLead(req.body),
      );
      return reply.code(result.status === 'created' ? 201 : 200).send(result);
    },
  );
  r.post(
    '/api/webhooks/waid/:key',
    {
      config,
      schema: {
        tags,
        params: keyParams,
        body: anyBody,
        summary: 'WhatsApp (WAID) lead webhook (x-webhook-secret header)',
      },
    },
    async (req, reply) => {
      const result = await receiveLead(
        req.ctx,
        'WAID',
        req.params.key,
        req.headers['x-webhook-secret'],
        req.body,
        waidLead(req.body),
      );
      return reply.code(result.status === 'created' ? 201 : 200).send(result);
    },
  );

  r.get(
    '/api/google-webhook/list',
    {
      config: { module: ENQUIRY_MODULES.GOOGLE_WEBHOOK },
      schema: { tags, querystring: listQuerySchema, response: listResponse(webhookLogResource) },
    },
    async (req) =>
      listRecords(req.ctx, webhookLogResource, {
        ...toListQuery(req.query),
        filters: { ...toListQuery(req.query).filters, kind: 'GOOGLE' },
      }),
  );
  r.get(
    '/api/waid-integration/list',
    {
      config: { module: ENQUIRY_MODULES.WAID },
      schema: { tags, querystring: listQuerySchema, response: listResponse(webhookLogResource) },
    },
    async (req) =>
      listRecords(req.ctx, webhookLogResource, {
        ...toListQuery(req.query),
        filters: { ...toListQuery(req.query).filters, kind: 'WAID' },
      }),
  );
}
