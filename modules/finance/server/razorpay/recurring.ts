import { randomBytes } from 'node:crypto';
import { outboundClient } from '@portal/kit';
import { checkoutSignature, hmacHex, type GatewayConfig } from './gateway.ts';
import { thrownMessage } from '@portal/core';

/**
 * Razorpay's recurring payments, as AutoPay uses them: a customer, a registration order whose authorisation
 * (`token.recurring`, Checkout's `subscription_registration`) gives a token with a cap per debit, then recurring
 * payments on that token without the parent, and the token's cancellation.
 *
 * Test mode stands in for all of it on this machine: the authorisation is signed as Checkout would sign it (the
 * UPI id failure@razorpay refuses it, as Razorpay's test UPI id does), debits succeed unless a test asked the
 * stand-in to fail the token's next ones (`failTestDebits`), and cancelling forgets the token.
 */
const razorpay = outboundClient({ chosenBy: 'operator', hosts: () => ['api.razorpay.com'], timeoutMs: 15_000 });
const API = 'https://api.razorpay.com/v1';

async function call<T>(cfg: GatewayConfig, method: string, path: string, body?: object): Promise<T> {
  const res = await razorpay.request(`${API}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      authorization: `Basic ${Buffer.from(`${cfg.keyId}:${cfg.keySecret}`).toString('base64')}`,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  // Razorpay answers the call's own type, or an error with its description.
  const answer = res.json<T & { error?: { description?: string } }>();
  if (res.status >= 300) throw new Error(answer?.error?.description ?? `The payment gateway answered ${res.status}`);
  if (answer === undefined) throw new Error(`The payment gateway answered ${res.status} without a body`);
  return answer;
}

const localId = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`;

/** The stand-in's tokens: whether each is live and how many of its next debits should fail (and why). */
const testTokens = new Map<string, { cancelled: boolean; failures: number; reason: string }>();

/** The stand-in's debits taken, by the receipt of their order: what the gateway would answer when asked later. */
const testDebits = new Map<string, { orderId: string; paymentId: string }>();
/** Test mode only: tokens whose next debit is cut short as a server dying mid-call would, after or before taking. */
const testInterruptions = new Map<string, 'after-taking' | 'before-taking'>();

/**
 * Test mode only: the token's next debit call never returns to the portal, as when its server dies during the
 * call; with 'after-taking' the bank has taken the money all the same, with 'before-taking' it has not.
 */
export function interruptTestDebit(tokenId: string, when: 'after-taking' | 'before-taking'): void {
  testInterruptions.set(tokenId, when);
}

/** Test mode only: the token's next `times` debits fail with `reason` (a bank's refusal, insufficient funds). */
export function failTestDebits(tokenId: string, times: number, reason = 'Insufficient funds in the account'): void {
  const token = testTokens.get(tokenId) ?? { cancelled: false, failures: 0, reason };
  testTokens.set(tokenId, { ...token, failures: times, reason });
}

export async function createCustomer(
  cfg: GatewayConfig,
  input: { name: string; email: string | null; contact: string | null },
): Promise<string> {
  if (cfg.testMode) return localId('cust');
  const answer = await call<{ id: string }>(cfg, 'POST', '/customers', {
    name: input.name,
    email: input.email ?? undefined,
    contact: input.contact ?? undefined,
    fail_existing: '0',
  });
  return answer.id;
}

/** The order the parent authorises the mandate through: nothing is taken, the cap per debit is set. */
export async function createRegistrationOrder(
  cfg: GatewayConfig,
  input: { customerId: string; method: string; capPaise: number; expireAt: Date; receipt: string },
): Promise<string> {
  if (cfg.testMode) return localId('order');
  const method = input.method.startsWith('UPI') ? 'upi' : input.method === 'CARD' ? 'card' : 'emandate';
  const answer = await call<{ id: string }>(cfg, 'POST', '/orders', {
    amount: method === 'emandate' ? 0 : 100,
    currency: 'INR',
    customer_id: input.customerId,
    method,
    receipt: input.receipt,
    token: {
      max_amount: input.capPaise,
      expire_at: Math.floor(input.expireAt.getTime() / 1000),
      frequency: 'as_presented',
    },
  });
  return answer.id;
}

/** Test mode only: what Checkout hands back when the parent approves the mandate in their UPI app. */
export function testAuthorisation(cfg: GatewayConfig, orderId: string, vpa: string) {
  if (/^failure@/i.test(vpa)) return null;
  const paymentId = localId('pay');
  return {
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: checkoutSignature(cfg, orderId, paymentId),
  };
}

/** The token the authorised payment created (live: read from the payment; test mode: derived from it). */
export async function tokenOfPayment(cfg: GatewayConfig, paymentId: string): Promise<string> {
  if (cfg.testMode) {
    const tokenId = `token_${hmacHex(cfg.keySecret, paymentId).slice(0, 14)}`;
    if (!testTokens.has(tokenId)) testTokens.set(tokenId, { cancelled: false, failures: 0, reason: '' });
    return tokenId;
  }
  const payment = await call<{ token_id?: string }>(cfg, 'GET', `/payments/${encodeURIComponent(paymentId)}`);
  if (!payment.token_id) throw new Error('The gateway reported no mandate for this authorisation');
  return payment.token_id;
}

export type DebitOutcome = { ok: true; orderId: string; paymentId: string } | { ok: false; reason: string };

/** One debit on the token, for an order of its own; a refusal is an outcome, not an error. */
export async function debitToken(
  cfg: GatewayConfig,
  input: {
    customerId: string;
    tokenId: string;
    amountPaise: number;
    receipt: string;
    description: string;
    email: string | null;
    contact: string | null;
  },
): Promise<DebitOutcome> {
  if (cfg.testMode) {
    const token = testTokens.get(input.tokenId);
    if (token?.cancelled) return { ok: false, reason: 'The mandate is not active at the bank' };
    if (token && token.failures > 0) {
      token.failures -= 1;
      return { ok: false, reason: token.reason };
    }
    const taken = { orderId: localId('order'), paymentId: localId('pay') };
    const interruption = testInterruptions.get(input.tokenId);
    testInterruptions.delete(input.tokenId);
    if (interruption !== 'before-taking') testDebits.set(input.receipt, taken);
    if (interruption) throw new Error(`The server stopped during the debit (${interruption})`);
    return { ok: true, ...taken };
  }
  try {
    const order = await call<{ id: string }>(cfg, 'POST', '/orders', {
      amount: input.amountPaise,
      currency: 'INR',
      receipt: input.receipt,
      payment_capture: true,
    });
    const payment = await call<{ razorpay_payment_id: string }>(cfg, 'POST', '/payments/create/recurring', {
      email: input.email ?? undefined,
      contact: input.contact ?? undefined,
      amount: input.amountPaise,
      currency: 'INR',
      order_id: order.id,
      customer_id: input.customerId,
      token: input.tokenId,
      recurring: '1',
      description: input.description,
    });
    return { ok: true, orderId: order.id, paymentId: payment.razorpay_payment_id };
  } catch (err) {
    return { ok: false, reason: thrownMessage(err) };
  }
}

export type DebitFound =
  | { state: 'taken'; orderId: string; paymentId: string }
  | { state: 'not-taken' }
  /** The bank has not settled it yet (an eMandate debit takes a day or more): asked again later. */
  | { state: 'pending' };

/**
 * What became of the debit whose order carried `receipt`, asked of the gateway after the portal lost its answer
 * (its server died during the call): the order by its receipt, then that order's payments.
 */
export async function findDebit(cfg: GatewayConfig, receipt: string): Promise<DebitFound> {
  if (cfg.testMode) {
    const taken = testDebits.get(receipt);
    return taken ? { state: 'taken', ...taken } : { state: 'not-taken' };
  }
  const orders = await call<{ items?: { id: string }[] }>(cfg, 'GET', `/orders?receipt=${encodeURIComponent(receipt)}`);
  let pending = false;
  for (const order of orders.items ?? []) {
    const paid = await call<{ items?: { id: string; status: string }[] }>(
      cfg,
      'GET',
      `/orders/${encodeURIComponent(order.id)}/payments`,
    );
    for (const payment of paid.items ?? []) {
      if (payment.status === 'captured') return { state: 'taken', orderId: order.id, paymentId: payment.id };
      if (payment.status === 'created' || payment.status === 'authorized') pending = true;
    }
  }
  return pending ? { state: 'pending' } : { state: 'not-taken' };
}

export async function cancelToken(cfg: GatewayConfig, customerId: string, tokenId: string): Promise<void> {
  if (cfg.testMode) {
    const token = testTokens.get(tokenId);
    if (token) token.cancelled = true;
    return;
  }
  await call(cfg, 'DELETE', `/customers/${encodeURIComponent(customerId)}/tokens/${encodeURIComponent(tokenId)}`);
}
