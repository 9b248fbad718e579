import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listRecords, listQuerySchema, listResponse, serve, toListQuery } from '@portal/kit';
import * as C from '../../shared/contracts.ts';
import { ENQUIRY_MODULES } from '../../shared/index.ts';
import { webhookLogResource } from '../resources.ts';
import { googleLead, receiveLead, waidLead } from '../webhooks/receive-lead.service.ts';

export function webhookRoutes(app: FastifyInstance, limitPerMinute: number): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Webhooks'];
  // Senders retry in bursts; a higher ceiling than the parents' forms.
  const limit = { rateLimit: { max: limitPerMinute * 10, timeWindow: 60_000 } };

  serve(app, { ...C.googleWebhook, ...limit }, async ({ ctx, params, body }, reply) => {
    const result = await receiveLead(ctx, 'GOOGLE', params.key, body.google_key, body, googleLead(body));
    // A new lead is created (201); a retried one answers as before (200).
    if (result.status === 'created') reply.code(201);
    return result;
  });
  serve(app, { ...C.waidWebhook, ...limit }, async ({ ctx, params, body, raw }, reply) => {
    const result = await receiveLead(ctx, 'WAID', params.key, raw.headers['x-webhook-secret'], body, waidLead(body));
    if (result.status === 'created') reply.code(201);
    return result;
  });

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
