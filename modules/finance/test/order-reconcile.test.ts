import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '@portal/kit';
import { startTestApp, type TestApp } from '@portal/server/testing';
import {
  ORDER_CLOSED_AFTER_MS,
  ORDER_CLOSED_REASON,
  ORDER_UNSETTLED_AFTER_MS,
  payments,
  reconcileOpenOrders,
  runAutopay,
} from '../server/index.ts';
import { A, assertBalanced, assignHybrid, gatewayConfig, system } from './support.ts';

/**
 * A Checkout order whose answer never reached the portal (the family closed the page after paying, the server died
 * while verifying, the webhook was lost) stays INITIATED: the daily run asks the gateway, completes one paid there
 * (receipt, ledger) and closes one nobody paid in a day, on the payment's audit trail and in the centre's payments.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const paymentOf = async (orderId: string) =>
  (await t.db.db.select().from(payments).where(eq(payments.gatewayOrderId, orderId)))[0];
const age = (orderId: string, ms: number) =>
  t.db.db
    .update(payments)
    .set({ createdAt: new Date(Date.now() - ms) })
    .where(eq(payments.gatewayOrderId, orderId));
const reconciled = async (id: number) =>
  (
    await t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, String(id)), eq(auditLog.action, 'reconcile')))
  ).length;
const reconcile = async () => reconcileOpenOrders(system(t), await gatewayConfig(t), new Date());

describe('Checkout orders left in flight', () => {
  it('completes one paid at the gateway and closes one nobody paid, once each, shown to the centre', async () => {
    const plan = await assignHybrid(t);
    const open = async (installment: number) => {
      const order = await t.as(null, {
        method: 'POST',
        url: '/api/public/payments/order',
        payload: { referenceId: plan.referenceId, installmentId: plan.installments[installment].id },
      });
      expect(order.statusCode, order.body).toBe(201);
      return order.json().orderId as string;
    };
    const paid = await open(0);
    const unpaid = await open(1);
    // The family pays at Checkout, and the verification never reaches the portal.
    const checkout = await t.as(null, {
      method: 'POST',
      url: '/api/public/payments/test-checkout',
      payload: { orderId: paid },
    });
    expect(checkout.statusCode).toBe(200);
    expect((await paymentOf(paid)).status).toBe('INITIATED');

    // An order of the last minutes is still in the family's hands: left alone.
    expect(await reconcile()).toMatchObject({ completed: 0, closed: 0 });
    expect((await paymentOf(paid)).status).toBe('INITIATED');

    await age(paid, ORDER_UNSETTLED_AFTER_MS + 60_000);
    await age(unpaid, ORDER_UNSETTLED_AFTER_MS + 60_000);
    // The daily run settles money in flight: the paid order is confirmed; the unpaid one waits out its day.
    const run = await runAutopay(system(t), await gatewayConfig(t), new Date());
    expect(run.orders).toBe(1);
    const confirmed = await paymentOf(paid);
    expect(confirmed).toMatchObject({ status: 'CONFIRMED', amountPaise: plan.installments[0].amountPaise });
    expect(confirmed.receiptNo).toBeTruthy();
    expect(confirmed.journalEntryId).toBeTruthy();
    expect(confirmed.gatewayPaymentId).toMatch(/^pay_/);
    expect(await reconciled(confirmed.id)).toBe(1);
    expect((await paymentOf(unpaid)).status).toBe('INITIATED');
    await assertBalanced(t);

    await age(unpaid, ORDER_CLOSED_AFTER_MS + 60_000);
    expect(await reconcile()).toMatchObject({ completed: 0, closed: 1 });
    const closed = await paymentOf(unpaid);
    expect(closed).toMatchObject({ status: 'FAILED', failureReason: ORDER_CLOSED_REASON, receiptNo: null });
    expect(await reconciled(closed.id)).toBe(1);

    // Settled once: the next run changes nothing, and the late verification of the paid one credits nothing more.
    expect(await reconcile()).toMatchObject({ completed: 0, closed: 0, held: 0 });
    const late = await t.as(null, { method: 'POST', url: '/api/public/payments/verify', payload: checkout.json() });
    expect(late.json()).toMatchObject({ status: 'CONFIRMED', alreadyConfirmed: true });
    expect(await reconciled(confirmed.id)).toBe(1);

    // The centre sees both on its payments: the receipt of one, the closed order and why for the other.
    const listed = await t.as(A, { method: 'GET', url: `/api/payment-links?q=${plan.referenceId}&pageSize=50` });
    expect(listed.statusCode, listed.body).toBe(200);
    const rows = listed.json().rows as { id: number; status: string; failureReason: string | null }[];
    expect(rows.find((r) => r.id === confirmed.id)).toMatchObject({ status: 'CONFIRMED' });
    expect(rows.find((r) => r.id === closed.id)).toMatchObject({
      status: 'FAILED',
      failureReason: ORDER_CLOSED_REASON,
    });
    await assertBalanced(t);
  });
});
