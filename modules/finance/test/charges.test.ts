import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { todayInIndia } from '@portal/core';
import { onFiguresWritten } from '@portal/kit';
import { feeHeads, journalEntries, journalLines } from '@portal/mod-ledger/server';
import { adminUsers } from '@portal/mod-users/server';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { chargeChild, checkoutSignature, childMoney, collectedTotal, reverseCharge } from '../server/index.ts';
import { A, B, assertBalanced, gatewayConfig, system } from './support.ts';

const PARENT = 'parent@demo.school';
const PARENT2 = 'parent2@demo.school';

let t: TestApp;
let child: number;
let otherChild: number;
let lateHead: number;
const written: string[] = [];
beforeAll(async () => {
  t = await startTestApp();
  const linked = async (email: string) =>
    (await t.db.db.select().from(adminUsers).where(eq(adminUsers.email, email)))[0]!.studentAdmissionId!;
  child = await linked(PARENT);
  otherChild = await linked(PARENT2);
  lateHead = (await t.db.db.select().from(feeHeads).where(eq(feeHeads.code, 'LATE_PICKUP')))[0]!.id;
  onFiguresWritten(async (_ctx, keys) => void written.push(...keys));
});
afterAll(() => t.close());

let n = 0;
/** A fresh late-pickup charge of ₹200 on a child's account, as the centre's day bills it. */
const charge = (studentAdmissionId: number, amountPaise = 20_000) =>
  chargeChild(system(t), {
    franchiseeId: 2,
    studentAdmissionId,
    feeHeadId: lateHead,
    chargeDate: todayInIndia(),
    description: `Late pickup: ${++n} minutes after closing`,
    amountPaise,
    sourceKey: `test-charge:${studentAdmissionId}:${n}`,
  });

const order = (email: string | null, payload: object) =>
  t.as(email, { method: 'POST', url: '/api/student-account/charges/order', payload });

/** Checkout's result for an order, signed as the gateway signs it, sent to the public verify. */
async function verify(orderId: string) {
  const cfg = await gatewayConfig(t);
  const paymentId = `pay_${Math.random().toString(36).slice(2, 16)}`;
  return t.as(null, {
    method: 'POST',
    url: '/api/public/payments/verify',
    payload: {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: checkoutSignature(cfg, orderId, paymentId),
    },
  });
}

const account = async (email: string) => (await t.as(email, { method: 'GET', url: '/api/student-account/me' })).json();

describe('one-off charges paid online', () => {
  it('a parent pays a late-pickup charge in full: Paid with its receipt, posted, and the figures move', async () => {
    const made = await charge(child);
    const before = await childMoney(system(t), child);
    const today = todayInIndia();
    const collectedBefore = await collectedTotal(system(t), { studentAdmissionId: child, from: today, to: today });

    const opened = await order(PARENT, { chargeId: made.id });
    expect(opened.statusCode, opened.body).toBe(201);
    expect(opened.json()).toMatchObject({
      amount: 20_000,
      currency: 'INR',
      testMode: true,
      description: 'Late pickup',
    });
    written.length = 0;
    const paid = await verify(opened.json().orderId);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'CONFIRMED', alreadyConfirmed: false });
    expect(paid.json().receiptNo).toMatch(/^RCP\/002\//);
    expect(written).toEqual(expect.arrayContaining(['fees.collected', 'fees.outstanding']));

    // The account shows it paid with its receipt, and owes ₹200 less.
    const shown = (await account(PARENT)).charges.find((c: { id: number }) => c.id === made.id);
    expect(shown).toMatchObject({ status: 'PAID', receiptNo: paid.json().receiptNo });
    const pdf = await t.as(null, { method: 'GET', url: `/api/public/receipts/${shown.receiptToken}` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    const after = await childMoney(system(t), child);
    expect(after.billedPaise).toBe(before.billedPaise);
    expect(after.paidPaise).toBe(before.paidPaise + 20_000);
    expect(after.outstandingPaise).toBe(before.outstandingPaise - 20_000);
    expect(await collectedTotal(system(t), { studentAdmissionId: child, from: today, to: today })).toBe(
      collectedBefore + 20_000,
    );

    // Posted as a payment: the nodal account in, the child's receivable out on the late-pickup head; the charge's own
    // posting stays as it was.
    const [entry] = await t.db.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.reference, `payment:${opened.json().paymentId}`));
    const lines = await t.db.db.select().from(journalLines).where(eq(journalLines.entryId, entry!.id));
    expect(lines.find((l) => l.credit > 0)).toMatchObject({
      credit: 20_000,
      studentAdmissionId: child,
      tag: 'LATE_PICKUP',
    });
    const chargeLines = await t.db.db.select().from(journalLines).where(eq(journalLines.entryId, made.journalEntryId));
    expect(chargeLines.map((l) => l.debit + l.credit)).toEqual([20_000, 20_000]);
    await assertBalanced(t);

    // Paid money is not waived: a refund would give it back.
    await expect(reverseCharge(system(t), made.id, 'Traffic jam')).rejects.toThrow(
      'This charge has been paid; it can no longer be waived',
    );
  });

  it('is paid once: a second order is refused, and money captured on an older order is held for a refund', async () => {
    const made = await charge(child);
    const first = await order(PARENT, { chargeId: made.id });
    const second = await order(PARENT, { chargeId: made.id });
    expect(second.statusCode, second.body).toBe(201);
    expect((await verify(first.json().orderId)).statusCode).toBe(200);

    const again = await order(PARENT, { chargeId: made.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This charge has already been paid');
    const late = await verify(second.json().orderId);
    expect(late.statusCode).toBe(409);
    const held = (await t.as(A, { method: 'GET', url: '/api/overpayment' })).json();
    expect(held.rows ?? held).toEqual(
      expect.arrayContaining([expect.objectContaining({ referenceId: `charge-${made.id}`, amountPaise: 20_000 })]),
    );
    const paid = (await account(PARENT)).charges.filter((c: { id: number }) => c.id === made.id);
    expect(paid).toMatchObject([{ status: 'PAID' }]);
    await assertBalanced(t);
  });

  it("refuses another family's charge, another centre's, and anyone not signed in", async () => {
    const made = await charge(child);
    for (const email of [PARENT2, B]) {
      const res = await order(email, { chargeId: made.id });
      expect(res.statusCode, `${email}: ${res.body}`).toBe(404);
    }
    expect((await order(null, { chargeId: made.id })).statusCode).toBe(401);
    // The parent's other family pays their own.
    const own = await charge(otherChild);
    expect((await order(PARENT2, { chargeId: own.id })).statusCode).toBe(201);
    expect((await account(PARENT)).charges.find((c: { id: number }) => c.id === made.id).status).toBe('DUE');
  });

  it('takes exactly the amount charged, and nothing on a waived charge', async () => {
    const made = await charge(child);
    for (const amountPaise of [10_000, 20_001, 0]) {
      const res = await order(PARENT, { chargeId: made.id, amountPaise });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('A charge is paid in full: ₹200.00');
    }
    expect((await order(PARENT, { chargeId: made.id, amountPaise: 20_000 })).statusCode).toBe(201);

    const waived = await charge(child);
    await reverseCharge(system(t), waived.id, 'Road closed');
    const res = await order(PARENT, { chargeId: waived.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This charge was waived; nothing is due on it');
  });
});
