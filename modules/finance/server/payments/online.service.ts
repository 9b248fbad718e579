import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { chargeOrderInput, orderInput, verifyInput } from '../../shared/inputs.ts';
import { audit, badRequest, conflict, inTransaction, notFound, type RequestContext } from '@portal/kit';
import { CHECKOUT_THEME } from '../../shared/index.ts';
import { createGatewayOrder, testCheckoutResult, verifyCheckout } from '../razorpay/gateway.ts';
import type { PaymentGateway } from '../razorpay/settings.ts';
import { payments } from '../schema.ts';
import { AlreadyConfirmed, confirmPayment } from './confirm.service.ts';
import { holdForRefund } from './overpayment.service.ts';
import { chargeTarget, checkChargeAmount } from './charge-target.service.ts';
import {
  checkAmount,
  newReceiptToken,
  newUniqueReceipt,
  paidFor,
  resolveTarget,
  type PaymentTarget,
} from './target.service.ts';
import { paymentsShape } from '../../shared/resources.ts';
import { thrownMessage } from '@portal/core';

/** Opens a gateway order for what is due (or a part of it) and returns what Checkout needs. */
export async function createOrder(ctx: RequestContext, input: z.infer<typeof orderInput>, gateway: PaymentGateway) {
  return openOrder(ctx, gateway, async (ctx) => {
    const target = await resolveTarget(ctx, input.referenceId, input.installmentId);
    const amount = input.amountPaise ?? target.duePaise;
    checkAmount(amount, target);
    return { target, amount };
  });
}

/**
 * Opens a gateway order for a one-off charge on a child's account (signed in: a parent pays only their own
 * child's charges). A charge is paid in full; Checkout's result goes through the same verification.
 */
export async function createChargeOrder(
  ctx: RequestContext,
  input: z.infer<typeof chargeOrderInput>,
  gateway: PaymentGateway,
) {
  return openOrder(ctx, gateway, async (ctx) => {
    const target = await chargeTarget(ctx, input.chargeId);
    const amount = input.amountPaise ?? target.duePaise;
    checkChargeAmount(amount, target);
    return { target, amount };
  });
}

async function openOrder(
  ctx: RequestContext,
  gateway: PaymentGateway,
  pick: (ctx: RequestContext) => Promise<{ target: PaymentTarget; amount: number }>,
) {
  const cfg = await gateway.config(ctx);
  if (!cfg.enabled) throw conflict('Online payment is not available on this portal; please pay at the centre');
  return inTransaction(ctx, async (ctx) => {
    const { target, amount } = await pick(ctx);
    const uniqueReceipt = newUniqueReceipt();
    let order;
    try {
      order = await createGatewayOrder(cfg, {
        amountPaise: amount,
        receipt: uniqueReceipt,
        notes: { referenceId: target.referenceId, referenceType: target.referenceType },
      });
    } catch (err) {
      throw badRequest(`The payment gateway could not open the payment: ${thrownMessage(err)}`);
    }
    const [payment] = await ctx.db
      .insert(payments)
      .values({
        ...paidFor(target),
        amountPaise: amount,
        mode: 'ONLINE',
        status: 'INITIATED',
        gatewayOrderId: order.id,
        uniqueReceipt,
        receiptToken: newReceiptToken(),
        createdBy: ctx.user?.id ?? null,
      })
      .returning();
    await audit(ctx, {
      resource: paymentsShape,
      recordId: payment.id,
      action: 'initiate',
      franchiseeId: payment.franchiseeId,
      changes: { amountPaise: amount, gatewayOrderId: order.id },
    });
    return {
      paymentId: payment.id,
      orderId: order.id,
      amount: order.amount,
      currency: order.currency,
      receipt: uniqueReceipt,
      keyId: cfg.keyId,
      testMode: cfg.testMode,
      theme: { color: CHECKOUT_THEME },
      description: target.feeHeadName,
      name: target.payerName,
    };
  });
}

/**
 * Checkout's handler: the signature is checked against the order id we stored
 * (never the one the browser sends back alone), then the payment is confirmed.
 * Repeating the call for a confirmed payment returns it without a second credit.
 * Money for something already paid is held for a refund (overpayment), never confirmed.
 */
export async function verifyPayment(ctx: RequestContext, input: z.infer<typeof verifyInput>, gateway: PaymentGateway) {
  const cfg = await gateway.config(ctx);
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.gatewayOrderId, input.razorpay_order_id));
  if (!payment) throw notFound('Payment');
  if (!verifyCheckout(cfg, payment.gatewayOrderId!, input.razorpay_payment_id, input.razorpay_signature))
    throw badRequest('The payment signature does not match; the payment was not confirmed');
  try {
    const confirmed = await inTransaction(ctx, (ctx) =>
      confirmPayment(ctx, payment.id, { gatewayPaymentId: input.razorpay_payment_id }),
    );
    return {
      status: confirmed.status,
      receiptNo: confirmed.receiptNo,
      receiptToken: confirmed.receiptToken,
      alreadyConfirmed: false,
      /** A form fee: what it has received, and whether this payment settled it. */
      fee: confirmed.formFee,
    };
  } catch (err) {
    if (err instanceof AlreadyConfirmed) {
      const [now] = await ctx.db.select().from(payments).where(eq(payments.id, payment.id));
      if (now.gatewayPaymentId === input.razorpay_payment_id)
        return { status: now.status, receiptNo: now.receiptNo, receiptToken: now.receiptToken, alreadyConfirmed: true };
      throw conflict('This payment is already confirmed');
    }
    // The gateway took money the fee no longer owes (another payment won): hold it for a refund.
    if ((err as { statusCode?: number }).statusCode === 409)
      await inTransaction(ctx, (ctx) => holdForRefund(ctx, payment.id, thrownMessage(err), input.razorpay_payment_id));
    throw err;
  }
}

/** Test mode only: signs a checkout result as Razorpay would, for the public page's 'Pay' button. */
export async function testModeCheckout(ctx: RequestContext, orderId: string, gateway: PaymentGateway) {
  const cfg = await gateway.config(ctx);
  if (!cfg.testMode) throw notFound('Test payment');
  const [payment] = await ctx.db
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.gatewayOrderId, orderId));
  if (!payment) throw notFound('Payment');
  return testCheckoutResult(cfg, orderId);
}

/** What the payment pages need before paying: the public key, whether this is test mode, the theme. */
export async function paymentConfig(ctx: RequestContext, gateway: PaymentGateway) {
  const cfg = await gateway.config(ctx);
  return { enabled: cfg.enabled, keyId: cfg.keyId, testMode: cfg.testMode, theme: { color: CHECKOUT_THEME } };
}
