import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { journalEntries } from '@portal/mod-ledger/server';
import { studentAdmissions } from '@portal/mod-students/server';
import { checkoutSignature, formFeePaymentConfirmed, hmacHex, paymentOverpayments, payments } from '../server/index.ts';
import {
  A,
  B,
  FIN,
  assertBalanced,
  centreSetup,
  childName,
  formOf,
  gatewayConfig,
  payOnline,
  system,
} from './support.ts';
import { walkInEnquiry, workflowOf } from './support.ts';

/**
 * Form fees (application, registration, admission) paid through their public payment
 * link, as an attacker would: a 1-paisa payment, a second full payment, a replayed
 * confirmation and webhook.
 */
let t: TestApp;
let year: number;
let yearStart: string;
let nursery: number;
beforeAll(async () => {
  t = await startTestApp();
  ({ year, yearStart, nursery } = await centreSetup(t));
});
afterAll(() => t.close());

let seq = 0;
const child = () => childName(seq);
const enquiry = () => walkInEnquiry(t, { year, nursery }, ++seq);

/** An enquiry whose application form asks for a fee: its payment link. */
async function applicationFee(feePaise: number) {
  const id = await enquiry();
  const sent = await t.as(A, { method: 'POST', url: `/api/enquiry/${id}/application`, payload: { feePaise } });
  expect(sent.statusCode, sent.body).toBe(201);
  return { enquiryId: id, reference: (await formOf(t, id, 'APPLICATION')).paymentReference };
}

/** An enquiry taken up to a submitted admission form whose fee is not paid yet. */
async function admissionAwaitingFee(feePaise: number) {
  const id = await enquiry();
  const post = (url: string, payload: Record<string, unknown>) => t.as(A, { method: 'POST', url, payload });
  expect((await post(`/api/enquiry/${id}/application`, { feePaise: 0 })).statusCode).toBe(201);
  const app = await formOf(t, id, 'APPLICATION');
  const filled = await t.app.inject({
    method: 'POST',
    url: `/api/public/application-form/${app.refId}`,
    payload: {
      childName: child(),
      childDob: '2022-05-20',
      gender: 'FEMALE',
      fatherName: 'Farhan Qureshi',
      fatherMobile: '9845012345',
      motherName: 'Sana Qureshi',
      email: 'farhan.qureshi@example.in',
      address: '7, 3rd Cross, Indiranagar',
      pincode: '560038',
    },
  });
  expect(filled.json(), filled.body).toMatchObject({ status: 'COMPLETED' });
  expect((await post(`/api/enquiry/${id}/registration`, { feePaise: 0 })).statusCode).toBe(201);
  const reg = await t.as(A, {
    method: 'PUT',
    url: `/api/enquiry/${id}/registration`,
    payload: {
      bloodGroup: 'O+',
      emergencyContactName: 'Sana Qureshi',
      emergencyContactMobile: '9845012346',
      authorisedPickup: 'Sana Qureshi',
      preferredStartDate: new Date(Date.now() + 86_400_000 * 7).toISOString().slice(0, 10),
    },
  });
  expect(reg.json(), reg.body).toMatchObject({ status: 'COMPLETED' });
  expect((await post(`/api/enquiry/${id}/admission`, { feePaise })).statusCode).toBe(201);
  const adm = await formOf(t, id, 'ADMISSION');
  const data = (await t.app.inject({ method: 'GET', url: `/api/public/forms/${adm.refId}` })).json().data;
  const submitted = await t.app.inject({
    method: 'POST',
    url: `/api/public/admission-form/${adm.refId}`,
    payload: { ...data, gender: 'FEMALE', admissionDate: yearStart },
  });
  expect(submitted.json(), submitted.body).toMatchObject({ status: 'SUBMITTED' });
  return { enquiryId: id, reference: adm.paymentReference, refId: adm.refId };
}

const order = async (referenceId: string, amountPaise?: number) => {
  const res = await t.as(null, {
    method: 'POST',
    url: '/api/public/payments/order',
    payload: { referenceId, ...(amountPaise !== undefined ? { amountPaise } : {}) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { orderId: string; amount: number };
};
const verify = async (orderId: string, paymentId = `pay_${orderId.slice(6)}`) =>
  t.as(null, {
    method: 'POST',
    url: '/api/public/payments/verify',
    payload: {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: checkoutSignature(await gatewayConfig(t), orderId, paymentId),
    },
  });
const paymentsFor = (referenceId: string) =>
  t.db.db.select().from(payments).where(eq(payments.referenceId, referenceId)).orderBy(payments.id);
const overpaymentsFor = (referenceId: string) =>
  t.db.db.select().from(paymentOverpayments).where(eq(paymentOverpayments.referenceId, referenceId));
/** Journal entries posted for any payment of the reference (one per settlement). */
const postingsFor = async (referenceId: string) => {
  const ids = (await paymentsFor(referenceId)).map((p) => p.id);
  const rows = await t.db.db
    .select({ reference: journalEntries.reference })
    .from(journalEntries)
    .where(like(journalEntries.reference, 'payment:%'));
  return rows.filter((r) => ids.includes(Number(r.reference.slice('payment:'.length))));
};

describe('an underpaid form fee', () => {
  it('stays due with the amount received shown, and neither completes the form nor admits the child', async () => {
    const adm = await admissionAwaitingFee(2_500_000);
    const { verify: paid } = await payOnline(t, adm.reference, undefined, 1);
    expect(paid!.statusCode, paid!.body).toBe(200);
    // The payment is confirmed with its receipt; the fee is not settled by it.
    expect(paid!.json()).toMatchObject({
      status: 'CONFIRMED',
      fee: { receivedPaise: 1, settled: false, formCompleted: false },
    });

    // The form still waits for its fee; nobody is admitted; the stage has not moved.
    const form = await formOf(t, adm.enquiryId, 'ADMISSION');
    expect(form).toMatchObject({ status: 'SUBMITTED', paymentStatus: 'INITIATED', paymentReceivedPaise: 1 });
    const flow = await workflowOf(t, adm.enquiryId);
    expect(flow.student).toBeNull();
    expect(flow.enquiry.stage).toBe('Admission Form Completed');
    // The family's page and the centre's payment screen show what came in and what is still due.
    const open = (await t.app.inject({ method: 'GET', url: `/api/public/forms/${adm.refId}` })).json();
    expect(open.fee).toMatchObject({ amountPaise: 2_500_000, receivedPaise: 1, status: 'INITIATED' });
    const staff = (await t.as(A, { method: 'GET', url: `/api/payment-links/reference/${adm.reference}` })).json();
    expect(staff.request).toMatchObject({ amountPaise: 2_500_000, receivedPaise: 1, status: 'INITIATED' });
    expect(staff.request.due.duePaise).toBe(2_499_999);

    // More than what is still due is refused up front; the rest settles it and admits the child.
    const over = await t.as(null, {
      method: 'POST',
      url: '/api/public/payments/order',
      payload: { referenceId: adm.reference, amountPaise: 2_500_000 },
    });
    expect(over.statusCode).toBe(400);
    const rest = await order(adm.reference);
    expect(rest.amount).toBe(2_499_999);
    expect((await verify(rest.orderId)).json()).toMatchObject({
      status: 'CONFIRMED',
      fee: { receivedPaise: 2_500_000, settled: true, formCompleted: true },
    });
    expect(await formOf(t, adm.enquiryId, 'ADMISSION')).toMatchObject({
      status: 'COMPLETED',
      paymentStatus: 'CONFIRMED',
      paymentReceivedPaise: 2_500_000,
    });
    const after = await workflowOf(t, adm.enquiryId);
    expect(after.student).not.toBeNull();
    expect(after.enquiry.stage).toBe('Admission Confirmed');
    await assertBalanced(t);
  });
});

describe('a form fee paid twice', () => {
  it('settles once; a second capture is an overpayment finance sees, fenced by centre, marked refunded', async () => {
    const fee = await applicationFee(50_000);
    // Two orders for the whole fee, both opened while it was due.
    const first = await order(fee.reference);
    const second = await order(fee.reference);
    expect((await verify(first.orderId)).statusCode).toBe(200);
    const again = await verify(second.orderId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This fee has already been paid');

    const rows = await paymentsFor(fee.reference);
    expect(rows.map((p) => p.status)).toEqual(['CONFIRMED', 'FAILED']);
    expect(rows.filter((p) => p.receiptNo !== null)).toHaveLength(1);
    expect(rows[1].failureReason).toBe('This fee has already been paid; refund due');
    expect(await postingsFor(fee.reference)).toHaveLength(1);
    expect((await formOf(t, fee.enquiryId, 'APPLICATION')).paymentReceivedPaise).toBe(50_000);

    // Finance's list: amount, payer reference, reason; another centre does not see it.
    const list = await t.as(FIN, { method: 'GET', url: `/api/overpayment?status=REFUND_DUE&q=${fee.reference}` });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().rows).toHaveLength(1);
    const held = list.json().rows[0];
    expect(held).toMatchObject({
      referenceId: fee.reference,
      referenceType: 'APPLICATION_FORM',
      amountPaise: 50_000,
      status: 'REFUND_DUE',
      payerName: 'Farhan Qureshi',
      franchiseeId: 2,
    });
    // The centre it was paid to sees it too; another centre neither finds it nor lists it.
    const own = await t.as(A, { method: 'GET', url: `/api/overpayment?q=${fee.reference}` });
    expect(own.json().rows.map((r: { id: number }) => r.id)).toEqual([held.id]);
    expect((await t.as(B, { method: 'GET', url: `/api/overpayment/${held.id}` })).statusCode).toBe(404);
    expect((await t.as(B, { method: 'GET', url: `/api/overpayment?q=${fee.reference}` })).json().rows).toEqual([]);
    // Rows are written by the payment flow only.
    expect((await t.as(FIN, { method: 'POST', url: '/api/overpayment', payload: {} })).statusCode).toBe(404);
    expect((await t.as(FIN, { method: 'PUT', url: `/api/overpayment/${held.id}`, payload: {} })).statusCode).toBe(404);

    // Only finance marks it refunded, with the refund's reference, once.
    const refund = (email: string, payload: Record<string, unknown>) =>
      t.as(email, { method: 'POST', url: `/api/overpayment/${held.id}/refund`, payload });
    expect((await refund(A, { refundReference: 'rfnd_A1' })).statusCode).toBe(403);
    expect((await refund(B, { refundReference: 'rfnd_B1' })).statusCode).toBe(403);
    const noRef = await refund(FIN, {});
    expect(noRef.statusCode).toBe(400);
    expect(noRef.json().message).toMatch(/Refund reference is required/);
    const done = await refund(FIN, { refundReference: 'rfnd_Q7s1' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'REFUNDED', refundReference: 'rfnd_Q7s1' });
    expect((await refund(FIN, { refundReference: 'rfnd_Q7s1' })).statusCode).toBe(409);
    await assertBalanced(t);
  });

  it('refuses an offline recording for a settled fee', async () => {
    const fee = await applicationFee(30_000);
    const o = await order(fee.reference);
    expect((await verify(o.orderId)).statusCode).toBe(200);
    const cash = await t.as(A, {
      method: 'POST',
      url: '/api/payments/offline',
      payload: { referenceId: fee.reference, amountPaise: 30_000, mode: 'CASH' },
    });
    expect(cash.statusCode).toBe(409);
    expect(cash.json().message).toBe('Nothing is due on this payment link');
  });
});

describe('a replayed confirmation or webhook for a paid fee', () => {
  const webhook = async (orderId: string, paymentId: string, amount: number, eventId: string) => {
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: paymentId, order_id: orderId, amount, status: 'captured' } } },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      payload: body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmacHex((await gatewayConfig(t)).webhookSecret, body),
        'x-razorpay-event-id': eventId,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().status as string;
  };

  it('never issues a second settlement, and holds the money once', async () => {
    const fee = await applicationFee(75_000);
    const one = await order(fee.reference);
    const two = await order(fee.reference);
    expect(await webhook(one.orderId, 'pay_hook_one', 75_000, 'evt_ff_1')).toBe('confirmed');
    expect(await webhook(two.orderId, 'pay_hook_two', 75_000, 'evt_ff_2')).toBe('refused');
    // Redelivered, delivered under a new event id, then confirmed by the browser: nothing more.
    expect(await webhook(two.orderId, 'pay_hook_two', 75_000, 'evt_ff_2')).toBe('duplicate');
    expect(await webhook(two.orderId, 'pay_hook_two', 75_000, 'evt_ff_3')).toBe('refused');
    expect(await webhook(one.orderId, 'pay_hook_one', 75_000, 'evt_ff_4')).toBe('already-confirmed');
    expect((await verify(two.orderId, 'pay_hook_two')).statusCode).toBe(409);
    const replay = await verify(one.orderId, 'pay_hook_one');
    expect(replay.json()).toMatchObject({ alreadyConfirmed: true });

    const rows = await paymentsFor(fee.reference);
    expect(rows.map((p) => p.status)).toEqual(['CONFIRMED', 'FAILED']);
    expect(rows.filter((p) => p.receiptNo !== null)).toHaveLength(1);
    expect(await postingsFor(fee.reference)).toHaveLength(1);
    const held = await overpaymentsFor(fee.reference);
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ paymentId: rows[1].id, amountPaise: 75_000, gatewayPaymentId: 'pay_hook_two' });
    expect(rows[1].failureReason).toBe('This fee has already been paid; refund due');
    expect((await formOf(t, fee.enquiryId, 'APPLICATION')).paymentReceivedPaise).toBe(75_000);
    await assertBalanced(t);
  });

  it('lets exactly one of five concurrent full payments settle the fee', async () => {
    const fee = await applicationFee(40_000);
    const orders = [];
    for (let i = 0; i < 5; i++) orders.push(await order(fee.reference));
    const answers = await Promise.all(orders.map((o) => verify(o.orderId)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(4);
    expect(await postingsFor(fee.reference)).toHaveLength(1);
    expect(await overpaymentsFor(fee.reference)).toHaveLength(4);
    expect((await formOf(t, fee.enquiryId, 'APPLICATION')).paymentReceivedPaise).toBe(40_000);
    await assertBalanced(t);
  });
});

describe('test mode (switched on by the test harness)', () => {
  it('refuses a checkout or a webhook signed with the secrets once written in the source', async () => {
    const fee = await applicationFee(20_000);
    const o = await order(fee.reference);
    const cfg = await gatewayConfig(t);
    const forged = await t.as(null, {
      method: 'POST',
      url: '/api/public/payments/verify',
      payload: {
        razorpay_order_id: o.orderId,
        razorpay_payment_id: 'pay_forged1',
        razorpay_signature: checkoutSignature(
          { ...cfg, keySecret: 'portal-local-test-key-secret' },
          o.orderId,
          'pay_forged1',
        ),
      },
    });
    expect(forged.statusCode).toBe(400);
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_forged2', order_id: o.orderId, amount: 20_000 } } },
    });
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      payload: body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmacHex('portal-local-test-webhook-secret', body),
        'x-razorpay-event-id': 'evt_forged_ff',
      },
    });
    expect(hook.statusCode).toBe(400);
    expect((await paymentsFor(fee.reference)).map((p) => p.status)).toEqual(['INITIATED']);
    expect((await formOf(t, fee.enquiryId, 'APPLICATION')).paymentReceivedPaise).toBe(0);
  });
});

describe('the payment-confirmed workflow', () => {
  it('settles, completes and admits in the caller’s transaction, and undoes it all with that transaction', async () => {
    const adm = await admissionAwaitingFee(1_000_000);
    const admissionsBefore = (await t.db.db.select({ id: studentAdmissions.id }).from(studentAdmissions)).length;
    const rollback = new Error('rolled back on purpose');
    const outcomes: unknown[] = [];
    await expect(
      t.db.db.transaction(async (tx) => {
        const ctx = { ...system(t), db: tx };
        outcomes.push(
          await formFeePaymentConfirmed(ctx, { referenceId: adm.reference, amountPaise: 400_000, mode: 'CASH' }),
        );
        outcomes.push(
          await formFeePaymentConfirmed(ctx, { referenceId: adm.reference, amountPaise: 600_000, mode: 'ONLINE' }),
        );
        // Inside the transaction the child is admitted...
        expect((await tx.select({ id: studentAdmissions.id }).from(studentAdmissions)).length).toBe(
          admissionsBefore + 1,
        );
        // ...and a further payment for the settled fee is refused.
        await expect(
          formFeePaymentConfirmed(ctx, { referenceId: adm.reference, amountPaise: 1, mode: 'ONLINE' }),
        ).rejects.toMatchObject({ statusCode: 409, message: 'This fee has already been paid' });
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(outcomes).toEqual([
      { receivedPaise: 400_000, settled: false, formCompleted: false },
      { receivedPaise: 1_000_000, settled: true, formCompleted: true },
    ]);
    // Nothing of it outlived the transaction: no admission, the fee and the form as they were.
    expect((await t.db.db.select({ id: studentAdmissions.id }).from(studentAdmissions)).length).toBe(admissionsBefore);
    expect(await formOf(t, adm.enquiryId, 'ADMISSION')).toMatchObject({
      status: 'SUBMITTED',
      paymentStatus: 'INITIATED',
      paymentReceivedPaise: 0,
    });
    expect((await workflowOf(t, adm.enquiryId)).student).toBeNull();
  });
});
