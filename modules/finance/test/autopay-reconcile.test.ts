import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@portal/core';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '@portal/kit';
import { startTestApp, type TestApp } from '@portal/server/testing';
import {
  autopayDebits,
  autopayMandates,
  interruptTestDebit,
  payments,
  RELEASED_REASON,
  runAutopay,
  STUCK_AFTER_MS,
} from '../server/index.ts';
import { A, approvedPlan, assertBalanced, gatewayConfig, system } from './support.ts';

const PARENT = 'parent@demo.school';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const morning = (day: string, time = '09:00') => new Date(`${day}T${time}:00+05:30`);
const run = async (at: Date) => runAutopay(system(t), await gatewayConfig(t), at);

type Installment = { id: number; dueDate: string; outstandingPaise: number };

async function planWithAutopay() {
  const child = (await t.as(PARENT, { method: 'GET', url: '/api/student/dashboard' })).json().studentAdmissionId;
  const planId = await approvedPlan(t, A, 'Hybrid annual plan');
  const assigned = await t.as(A, {
    method: 'POST',
    url: `/api/fee-plans/${planId}/assign`,
    payload: { studentAdmissionId: child },
  });
  expect(assigned.statusCode, assigned.body).toBe(201);
  const plan = (
    await t.as(null, { method: 'GET', url: `/api/public/admission-payments/${assigned.json().referenceId}` })
  ).json();
  const setup = await t.as(PARENT, {
    method: 'POST',
    url: '/api/autopay/mandates',
    payload: { studentFeePlanId: assigned.json().id, method: 'UPI_INTENT' },
  });
  expect(setup.statusCode, setup.body).toBe(201);
  const id = setup.json().id as number;
  const approval = await t.as(PARENT, {
    method: 'POST',
    url: `/api/autopay/mandates/${id}/test-authorise`,
    payload: { vpa: 'success@razorpay' },
  });
  const on = await t.as(PARENT, {
    method: 'POST',
    url: `/api/autopay/mandates/${id}/authorise`,
    payload: approval.json(),
  });
  expect(on.json().status).toBe('ACTIVE');
  const [mandate] = await t.db.db.select().from(autopayMandates).where(eq(autopayMandates.id, id));
  const owed: Installment[] = plan.installments.filter((i: Installment) => i.outstandingPaise > 0);
  return { token: mandate.gatewayTokenId!, owed };
}

const debitOf = async (installmentId: number) =>
  (await t.db.db.select().from(autopayDebits).where(eq(autopayDebits.studentInstallmentId, installmentId)))[0];
const paymentsOf = (installmentId: number) =>
  t.db.db.select().from(payments).where(eq(payments.studentInstallmentId, installmentId)).orderBy(payments.id);
/** The server that held the debit died long enough ago for it to count as stuck. */
const ageStuck = (id: number) =>
  t.db.db
    .update(autopayDebits)
    .set({ updatedAt: new Date(Date.now() - STUCK_AFTER_MS - 60_000) })
    .where(eq(autopayDebits.id, id));
const reconciled = (id: number) =>
  t.db.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.recordId, String(id)), eq(auditLog.action, 'reconcile')));

describe('AutoPay debits left DEBITING by a server that died during the gateway call', () => {
  it('completes a debit the gateway took, and releases one it did not, once each', async () => {
    const { token, owed } = await planWithAutopay();
    const [first] = owed;
    expect((await run(morning(first.dueDate))).noticed).toBeGreaterThan(0);

    // The bank takes the money, and the server dies before it hears so.
    interruptTestDebit(token, 'after-taking');
    await expect(run(morning(addDays(first.dueDate, 1)))).rejects.toThrow(/server stopped during the debit/);
    const stuck = await debitOf(first.id);
    expect(stuck.status).toBe('DEBITING');
    expect((await paymentsOf(first.id)).map((p) => p.status)).toEqual(['INITIATED']);

    // A debit still in flight is left alone; one stuck past the call's time is settled with the gateway.
    await run(morning(addDays(first.dueDate, 1), '09:05'));
    expect((await debitOf(first.id)).status).toBe('DEBITING');
    await ageStuck(stuck.id);
    await run(morning(addDays(first.dueDate, 2)));
    expect(await debitOf(first.id)).toMatchObject({ status: 'PAID', attempts: 1 });
    const [paid, ...others] = await paymentsOf(first.id);
    expect(others).toEqual([]);
    expect(paid).toMatchObject({ status: 'CONFIRMED', amountPaise: first.outstandingPaise });
    expect(paid.receiptNo).toBeTruthy();
    expect(paid.journalEntryId).toBeTruthy();
    await assertBalanced(t);
    expect(await reconciled(stuck.id)).toHaveLength(1);
    // Settled once: the next run changes nothing.
    await run(morning(addDays(first.dueDate, 3)));
    expect(await paymentsOf(first.id)).toHaveLength(1);

    // The server dies before the bank takes anything: released, tried again, and taken once.
    const second = owed[1];
    await run(morning(second.dueDate));
    interruptTestDebit(token, 'before-taking');
    await expect(run(morning(addDays(second.dueDate, 1)))).rejects.toThrow(/server stopped during the debit/);
    const left = await debitOf(second.id);
    expect(left).toMatchObject({ status: 'DEBITING', attempts: 1 });
    await ageStuck(left.id);
    await run(morning(addDays(second.dueDate, 2)));
    const statuses = (await paymentsOf(second.id)).map((p) => [p.status, p.failureReason]);
    expect(statuses).toEqual([
      ['FAILED', RELEASED_REASON],
      ['CONFIRMED', null],
    ]);
    // The try that never reached the bank is not counted against the family.
    expect(await debitOf(second.id)).toMatchObject({ status: 'PAID', attempts: 1 });
    expect(await reconciled(left.id)).toHaveLength(1);
    await assertBalanced(t);
  });
});
