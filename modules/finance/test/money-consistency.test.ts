import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia } from '@portal/core';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { A, FIN, assignPlan, assertBalanced, payOnline } from './support.ts';

const PARENT = 'parent@demo.school';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const assign = (studentAdmissionId: number, planName: string) => assignPlan(t, studentAdmissionId, planName);

type Money = { paidPaise: number; outstandingPaise: number; awaitingApprovalPaise: number };
const sum = (plans: Money[], key: keyof Money) => plans.reduce((a, p) => a + p[key], 0);
/** The one-off charges of a fee account still due. */
const dueCharges = (account: { charges: { status: string; amountPaise: number }[] }) =>
  account.charges.filter((c) => c.status === 'DUE').reduce((a, c) => a + c.amountPaise, 0);

describe("one child's money", () => {
  it('is the same on the parent’s screens, the centre’s fee account, the payment list and the dashboard', async () => {
    const child = (await t.as(PARENT, { method: 'GET', url: '/api/student/dashboard' })).json().studentAdmissionId;
    const tuition = await assign(child, 'Hybrid annual plan');
    const bus = await assign(child, 'School bus quarterly plan');

    // Tuition paid online; the bus installment paid in cash at the desk, waiting for finance.
    const online = await payOnline(t, tuition.referenceId, tuition.installments[0].id);
    expect(online.verify?.statusCode, online.verify?.body).toBe(200);
    const busInstallment = bus.installments[0];
    const desk = {
      referenceId: bus.referenceId,
      installmentId: busInstallment.id,
      amountPaise: busInstallment.outstandingPaise,
      mode: 'CASH',
    };
    const cash = await t.as(A, { method: 'POST', url: '/api/payments/offline', payload: desk });
    expect(cash.statusCode, cash.body).toBe(201);
    expect(cash.json()).toMatchObject({ status: 'APPROVAL_WAITING', feeHead: 'TRANSPORT' });

    // The same money cannot be taken twice while the first waits, at the desk or online.
    const again = await t.as(A, { method: 'POST', url: '/api/payments/offline', payload: desk });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^A payment of ₹[\d,.]+ is awaiting finance's approval/);
    const order = await payOnline(t, bus.referenceId, busInstallment.id);
    expect(order.order.statusCode).toBe(409);

    // The centre's fee account.
    const centreAccount = (await t.as(A, { method: 'GET', url: `/api/student-account/${child}` })).json();
    const centre = centreAccount.plans;
    // One-off charges still due (the demo's late pickup) are owed besides the plans, as the ledger says.
    const charges = dueCharges(centreAccount);
    const paid = tuition.installments[0].amountPaise;
    expect(sum(centre, 'paidPaise')).toBe(paid);
    expect(sum(centre, 'awaitingApprovalPaise')).toBe(busInstallment.outstandingPaise);
    const owed = sum(centre, 'outstandingPaise');
    const busRow = centre
      .flatMap((p: { installments: { id: number; status: string }[] }) => p.installments)
      .find((i: { id: number }) => i.id === busInstallment.id);
    expect(busRow.status).toBe('AWAITING APPROVAL');

    // The parent's own account and the child's dashboard say the same.
    const mine = (await t.as(PARENT, { method: 'GET', url: '/api/student-account/me' })).json().plans;
    expect([sum(mine, 'paidPaise'), sum(mine, 'outstandingPaise')]).toEqual([paid, owed]);
    const board = (await t.as(PARENT, { method: 'GET', url: `/api/student/dashboard/${child}` })).json();
    expect(board.fees).toMatchObject({
      paidPaise: paid,
      outstandingPaise: owed + charges,
      awaitingApprovalPaise: busInstallment.outstandingPaise,
    });
    expect(board.feesDue.find((f: { id: number }) => f.id === busInstallment.id).awaitingApprovalPaise).toBe(
      busInstallment.outstandingPaise,
    );
    // Every payment for the child, whoever took it: the online one with its receipt, the cash one waiting.
    expect(
      board.receipts.map((r: { feeHeadName: string; status: string; receiptToken: string | null }) => [
        r.feeHeadName,
        r.status,
        r.receiptToken !== null,
      ]),
    ).toEqual([
      ['Transport', 'APPROVAL_WAITING', false],
      ['Tuition', 'CONFIRMED', true],
    ]);

    // The centre's payment list shows the waiting money; the owner's dashboard counts only what was confirmed.
    const listed = (await t.as(A, { method: 'GET', url: `/api/payment-links?q=${bus.referenceId}` })).json().rows;
    expect(listed.map((r: { status: string }) => r.status)).toEqual(['APPROVAL_WAITING']);
    const day = todayInIndia();
    const widgets = (await t.as(A, { method: 'GET', url: `/api/dashboard/widgets?date=${day}` })).json().widgets;
    const collected = widgets.find((w: { key: string }) => w.key === 'fees-collected-month');
    expect(collected.value).toBe(paid);

    // Once finance approves, the receipt is issued and every screen moves together.
    const approve = await t.as(FIN, { method: 'POST', url: `/api/approve-payment/${cash.json().id}/approve` });
    expect(approve.statusCode, approve.body).toBe(200);
    const after = (await t.as(PARENT, { method: 'GET', url: `/api/student/dashboard/${child}` })).json();
    const centreAfter = (await t.as(A, { method: 'GET', url: `/api/student-account/${child}` })).json().plans;
    expect(after.fees.outstandingPaise).toBe(sum(centreAfter, 'outstandingPaise') + charges);
    expect(after.fees.outstandingPaise).toBe(owed + charges - busInstallment.outstandingPaise);
    expect(after.receipts.every((r: { receiptToken: string | null }) => r.receiptToken !== null)).toBe(true);

    // A concession finance approves moves the parent's, the centre's and the ledger's figures alike.
    const sibling = (await t.as(FIN, { method: 'GET', url: '/api/concession-type?q=Sibling' })).json().rows[0];
    const asked = await t.as(A, {
      method: 'POST',
      url: '/api/fee-concessions',
      payload: {
        studentFeePlanId: centre[0].id,
        concessionTypeId: sibling.id,
        reason: 'Sibling studying at the centre',
      },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const granted = await t.as(FIN, { method: 'POST', url: `/api/approve-concession/${asked.json().id}/approve` });
    expect(granted.statusCode, granted.body).toBe(200);
    const conceded = (await t.as(PARENT, { method: 'GET', url: `/api/student/dashboard/${child}` })).json().fees;
    const accountNow = (await t.as(A, { method: 'GET', url: `/api/student-account/${child}` })).json();
    const account = accountNow.plans;
    const ledger = (await t.as(A, { method: 'GET', url: `/api/ledger/student/${child}` })).json();
    expect(conceded.concessionPaise).toBe(asked.json().amountPaise);
    expect(conceded.outstandingPaise).toBe(sum(account, 'outstandingPaise') + dueCharges(accountNow));
    expect(ledger.balance).toBe(conceded.outstandingPaise);

    // Royalty counts the tuition collected, not the bus fee, whoever took either.
    const month = todayInIndia().slice(0, 7);
    const royalty = (await t.as(FIN, { method: 'GET', url: `/api/royalty/list?months=${month}` })).json().rows;
    expect(royalty.find((r: { franchiseeId: number }) => r.franchiseeId === 2).collectedPaise).toBe(paid);

    // Finance refunds the tuition payment: the installment owes it again on every screen, the ledger
    // agrees, the receipt stays (marked refunded) and the month's royalty-bearing collection drops.
    const tuitionPayment = after.receipts.find((r: { feeHeadName: string }) => r.feeHeadName === 'Tuition');
    const noReason = await t.as(FIN, { method: 'POST', url: `/api/approve-payment/${tuitionPayment.id}/refund` });
    expect(noReason.statusCode).toBe(400);
    const refund = await t.as(FIN, {
      method: 'POST',
      url: `/api/approve-payment/${tuitionPayment.id}/refund`,
      payload: { reason: 'Child withdrawn before the term', refundReference: 'NEFT-REF-2231' },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json().status).toBe('REFUNDED');
    const twice = await t.as(FIN, {
      method: 'POST',
      url: `/api/approve-payment/${tuitionPayment.id}/refund`,
      payload: { reason: 'Again' },
    });
    expect(twice.statusCode).toBe(409);
    const refunded = (await t.as(PARENT, { method: 'GET', url: `/api/student/dashboard/${child}` })).json();
    const accountAfter = (await t.as(A, { method: 'GET', url: `/api/student-account/${child}` })).json().plans;
    const ledgerAfter = (await t.as(A, { method: 'GET', url: `/api/ledger/student/${child}` })).json();
    expect(refunded.fees.outstandingPaise).toBe(conceded.outstandingPaise + paid);
    expect(refunded.fees.outstandingPaise).toBe(sum(accountAfter, 'outstandingPaise') + charges);
    expect(ledgerAfter.balance).toBe(refunded.fees.outstandingPaise);
    const refundedReceipt = refunded.receipts.find((r: { id: number }) => r.id === tuitionPayment.id);
    expect(refundedReceipt).toMatchObject({ status: 'REFUNDED', feeHeadName: 'Tuition' });
    const pdf = await t.as(null, { method: 'GET', url: `/api/public/receipts/${refundedReceipt.receiptToken}` });
    expect(pdf.statusCode).toBe(200);
    const afterRefund = (await t.as(FIN, { method: 'GET', url: `/api/royalty/list?months=${month}` })).json().rows;
    expect(afterRefund.find((r: { franchiseeId: number }) => r.franchiseeId === 2).collectedPaise).toBe(0);
    const widgetsAfter = (await t.as(A, { method: 'GET', url: `/api/dashboard/widgets?date=${day}` })).json().widgets;
    expect(widgetsAfter.find((w: { key: string }) => w.key === 'fees-collected-month').value).toBe(
      busInstallment.outstandingPaise,
    );
    await assertBalanced(t);
  });
});
