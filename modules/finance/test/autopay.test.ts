import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@portal/core';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { outbox } from '@portal/kit';
import { ACCOUNTS } from '@portal/mod-ledger/shared';
import { accountBalance, journalLines } from '@portal/mod-ledger/server';
import { adminUsers } from '@portal/mod-users/server';
import { startTestApp, type TestApp } from '@portal/server/testing';
import {
  autopayDebits,
  autopayMandates,
  childMoney,
  failTestDebits,
  feeReminders,
  payments,
  runAutopay,
  sendFeeReminders,
} from '../server/index.ts';
import { A, approvedPlan, assertBalanced, gatewayConfig, payOnline, system } from './support.ts';

const PARENT = 'parent@demo.school';
const PARENT2 = 'parent2@demo.school';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** 09:00 in India on a calendar day: when the daily sweeps run. */
const morning = (day: string, time = '09:00') => new Date(`${day}T${time}:00+05:30`);
const run = async (at: Date) => runAutopay(system(t), await gatewayConfig(t), at);

type Installment = { id: number; dueDate: string; outstandingPaise: number; label: string };

/** Assigns a plan of centre 2 to the parent's child; answers the plan id and its installments still owed. */
async function planFor(parent: string, planName: string) {
  const child = (await t.as(parent, { method: 'GET', url: '/api/student/dashboard' })).json().studentAdmissionId;
  const planId = await approvedPlan(t, A, planName);
  const res = await t.as(A, {
    method: 'POST',
    url: `/api/fee-plans/${planId}/assign`,
    payload: { studentAdmissionId: child },
  });
  expect(res.statusCode, res.body).toBe(201);
  const plan = (
    await t.as(null, { method: 'GET', url: `/api/public/admission-payments/${res.json().referenceId}` })
  ).json();
  const owed: Installment[] = plan.installments.filter((i: Installment) => i.outstandingPaise > 0);
  return { child: child as number, id: res.json().id as number, referenceId: res.json().referenceId as string, owed };
}

/** The parent sets up AutoPay and approves it in the (stand-in) UPI app. */
async function autopayOn(parent: string, studentFeePlanId: number) {
  const setup = await t.as(parent, {
    method: 'POST',
    url: '/api/autopay/mandates',
    payload: { studentFeePlanId, method: 'UPI_INTENT' },
  });
  expect(setup.statusCode, setup.body).toBe(201);
  const id = setup.json().id;
  const approval = await t.as(parent, {
    method: 'POST',
    url: `/api/autopay/mandates/${id}/test-authorise`,
    payload: { vpa: 'success@razorpay' },
  });
  expect(approval.statusCode, approval.body).toBe(200);
  const on = await t.as(parent, {
    method: 'POST',
    url: `/api/autopay/mandates/${id}/authorise`,
    payload: approval.json(),
  });
  expect(on.statusCode, on.body).toBe(200);
  expect(on.json().status).toBe('ACTIVE');
  return id as number;
}

const debitOf = async (installmentId: number) =>
  (await t.db.db.select().from(autopayDebits).where(eq(autopayDebits.studentInstallmentId, installmentId)))[0];

const confirmedFor = (installmentId: number) =>
  t.db.db
    .select()
    .from(payments)
    .where(and(eq(payments.studentInstallmentId, installmentId), eq(payments.status, 'CONFIRMED')));

describe('AutoPay', () => {
  it('refuses UPI Collect, a cap above the limit, and another family’s plan', async () => {
    const plan = await planFor(PARENT2, 'School bus quarterly plan');
    const collect = await t.as(PARENT2, {
      method: 'POST',
      url: '/api/autopay/mandates',
      payload: { studentFeePlanId: plan.id, method: 'UPI_COLLECT' },
    });
    expect(collect.statusCode).toBe(400);
    expect(collect.body).toMatch(/UPI Collect can no longer set up AutoPay/);
    const over = await t.as(PARENT2, {
      method: 'POST',
      url: '/api/autopay/mandates',
      payload: { studentFeePlanId: plan.id, method: 'UPI_QR', capPaise: 15_000_01 },
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toMatch(/The most AutoPay may take at a time here is ₹/);
    const stranger = await t.as(PARENT, {
      method: 'POST',
      url: '/api/autopay/mandates',
      payload: { studentFeePlanId: plan.id, method: 'UPI_INTENT' },
    });
    expect(stranger.statusCode).toBe(404);
    // The test gateway's sweep hook is head office's alone.
    const sweep = {
      method: 'POST' as const,
      url: '/api/autopay/test-sweep',
      payload: { at: new Date().toISOString() },
    };
    expect((await t.as(PARENT2, sweep)).statusCode).toBe(403);
    expect((await t.as('superadmin@demo.school', sweep)).statusCode).toBe(200);
  });

  it('debits only 24 hours after the notice, posting and receipting as an online payment does', async () => {
    const plan = await planFor(PARENT, 'Hybrid annual plan');
    const [first] = plan.owed;
    await autopayOn(PARENT, plan.id);
    const before = await childMoney(system(t), plan.child);

    // The mandate is first seen on the due date itself: the notice goes now, the debit cannot.
    expect(await run(morning(first.dueDate))).toEqual({ debited: 0, noticed: 1, orders: 0 });
    const noticed = await debitOf(first.id);
    expect(noticed).toMatchObject({ status: 'NOTIFIED', amountPaise: first.outstandingPaise, attempts: 0 });
    expect(noticed.nextAttemptOn).toBe(addDays(first.dueDate, 1));
    const [notice] = await t.db.db
      .select()
      .from(outbox)
      .where(eq(outbox.channel, 'email'))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(notice.subject).toMatch(/^AutoPay on \d\d-\d\d-\d{4}: ₹/);

    // Later the same day, and a minute short of 24 hours the next morning: still nothing taken.
    expect((await run(morning(first.dueDate, '20:00'))).debited).toBe(0);
    expect((await run(morning(addDays(first.dueDate, 1), '08:59'))).debited).toBe(0);
    expect(await confirmedFor(first.id)).toEqual([]);

    // 24 hours after the notice the debit is taken, once.
    expect((await run(morning(addDays(first.dueDate, 1)))).debited).toBe(1);
    expect((await run(morning(addDays(first.dueDate, 2)))).debited).toBe(0);
    expect(await debitOf(first.id)).toMatchObject({ status: 'PAID', attempts: 1 });
    const [paid] = await confirmedFor(first.id);
    expect(paid).toMatchObject({ mode: 'ONLINE', feeHead: 'TUITION', amountPaise: first.outstandingPaise });
    expect(paid.receiptNo).toBeTruthy();

    // On the ledger: into the nodal account, out of the child's receivable on the fee head.
    const lines = await t.db.db.select().from(journalLines).where(eq(journalLines.entryId, paid.journalEntryId!));
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ account: ACCOUNTS.NODAL_ACCOUNT, debit: first.outstandingPaise }),
        expect.objectContaining({
          account: ACCOUNTS.STUDENT_RECEIVABLE,
          credit: first.outstandingPaise,
          tag: 'TUITION',
          studentAdmissionId: plan.child,
        }),
      ]),
    );
    await assertBalanced(t);

    // The money service, the parent's account and the ledger agree.
    const after = await childMoney(system(t), plan.child);
    expect(after.paidPaise - before.paidPaise).toBe(first.outstandingPaise);
    expect(before.outstandingPaise - after.outstandingPaise).toBe(first.outstandingPaise);
    const mine = (await t.as(PARENT, { method: 'GET', url: '/api/student-account/me' })).json();
    const row = mine.plans
      .flatMap((p: { installments: { id: number }[] }) => p.installments)
      .find((i: { id: number }) => i.id === first.id);
    expect(row).toMatchObject({ status: 'PAID', outstandingPaise: 0 });
    const receivable = await accountBalance(system(t), 2, ACCOUNTS.STUDENT_RECEIVABLE, plan.child);
    expect(receivable).toBe(after.outstandingPaise);

    // The parent is told, with the receipt number.
    const [debited] = await t.db.db
      .select()
      .from(outbox)
      .where(eq(outbox.channel, 'email'))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(debited.body).toContain(paid.receiptNo!);
  });

  it('skips an installment the parent skipped, reminds of it until it is paid, and debits the next one', async () => {
    await t.db.db.update(adminUsers).set({ language: 'hi' }).where(eq(adminUsers.email, PARENT2));
    const plan = await planFor(PARENT2, 'Hybrid annual plan');
    const [first, second] = plan.owed;
    await autopayOn(PARENT2, plan.id);

    // Two days ahead the notice goes; the parent sees it and skips it.
    await run(morning(addDays(first.dueDate, -2)));
    const mine = (await t.as(PARENT2, { method: 'GET', url: '/api/autopay/me' })).json();
    const upcoming = mine.debits.find((d: { studentInstallmentId: number }) => d.studentInstallmentId === first.id);
    expect(upcoming).toMatchObject({ status: 'NOTIFIED', nextAttemptOn: first.dueDate });
    const other = await t.as(PARENT, { method: 'POST', url: `/api/autopay/debits/${upcoming.id}/skip` });
    expect(other.statusCode).toBe(404);
    const skip = await t.as(PARENT2, { method: 'POST', url: `/api/autopay/debits/${upcoming.id}/skip` });
    expect(skip.statusCode, skip.body).toBe(200);
    expect((await t.as(PARENT2, { method: 'POST', url: `/api/autopay/debits/${upcoming.id}/skip` })).statusCode).toBe(
      409,
    );

    expect((await run(morning(first.dueDate))).debited).toBe(0);
    expect(await confirmedFor(first.id)).toEqual([]);

    // The skipped installment is reminded of on the schedule's days, in the parent's language, until it is paid.
    await sendFeeReminders(system(t), morning(first.dueDate, '10:00'));
    const remindersOf = () =>
      t.db.db.select().from(feeReminders).where(eq(feeReminders.studentInstallmentId, first.id));
    expect(await remindersOf()).toEqual([expect.objectContaining({ kind: 'SCHEDULE', offsetDays: 0, recipients: 1 })]);
    const [reminder] = await t.db.db
      .select()
      .from(outbox)
      .where(eq(outbox.channel, 'email'))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(reminder.subject).toMatch(/फ़ीस की याद/);
    const paid = await payOnline(t, plan.referenceId, first.id);
    expect(paid.verify?.statusCode, paid.verify?.body).toBe(200);
    await sendFeeReminders(system(t), morning(addDays(first.dueDate, 3), '10:00'));
    await sendFeeReminders(system(t), morning(addDays(first.dueDate, 10), '10:00'));
    expect(await remindersOf()).toHaveLength(1);

    // The reminders sent are listed on the child's fee account.
    const account = (await t.as(A, { method: 'GET', url: `/api/autopay/child/${plan.child}` })).json();
    expect(account.reminders.map((r: { studentInstallmentId: number }) => r.studentInstallmentId)).toContain(first.id);

    // The next installment is noticed and debited, and its receipt sent.
    await run(morning(addDays(second.dueDate, -2)));
    expect((await run(morning(second.dueDate))).debited).toBeGreaterThanOrEqual(1);
    expect(await debitOf(second.id)).toMatchObject({ status: 'PAID' });
    expect(await confirmedFor(second.id)).toHaveLength(1);
    // A covered installment is not reminded of.
    await sendFeeReminders(system(t), morning(addDays(second.dueDate, -7), '10:00'));
    expect(await t.db.db.select().from(feeReminders).where(eq(feeReminders.studentInstallmentId, second.id))).toEqual(
      [],
    );
  });

  it('retries a failed debit the next day, at most three times, then reminds the family to pay', async () => {
    const plan = await planFor(PARENT, 'School bus quarterly plan');
    const [first] = plan.owed;
    const mandateId = await autopayOn(PARENT, plan.id);
    const [mandate] = await t.db.db.select().from(autopayMandates).where(eq(autopayMandates.id, mandateId));
    failTestDebits(mandate.gatewayTokenId!, 3, 'Insufficient funds in the account');

    await run(morning(addDays(first.dueDate, -2)));
    for (const day of [0, 1, 2]) {
      await run(morning(addDays(first.dueDate, day)));
      const debit = await debitOf(first.id);
      expect(debit.attempts).toBe(day + 1);
      expect(debit.status).toBe(day < 2 ? 'RETRYING' : 'FELL_BACK');
    }
    // No fourth try.
    await run(morning(addDays(first.dueDate, 3)));
    expect((await debitOf(first.id)).attempts).toBe(3);
    const tries = await t.db.db
      .select({ status: payments.status, reason: payments.failureReason })
      .from(payments)
      .where(eq(payments.studentInstallmentId, first.id));
    expect(tries).toEqual(Array(3).fill({ status: 'FAILED', reason: 'Insufficient funds in the account' }));
    const [last] = await t.db.db
      .select()
      .from(outbox)
      .where(eq(outbox.channel, 'email'))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(last.body).toMatch(/will not try again/);
    expect(
      await t.db.db
        .select({ kind: feeReminders.kind })
        .from(feeReminders)
        .where(and(eq(feeReminders.studentInstallmentId, first.id), inArray(feeReminders.kind, ['AUTOPAY_FAILED']))),
    ).toEqual([{ kind: 'AUTOPAY_FAILED' }]);
    // The centre sees the failure in its list.
    const failures = (await t.as(A, { method: 'GET', url: '/api/autopay-debits?status=FELL_BACK' })).json();
    expect(failures.rows.map((r: { studentAdmissionId: number }) => r.studentAdmissionId)).toContain(plan.child);
    // Cancelled, nothing further is noticed.
    const cancel = await t.as(PARENT, { method: 'POST', url: `/api/autopay/mandates/${mandateId}/cancel` });
    expect(cancel.json().status).toBe('CANCELLED');
    const next = plan.owed[1];
    await run(morning(next.dueDate));
    expect(await debitOf(next.id)).toBeUndefined();
  });
});
