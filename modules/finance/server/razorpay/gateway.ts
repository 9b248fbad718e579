import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { outboundClient } from '@portal/kit';

/**
 * Razorpay, as the portal uses it: orders in paise with our unique receipt,
 * Checkout with the public key, and HMAC-SHA256 signatures on the checkout result
 * (order_id|payment_id, key secret) and on webhooks (raw body, webhook secret).
 *
 * Test mode (settings.ts: only when PAYMENT_TEST_MODE=1, never in production) gives
 * orders local ids and has the portal sign checkout results itself with secrets
 * generated for this installation, so the very same verification code runs and
 * nothing leaves the machine.
 */
export interface GatewayConfig {
  /** False when neither live keys nor test mode are set: online payments are refused. */
  enabled: boolean;
  testMode: boolean;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

export const hmacHex = (secret: string, data: string | Buffer) =>
  createHmac('sha256', secret).update(data).digest('hex');

/** Constant-time comparison of two hex signatures. */
export function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Checkout's signature: HMAC-SHA256 of '<our stored order id>|<payment id>' with the key secret. */
export function checkoutSignature(cfg: GatewayConfig, orderId: string, paymentId: string): string {
  return hmacHex(cfg.keySecret, `${orderId}|${paymentId}`);
}

export function verifyCheckout(
  cfg: GatewayConfig,
  storedOrderId: string,
  paymentId: string,
  signature: string,
): boolean {
  if (!cfg.enabled || !cfg.keySecret) return false;
  return sameSignature(checkoutSignature(cfg, storedOrderId, paymentId), signature);
}

export function verifyWebhook(cfg: GatewayConfig, rawBody: Buffer | string, signature: string): boolean {
  if (!cfg.webhookSecret) return false;
  return sameSignature(hmacHex(cfg.webhookSecret, rawBody), signature);
}

export interface GatewayOrder {
  id: string;
  amount: number;
  currency: 'INR';
  receipt: string;
}

/** Razorpay's API, and nothing else, through the outbound client. */
const razorpay = outboundClient({ chosenBy: 'operator', hosts: () => ['api.razorpay.com'], timeoutMs: 15_000 });

/** Creates the gateway order (test mode: a local id in Razorpay's shape). */
export async function createGatewayOrder(
  cfg: GatewayConfig,
  input: { amountPaise: number; receipt: string; notes: Record<string, string> },
): Promise<GatewayOrder> {
  if (cfg.testMode)
    return {
      id: `order_${randomBytes(7).toString('hex')}`,
      amount: input.amountPaise,
      currency: 'INR',
      receipt: input.receipt,
    };
  const res = await razorpay.request('https://api.razorpay.com/v1/orders', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Basic ${Buffer.from(`${cfg.keyId}:${cfg.keySecret}`).toString('base64')}`,
    },
    body: JSON.stringify({ amount: input.amountPaise, currency: 'INR', receipt: input.receipt, notes: input.notes }),
  });
  const body =
    res.json<{
      id?: string;
      amount?: number;
      error?: { description?: string };
    }>() ?? {};
  if (res.status >= 300 || !body.id)
    throw new Error(body.error?.description ?? `The payment gateway answered ${res.status}`);
  return { id: body.id, amount: body.amount ?? input.amountPaise, currency: 'INR', receipt: input.receipt };
}

/** The stand-in's orders paid at Checkout, by order id: what the gateway would answer when asked later. */
const testPaidOrders = new Map<string, string>();

/** Test mode only: what Checkout would hand back after a successful card or UPI payment (the order is paid). */
export function testCheckoutResult(cfg: GatewayConfig, orderId: string) {
  const paymentId = `pay_${randomBytes(7).toString('hex')}`;
  testPaidOrders.set(orderId, paymentId);
  return {
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: checkoutSignature(cfg, orderId, paymentId),
  };
}

export type OrderFound =
  | { state: 'paid'; paymentId: string; amountPaise: number | undefined }
  /** A payment was started and not settled yet (created or authorised): asked again later. */
  | { state: 'pending' }
  | { state: 'unpaid' };

/**
 * What became of a Checkout order whose answer never reached the portal (the browser closed after paying, the
 * server died while verifying, the webhook lost): the order's payments, asked of the gateway.
 */
export async function findOrderPayment(cfg: GatewayConfig, orderId: string): Promise<OrderFound> {
  if (cfg.testMode) {
    const paid = testPaidOrders.get(orderId);
    return paid ? { state: 'paid', paymentId: paid, amountPaise: undefined } : { state: 'unpaid' };
  }
  const res = await razorpay.request(`https://api.razorpay.com/v1/orders/${encodeURIComponent(orderId)}/payments`, {
    method: 'GET',
    headers: { authorization: `Basic ${Buffer.from(`${cfg.keyId}:${cfg.keySecret}`).toString('base64')}` },
  });
  if (res.status >= 300) throw new Error(`The payment gateway answered ${res.status}`);
  const body = res.json<{ items?: { id: string; status: string; amount?: number }[] }>() ?? {};
  let pending = false;
  for (const payment of body.items ?? []) {
    if (payment.status === 'captured') return { state: 'paid', paymentId: payment.id, amountPaise: payment.amount };
    if (payment.status === 'created' || payment.status === 'authorized') pending = true;
  }
  return pending ? { state: 'pending' } : { state: 'unpaid' };
}
