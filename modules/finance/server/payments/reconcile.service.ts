import { and, eq, isNotNull, lte, notExists } from 'drizzle-orm';
import { audit, fenced, inTransaction, type RequestContext } from '@portal/kit';
import { findOrderPayment, type GatewayConfig } from '../razorpay/gateway.ts';
import { autopayDebits, payments } from '../schema.ts';
import { paymentsShape } from '../../shared/resources.ts';
import { AlreadyConfirmed, confirmPayment } from './confirm.service.ts';
import { holdForRefund } from './overpayment.service.ts';
import { thrownMessage } from '@portal/core';

/**
 * A Checkout order is INITIATED from the moment it opens until the browser's verification or the gateway's webhook
 * settles it, a few minutes at most. One still INITIATED after this lost its answer: the family closed the page after
 * paying, the server died while verifying, the webhook never came. It is asked of the gateway.
 */
export const ORDER_UNSETTLED_AFTER_MS = 15 * 60_000;
/** An order nobody paid in this long is closed: Checkout's session is long over. */
export const ORDER_CLOSED_AFTER_MS = 24 * 3_600_000;

/** Shown on the centre's payments (the payment's reason) when an order nobody paid is closed. */
export const ORDER_CLOSED_REASON = 'No payment reached the gateway for this order within a day, so it was closed';

/**
 * Settles each Checkout order left INITIATED (AutoPay's own debits are settled by theirs: autopay/reconcile.ts) by
 * asking the gateway what became of it: paid, it is confirmed as the browser's verification would (receipt, ledger;
 * money for something already paid is held for a refund); unpaid a day after it opened, it is closed (FAILED, with
 * the reason the centre sees on its payments); started and not settled, or the gateway not answering, it is left for
 * the next run. Each outcome is on the payment's audit trail.
 */
export async function reconcileOpenOrders(
  ctx: RequestContext,
  cfg: GatewayConfig,
  now: Date,
): Promise<{ completed: number; closed: number; held: number; unsettled: number }> {
  const open = await ctx.db
    .select()
    .from(payments)
    .where(
      fenced(
        ctx,
        payments.franchiseeId,
        eq(payments.status, 'INITIATED'),
        eq(payments.mode, 'ONLINE'),
        isNotNull(payments.gatewayOrderId),
        lte(payments.createdAt, new Date(now.getTime() - ORDER_UNSETTLED_AFTER_MS)),
        notExists(ctx.db.select().from(autopayDebits).where(eq(autopayDebits.paymentId, payments.id))),
      ),
    )
    .orderBy(payments.id);
  const counts = { completed: 0, closed: 0, held: 0, unsettled: 0 };
  for (const payment of open) {
    const found = await findOrderPayment(cfg, payment.gatewayOrderId!).catch(() => ({ state: 'pending' as const }));
    if (found.state === 'pending') {
      counts.unsettled++;
      continue;
    }
    if (found.state === 'unpaid') {
      if (now.getTime() - payment.createdAt.getTime() < ORDER_CLOSED_AFTER_MS) {
        counts.unsettled++;
        continue;
      }
      const closed = await inTransaction(ctx, async (ctx) => {
        const [row] = await ctx.db
          .update(payments)
          .set({ status: 'FAILED', failureReason: ORDER_CLOSED_REASON, updatedAt: new Date() })
          .where(and(eq(payments.id, payment.id), eq(payments.status, 'INITIATED')))
          .returning({ id: payments.id });
        if (!row) return false;
        await audit(ctx, {
          resource: paymentsShape,
          recordId: payment.id,
          action: 'reconcile',
          franchiseeId: payment.franchiseeId,
          changes: { found: 'nothing paid at the gateway', status: ['INITIATED', 'FAILED'] },
        });
        return true;
      });
      if (closed) counts.closed++;
      continue;
    }
    const outcome = await inTransaction(ctx, async (ctx) => {
      const note = (what: string) =>
        audit(ctx, {
          resource: paymentsShape,
          recordId: payment.id,
          action: 'reconcile',
          franchiseeId: payment.franchiseeId,
          changes: { found: what, gatewayPaymentId: found.paymentId },
        });
      if (found.amountPaise !== undefined && found.amountPaise !== payment.amountPaise) {
        await holdForRefund(ctx, payment.id, 'The gateway took another amount than the order’s', found.paymentId);
        await note('paid another amount at the gateway');
        return 'held' as const;
      }
      try {
        await ctx.db.transaction((tx) =>
          confirmPayment({ ...ctx, db: tx }, payment.id, { gatewayPaymentId: found.paymentId }),
        );
        await note('paid at the gateway');
        return 'completed' as const;
      } catch (err) {
        if (err instanceof AlreadyConfirmed) return null;
        // The money came for something paid since (another payment won): held for finance to refund.
        await holdForRefund(ctx, payment.id, thrownMessage(err), found.paymentId);
        await note('paid at the gateway for what was already paid');
        return 'held' as const;
      }
    });
    if (outcome) counts[outcome]++;
  }
  return counts;
}
