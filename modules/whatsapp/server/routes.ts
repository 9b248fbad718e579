import type { FastifyInstance } from 'fastify';
import { resourceRoutes, serve } from '@portal/kit';
import * as C from '../shared/contracts.ts';
import { decideWhatsapp, myWhatsapp } from './opt-in.service.ts';
import { templateResource } from './resources.ts';
import { textUsage, usageCsv } from './usage.service.ts';
import { receiveWebhook, verifyChallenge } from './webhook.service.ts';

export function whatsappRoutes(app: FastifyInstance, limitPerMinute: number): void {
  serve(app, C.mine, ({ ctx }) => myWhatsapp(ctx));
  serve(app, C.decide, ({ ctx, body }) => decideWhatsapp(ctx, body));
  resourceRoutes(app, templateResource);
  serve(app, C.usage, ({ ctx, query }) => textUsage(ctx, query.month));
  serve(app, C.usageCsv, async ({ ctx, query }, reply) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="whatsapp-texts-${query.month}.csv"`)
      .send(usageCsv(await textUsage(ctx, query.month))),
  );

  // WhatsApp's calls: its check of the webhook, and its signed events, whose signature covers the exact bytes (so
  // this scope keeps the raw body). WhatsApp sends statuses in bursts: a high ceiling.
  const rateLimit = { max: limitPerMinute * 100, timeWindow: 60_000 };
  serve(app, { ...C.verify, rateLimit }, ({ query }, reply) => reply.type('text/plain').send(verifyChallenge(query)));
  app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1_000_000 }, (_req, body, done) =>
      done(null, body),
    );
    serve(scope, { ...C.webhook, rateLimit }, ({ ctx, raw }) => {
      const body = Buffer.isBuffer(raw.body) ? raw.body : Buffer.from('');
      const signature = raw.headers['x-hub-signature-256'];
      return receiveWebhook(ctx, body, Array.isArray(signature) ? signature[0] : signature);
    });
  });
}
