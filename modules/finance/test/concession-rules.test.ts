import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, todayInIndia } from '@portal/core';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { chargeLateFees } from '../server/charges/late-fees.service.ts';
import { studentCharges, studentInstallments } from '../server/schema.ts';
import { A, FIN, SUPER, approvedPlan, assertBalanced, centreSetup, payOnline, system } from './support.ts';

/**
 * Fee rules: the sibling and staff-child concessions when a plan is assigned, the early-payment one when an
 * installment paid early is confirmed (never to a family with an earlier installment overdue); each once, through the
 * concession service (caps, approval, ledger). And the centre's late fee, charged by the daily sweep.
 */
let t: TestApp;
let yearStart = '';
let year = 0;
let hybridClass = 0;
beforeAll(async () => {
  t = await startTestApp();
  ({ year, yearStart } = await centreSetup(t));
  const classes = (await t.as(A, { method: 'GET', url: '/api/class?pageSize=50' })).json().rows as {
    id: number;
    classCategory: string;
  }[];
  hybridClass = classes.find((c) => c.classCategory === 'Hybrid')!.id;
});
afterAll(() => t.close());

/** A child admitted at centre 2 in a Hybrid class from the year's first day, with the parent's mobile. */
async function admit(first: string, parentMobile: string, admissionDate = yearStart) {
  const s = await t.as(A, {
    method: 'POST',
    url: '/api/student',
    payload: { firstName: first, lastName: 'Rao', dateOfBirth: '2022-02-02', gender: 'MALE', parentMobile },
  });
  expect(s.statusCode, s.body).toBe(201);
  const a = await t.as(A, {
    method: 'POST',
    url: '/api/student-admission',
    payload: { studentId: s.json().id, academicYearId: year, classId: hybridClass, admissionDate },
  });
  expect(a.statusCode, a.body).toBe(201);
  return a.json().id as number;
}

/** Assigns centre 2's Hybrid plan; answers the centre's view of the plan (its concessions included). */
async function assign(studentAdmissionId: number) {
  const planId = await approvedPlan(t, A, 'Hybrid annual plan');
  const res = await t.as(A, {
    method: 'POST',
    url: `/api/fee-plans/${planId}/assign`,
    payload: { studentAdmissionId },
  });
  expect(res.statusCode, res.body).toBe(201);
  return account(studentAdmissionId);
}

type Plan = {
  id: number;
  referenceId: string;
  totalPaise: number;
  concessionPaise: number;
  paidPaise: number;
  outstandingPaise: number;
  installments: { id: number; amountPaise: number; concessionPaise: number; outstandingPaise: number }[];
  concessions: { id: number; rule: string | null; concessionType: string; amountPaise: number; status: string }[];
};
async function account(studentAdmissionId: number): Promise<Plan> {
  const res = await t.as(A, { method: 'GET', url: `/api/student-account/${studentAdmissionId}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().plans[0];
}

async function setRuleApproval(on: boolean) {
  const settings = (await t.as(SUPER, { method: 'GET', url: '/api/fee-setting?franchiseeId=2' })).json().rows[0];
  const res = await t.as(SUPER, {
    method: 'PUT',
    url: `/api/fee-setting/${settings.id}`,
    payload: { ruleConcessionApproval: on },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/**
 * Moves the plan's installments to fall due these many days from today, in order; the ones after them a month apart
 * after the last, so that only the installments named can be overdue.
 */
async function dueInDays(installments: { id: number }[], days: number[]) {
  const today = todayInIndia();
  for (const [i, inst] of installments.entries()) {
    const offset = i < days.length ? days[i] : days[days.length - 1] + 30 * (i - days.length + 1);
    await t.db.db
      .update(studentInstallments)
      .set({ dueDate: addDays(today, offset) })
      .where(eq(studentInstallments.id, inst.id));
  }
}

/** The figures agree: billed less conceded less paid is what is owed, on the plan and on every installment. */
async function expectConsistent(studentAdmissionId: number) {
  const plan = await account(studentAdmissionId);
  expect(plan.outstandingPaise).toBe(plan.totalPaise - plan.concessionPaise - plan.paidPaise);
  const approved = plan.concessions.filter((c) => c.status === 'APPROVED').reduce((a, c) => a + c.amountPaise, 0);
  expect(plan.concessionPaise).toBe(approved);
  await assertBalanced(t);
}

describe('sibling concession by rule', () => {
  it('gives the second child of a family the concession, not the first; it waits for finance', async () => {
    const first = await admit('Arjun', '9700011101');
    const second = await admit('Kiran', '9700011101');
    const elder = await assign(first);
    expect(elder.concessions).toEqual([]);
    const younger = await assign(second);
    expect(younger.concessions).toHaveLength(1);
    const [c] = younger.concessions;
    // Centre 2's seeded rule: 10% of the plan, ₹10,000 at most; the centre wants finance to approve it.
    expect(c).toMatchObject({
      rule: 'SIBLING',
      concessionType: 'Sibling concession (by rule)',
      amountPaise: Math.min(Math.round(younger.totalPaise / 10), 10_000_00),
      status: 'PENDING',
    });
    expect(younger.concessionPaise).toBe(0);
    const waiting = (await t.as(FIN, { method: 'GET', url: '/api/approve-concession/list?status=PENDING' })).json();
    expect(waiting.rows.map((r: { id: number }) => r.id)).toContain(c.id);
    // A rule's concession is not changed by hand; finance approves it as any other, and it is posted.
    const edit = await t.as(A, { method: 'PUT', url: `/api/fee-concessions/${c.id}`, payload: {} });
    expect(edit.statusCode).toBeGreaterThanOrEqual(400);
    expect(edit.statusCode).toBeLessThan(500);
    const ok = await t.as(FIN, { method: 'POST', url: `/api/approve-concession/${c.id}/approve`, payload: {} });
    expect(ok.statusCode, ok.body).toBe(200);
    const after = await account(second);
    expect(after.concessionPaise).toBe(c.amountPaise);
    expect(after.concessions[0].status).toBe('APPROVED');
    await expectConsistent(second);
    // The rule is not asked by hand on top of it.
    const types = (await t.as(A, { method: 'GET', url: '/api/concession-type?pageSize=50' })).json().rows;
    const rule = types.find((x: { name: string }) => x.name === 'Sibling concession (by rule)');
    const byHand = await t.as(A, {
      method: 'POST',
      url: '/api/fee-concessions',
      payload: { studentFeePlanId: after.id, concessionTypeId: rule.id, reason: 'Sibling' },
    });
    expect(byHand.statusCode).toBe(400);
    // The centre's concession form offers only the manual types.
    const manual = (await t.as(A, { method: 'GET', url: '/api/concession-type?rule=MANUAL&pageSize=50' })).json().rows;
    expect(manual.map((x: { name: string }) => x.name)).toContain('Sibling Concession');
    expect(manual.map((x: { name: string }) => x.name)).not.toContain('Sibling concession (by rule)');
  });
});

describe('staff-child concession by rule', () => {
  it("gives a staff member's child the concession, posted at once where rules need no approval", async () => {
    const type = await t.as(SUPER, {
      method: 'POST',
      url: '/api/concession-type',
      payload: { name: 'Staff child (by rule)', kind: 'AMOUNT', amountPaise: 3_000_00, rule: 'STAFF_CHILD' },
    });
    expect(type.statusCode, type.body).toBe(201);
    const member = await t.as(A, {
      method: 'POST',
      url: '/api/staff',
      payload: {
        firstName: 'Lakshmi',
        lastName: 'Rao',
        mobile: '9700022202',
        staffCategory: 'TEACHER',
        designation: 'Teacher',
        joiningDate: '2025-06-01',
      },
    });
    expect(member.statusCode, member.body).toBe(201);
    expect(
      (await t.as(A, { method: 'POST', url: `/api/staff/${member.json().id}/approve`, payload: {} })).statusCode,
    ).toBe(200);
    await setRuleApproval(false);
    try {
      const dev = await admit('Dev', '9700022202');
      const staffChild = await assign(dev);
      expect(staffChild.concessions).toMatchObject([
        { rule: 'STAFF_CHILD', concessionType: 'Staff child (by rule)', amountPaise: 3_000_00, status: 'APPROVED' },
      ]);
      expect(staffChild.concessionPaise).toBe(3_000_00);
      // Another family's child gets nothing.
      const other = await assign(await admit('Ravi', '9700033303'));
      expect(other.concessions).toEqual([]);
      await expectConsistent(dev);
    } finally {
      await setRuleApproval(true);
    }
  });
});

describe('early-payment concession by rule', () => {
  it('gives an installment paid in full early the concession once, and a late one none', async () => {
    const type = await t.as(SUPER, {
      method: 'POST',
      url: '/api/concession-type',
      payload: {
        name: 'Early payment (by rule)',
        kind: 'PERCENT',
        percentBp: 500,
        rule: 'EARLY_PAYMENT',
        earlyDays: 10,
        feeHeads: ['tuition'],
        franchiseeId: 2,
      },
    });
    expect(type.statusCode, type.body).toBe(201);
    expect(type.json().feeHeads).toEqual(['TUITION']);
    await setRuleApproval(false);
    try {
      const child = await admit('Isha', '9700044404');
      const plan = await assign(child);
      const [late, early] = plan.installments;
      // One installment fell due yesterday (paid late), another falls due in a month (paid early).
      await dueInDays(plan.installments, [-1, 30]);

      // Paid late first: no concession for it.
      const paidLate = await payOnline(t, plan.referenceId, late.id, late.outstandingPaise);
      expect(paidLate.verify?.statusCode, paidLate.verify?.body).toBe(200);
      expect((await account(child)).concessions.filter((c) => c.rule === 'EARLY_PAYMENT')).toEqual([]);

      const paid = await payOnline(t, plan.referenceId, early.id);
      expect(paid.verify?.statusCode, paid.verify?.body).toBe(200);
      const now = await account(child);
      const given = now.concessions.filter((c) => c.rule === 'EARLY_PAYMENT');
      expect(given).toMatchObject([{ amountPaise: Math.round(early.amountPaise * 0.05), status: 'APPROVED' }]);
      expect(now.concessionPaise).toBe(given[0].amountPaise);
      // The paid installment took none of it: it is spread over what is still owed.
      expect(now.installments.find((i) => i.id === early.id)!.concessionPaise).toBe(0);
      // Verifying the same payment again gives nothing more.
      const again = await t.as(null, {
        method: 'POST',
        url: '/api/public/payments/verify',
        payload: {
          razorpay_order_id: paid.order.json().orderId,
          razorpay_payment_id: paid.paymentId,
          razorpay_signature: paid.signature,
        },
      });
      expect(again.statusCode, again.body).toBe(200);
      expect((await account(child)).concessions.filter((c) => c.rule === 'EARLY_PAYMENT')).toHaveLength(1);
      await expectConsistent(child);
    } finally {
      await setRuleApproval(true);
    }
  });

  it('gives none for an installment paid early while an earlier one is overdue', async () => {
    await setRuleApproval(false);
    try {
      const child = await admit('Meera', '9700055505');
      const plan = await assign(child);
      const early = plan.installments[1];
      await dueInDays(plan.installments, [-20, 30]);

      const paid = await payOnline(t, plan.referenceId, early.id);
      expect(paid.verify?.statusCode, paid.verify?.body).toBe(200);
      const now = await account(child);
      expect(now.installments.find((i) => i.id === early.id)!.outstandingPaise).toBe(0);
      expect(now.concessions.filter((c) => c.rule === 'EARLY_PAYMENT')).toEqual([]);
      await expectConsistent(child);
    } finally {
      await setRuleApproval(true);
    }
  });
});

describe('late fee by rule', () => {
  async function setLateFee(lateFeePaise: number, lateFeeGraceDays: number) {
    const settings = (await t.as(SUPER, { method: 'GET', url: '/api/fee-setting?franchiseeId=2' })).json().rows[0];
    const res = await t.as(SUPER, {
      method: 'PUT',
      url: `/api/fee-setting/${settings.id}`,
      payload: { lateFeePaise, lateFeeGraceDays },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const lateFees = async (child: number) =>
    (await t.db.db.select().from(studentCharges).where(eq(studentCharges.studentAdmissionId, child))).filter((c) =>
      c.sourceKey.startsWith('late-fee:'),
    );

  it("charges the centre's late fee once per installment on the first day past grace, never when paid", async () => {
    await setLateFee(100_00, 5);
    const child = await admit('Tara', '9700066606');
    const plan = await assign(child);
    const [first, second, third] = plan.installments;
    const today = todayInIndia();
    const due = { [first.id]: addDays(today, -6), [second.id]: addDays(today, -5), [third.id]: addDays(today, -40) };
    for (const [id, dueDate] of Object.entries(due))
      await t.db.db
        .update(studentInstallments)
        .set({ dueDate })
        .where(eq(studentInstallments.id, Number(id)));
    // The third is paid, though late: it owes nothing, so no fee.
    const paid = await payOnline(t, plan.referenceId, third.id, third.outstandingPaise);
    expect(paid.verify?.statusCode, paid.verify?.body).toBe(200);

    const now = new Date();
    expect(await chargeLateFees(system(t), now)).toBeGreaterThanOrEqual(1);
    let charged = await lateFees(child);
    // The first is 6 days past due with 5 days' grace: charged; the second is still within grace.
    expect(charged.map((c) => [c.sourceKey, c.amountPaise, c.chargeDate])).toEqual([
      [`late-fee:installment:${first.id}`, 100_00, addDays(due[first.id]!, 6)],
    ]);
    // The next day the second passes its grace; the first is not charged again.
    await chargeLateFees(system(t), new Date(now.getTime() + 86_400_000));
    await chargeLateFees(system(t), new Date(now.getTime() + 86_400_000));
    charged = await lateFees(child);
    expect(charged.map((c) => c.sourceKey).sort()).toEqual(
      [`late-fee:installment:${first.id}`, `late-fee:installment:${second.id}`].sort(),
    );
    await assertBalanced(t);
    await setLateFee(0, 7);
  });

  it('refuses a grace of more than 90 days in words', async () => {
    const settings = (await t.as(SUPER, { method: 'GET', url: '/api/fee-setting?franchiseeId=2' })).json().rows[0];
    const res = await t.as(SUPER, {
      method: 'PUT',
      url: `/api/fee-setting/${settings.id}`,
      payload: { lateFeeGraceDays: 400 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/Days after the due date before the late fee/);
  });
});
