import { formatPaise, thrownMessage } from '@portal/core';
import { eq } from 'drizzle-orm';
import { audit, badRequest, inTransaction, parseWebhookBody, type RequestContext } from '@portal/kit';
import { verifyWebhook } from '../razorpay/gateway.ts';
import type { PaymentGateway } from '../razorpay/settings.ts';
import { razorpayWebhookBody } from '../razorpay/webhook-body.ts';
import { paymentWebhookEvents, payments } from '../schema.ts';
import { AlreadyConfirmed, confirmPayment } from './confirm.service.ts';
import { holdForRefund } from './overpayment.service.ts';
import { paymentsShape } from '../../shared/resources.ts';

/**
 * A Razorpay webhook: the signature is checked over the raw body with the webhook
 * secret; the event id (X-Razorpay-Event-Id) is recorded in the same transaction as
 * its effect, so a redelivery is acknowledged without acting twice. A confirmed
 * payment is never moved back by a later 'failed' event, and a capture for something
 * already paid is held for a refund (overpayment) instead of settling it again.
 */
export async function handleWebhook(
  ctx: RequestContext,
  raw: Buffer,
  signature: string | undefined,
  eventId: string | undefined,
  gateway: PaymentGateway,
) {
  const cfg = await gateway.config(ctx);
  if (!signature || !verifyWebhook(cfg, raw, signature)) throw badRequest('The webhook signature does not match');
  const body = parseWebhookBody(razorpayWebhookBody, raw, 'Razorpay');
  const event = body.event;
  const entity = body.payload?.payment?.entity;
  const id = eventId && eventId.length <= 100 ? eventId : null;
  if (!id) throw badRequest('The webhook has no event id');
  return inTransaction(ctx, async (ctx) => {
    const fresh = await ctx.db
      .insert(paymentWebhookEvents)
      .values({ eventId: id, event, orderId: entity?.order_id ?? null })
      .onConflictDoNothing()
      .returning({ eventId: paymentWebhookEvents.eventId });
    if (fresh.length === 0) return { status: 'duplicate' };
    if (!entity?.order_id) return { status: 'ignored' };
    const [payment] = await ctx.db
      .select()
      .from(payments)
      .where(eq(payments.gatewayOrderId, entity.order_id))
      .for('update');
    if (!payment) return { status: 'ignored' };
    if (event === 'payment.captured' || event === 'order.paid') {
      if (payment.status === 'CONFIRMED' || payment.status === 'TRANSFERRED') return { status: 'already-confirmed' };
      if (entity.amount !== undefined && entity.amount !== payment.amountPaise) {
        await ctx.db
          .update(payments)
          .set({
            failureReason:
              `Gateway amount ${formatPaise(entity.amount)} ` +
              `differs from the order's ${formatPaise(payment.amountPaise)}`,
            updatedAt: new Date(),
          })
          .where(eq(payments.id, payment.id));
        return { status: 'amount-mismatch' };
      }
      try {
        // A savepoint: a refused confirmation (installment already paid) keeps the event recorded.
        await ctx.db.transaction((tx) =>
          confirmPayment({ ...ctx, db: tx }, payment.id, { gatewayPaymentId: entity.id }),
        );
        return { status: 'confirmed' };
      } catch (err) {
        if (err instanceof AlreadyConfirmed) return { status: 'already-confirmed' };
        // Captured money the fee no longer owes (already paid): held for a refund, never settled twice.
        await holdForRefund(ctx, payment.id, thrownMessage(err), entity.id);
        return { status: 'refused' };
      }
    }
    if (event === 'payment.failed' && payment.status === 'INITIATED') {
      await ctx.db
        .update(payments)
        .set({
          status: 'FAILED',
          failureReason: entity.error_description?.slice(0, 300) ?? 'The payment failed',
          updatedAt: new Date(),
        })
        .where(eq(payments.id, payment.id));
      await audit(ctx, {
        resource: paymentsShape,
        recordId: payment.id,
        action: 'fail',
        franchiseeId: payment.franchiseeId,
        changes: { status: ['INITIATED', 'FAILED'] },
      });
      return { status: 'failed' };
    }
    return { status: 'ignored' };
  });
}
