import { localeOf } from '@portal/core';
import type { FastifyInstance } from 'fastify';
import { serve } from '@portal/kit';
import * as C from '../../shared/contracts.ts';
import { publicPlan } from '../plans/account.service.ts';
import type { PaymentGateway } from '../razorpay/settings.ts';
import { createOrder, paymentConfig, testModeCheckout, verifyPayment } from './online.service.ts';
import { publicReceiptPdf } from './receipt.service.ts';
import { handleWebhook } from './webhook.service.ts';

/**
 * What parents use without signing in: the installment list behind a payment
 * link, paying it, and the receipt. The gateway's webhook is public too; its
 * signature is its credential.
 */
export function publicPaymentRoutes(app: FastifyInstance, limitPerMinute: number, gateway: PaymentGateway): void {
  const rateLimit = { max: limitPerMinute, timeWindow: 60_000 };

  serve(app, { ...C.paymentConfig, rateLimit }, ({ ctx }) => paymentConfig(ctx, gateway));
  serve(app, { ...C.publicPlan, rateLimit }, ({ ctx, params }) => publicPlan(ctx, params.referenceID));
  serve(app, { ...C.createOrder, rateLimit }, ({ ctx, body }) => createOrder(ctx, body, gateway));
  serve(app, { ...C.verifyPayment, rateLimit }, ({ ctx, body }) => verifyPayment(ctx, body, gateway));
  serve(app, { ...C.testCheckout, rateLimit }, ({ ctx, body }) => testModeCheckout(ctx, body.orderId, gateway));
  serve(app, { ...C.publicReceipt, rateLimit }, async ({ ctx, params }, reply) => {
    const { file, name, language } = await publicReceiptPdf(ctx, params.token);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('content-language', localeOf(language))
      .header('cache-control', 'private, no-store')
      .send(file);
  });

  // The webhook's signature covers the exact bytes, so this scope keeps the raw body.
  app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1_000_000 }, (_req, body, done) =>
      done(null, body),
    );
    serve(scope, { ...C.webhook, rateLimit: { max: 100_000, timeWindow: 60_000 } }, ({ ctx, raw }) => {
      const body = Buffer.isBuffer(raw.body) ? raw.body : Buffer.from('');
      const header = (name: string) => {
        const v = raw.headers[name];
        return Array.isArray(v) ? v[0] : v;
      };
      return handleWebhook(ctx, body, header('x-razorpay-signature'), header('x-razorpay-event-id'), gateway);
    });
  });
}
