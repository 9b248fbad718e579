import type { FastifyInstance } from 'fastify';
import { serve } from '@portal/kit';
import type { PaymentGateway } from '@portal/mod-finance/server';
import * as C from '../../shared/token.ts';
import {
  sendTokenLink,
  tokenLinks,
  tokenPage,
  tokenTestCheckout,
  tokenVerify,
  tokenWebhook,
} from './payments.service.ts';

/** The LOI token by payment link: head office's two routes, the prospect's page and the gateway's webhook. */
export function tokenRoutes(app: FastifyInstance, gateway: PaymentGateway, limitPerMinute: number): void {
  serve(app, C.sendTokenLink, ({ ctx, params, body }) => sendTokenLink(ctx, gateway, params.id, body.amount));
  serve(app, C.tokenLinks, ({ ctx, params }) => tokenLinks(ctx, params.id));

  // The prospect's page: no sign-in, limited per address like the disclosure link.
  const read = { rateLimit: { max: limitPerMinute * 4, timeWindow: 60_000 } };
  const write = { rateLimit: { max: limitPerMinute, timeWindow: 60_000 } };
  serve(app, { ...C.publicTokenPage, ...read }, ({ ctx, params }) => tokenPage(ctx, gateway, params.token));
  serve(app, { ...C.publicTokenTestCheckout, ...write }, ({ ctx, params }) =>
    tokenTestCheckout(ctx, gateway, params.token),
  );
  serve(app, { ...C.publicTokenVerify, ...write }, ({ ctx, params, body }) =>
    tokenVerify(ctx, gateway, params.token, body),
  );

  // The webhook's signature covers the exact bytes, so this scope keeps the raw body.
  app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1_000_000 }, (_req, body, done) =>
      done(null, body),
    );
    serve(scope, { ...C.tokenWebhook, rateLimit: { max: 100_000, timeWindow: 60_000 } }, ({ ctx, raw }) => {
      const body = Buffer.isBuffer(raw.body) ? raw.body : Buffer.from('');
      const header = (name: string) => {
        const v = raw.headers[name];
        return Array.isArray(v) ? v[0] : v;
      };
      return tokenWebhook(ctx, gateway, body, header('x-razorpay-signature'), header('x-razorpay-event-id'));
    });
  });
}
