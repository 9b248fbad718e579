import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicPlan } from '../plans/account.ts';
import type { PaymentGateway } from '../razorpay/settings.ts';
import { createOrder, orderInput, paymentConfig, testModeCheckout, verifyInput, verifyPayment } from './online.ts';
import { publicReceiptPdf } from './receipt.ts';
import { handleWebhook } from './webhook.ts';

const reference = z.object({
  referenceID: z.string().min(8, { error: 'Payment link not found' }).max(64, { error: 'Payment link not found' }),
});

/**
 * What parents use without signing in: the installment list behind a payment
 * link, paying it, and the receipt. The gateway's webhook is public too; its
 * signature is its credential.
 */
export function publicPaymentRoutes(app: FastifyInstance, limitPerMinute: number, gateway: PaymentGateway): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Public payments'];
  const config = { public: true, rateLimit: { max: limitPerMinute, timeWindow: 60_000 } };

  r.get('/api/public/payment-config', { config, schema: { tags } }, async (req) => paymentConfig(req.ctx, gateway));
  r.get('/api/public/admission-payments/:referenceID', { config, schema: { tags, params: reference } }, async (req) =>
    publicPlan(req.ctx, req.params.referenceID),
  );
  r.post('/api/public/payments/order', { config, schema: { tags, body: orderInput } }, async (req, reply) => {
    reply.code(201);
    return createOrder(req.ctx, req.body, gateway);
  });
  r.post('/api/public/payments/verify', { config, schema: { tags, body: verifyInput } }, async (req) =>
    verifyPayment(req.ctx, req.body, gateway),
  );
  r.post(
    '/api/public/payments/test-checkout',
    {
      config,
      schema: {
        tags,
        body: z.strictObject({ orderId: z.string().min(1).max(64) }),
        summary: 'Test mode only: a checkout result signed as the gateway would',
      },
    },
    async (req) => testModeCheckout(req.ctx, req.body.orderId, gateway),
  );
  r.get(
    '/api/public/receipts/:token',
    { config, schema: { tags, params: z.object({ token: z.string().min(10).max(64) }) } },
    async (req, reply) => {
      const { file, name } = await publicReceiptPdf(req.ctx, req.params.token);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );

  // The webhook's signature covers the exact bytes, so this scope keeps the raw body.
  app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1_000_000 }, (_req, body, done) =>
      done(null, body),
    );
    scope.post(
      '/api/payments/razorpay/webhook',
      { config: { public: true, rateLimit: { max: 100_000, timeWindow: 60_000 } }, schema: { tags } },
      async (req) => {
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.from('');
        const header = (name: string) => {
          const v = req.headers[name];
          return Array.isArray(v) ? v[0] : v;
        };
        return handleWebhook(req.ctx, raw, header('x-razorpay-signature'), header('x-razorpay-event-id'), gateway);
      },
    );
  });
}
