import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { A, B, FIN, assignHybrid, centreSetup } from './support.ts';

/**
 * The two screens behind an id: an enquiry's payments for finance's review (approve-payment-details/{enquiryID}) and
 * a concession's edit form (fee-Concession/edit/{concessionId}).
 */
let t: TestApp;
let year: number;
let nursery: number;
beforeAll(async () => {
  t = await startTestApp();
  ({ year, nursery } = await centreSetup(t));
});
afterAll(() => t.close());

describe("an enquiry's payments", () => {
  it('lists who paid, the head, amount, mode, reference and status; finance decides', async () => {
    const made = await t.as(A, {
      method: 'POST',
      url: '/api/enquiry',
      academicYearId: year,
      payload: {
        academicYearId: year,
        source: 'Walk-in',
        mobile: `95${String(process.pid % 1000).padStart(3, '0')}00001`,
        parentName: 'Farhan Qureshi',
        childName: 'Zoya Qureshi',
        childDob: '2022-05-20',
        classId: nursery,
        pincode: '560038',
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const enquiryId = made.json().id as number;
    const url = `/api/approve-payment/enquiries/${enquiryId}`;
    // Nothing asked yet: an empty page, not an error.
    expect((await t.as(FIN, { method: 'GET', url })).json()).toMatchObject({ requests: [], payments: [] });

    const sent = await t.as(A, {
      method: 'POST',
      url: `/api/enquiry/${enquiryId}/application`,
      payload: { feePaise: 50_000 },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const forms = (await t.as(A, { method: 'GET', url: `/api/enquiry/${enquiryId}/workflow` })).json().forms;
    const reference = forms.find((f: { formType: string }) => f.formType === 'APPLICATION').paymentReference;
    const cheque = await t.as(A, {
      method: 'POST',
      url: '/api/payments/offline',
      payload: {
        referenceId: reference,
        amountPaise: 50_000,
        mode: 'CHEQUE',
        instrumentNo: '004512',
        instrumentDate: '2026-11-20',
        bankName: 'Canara Bank',
      },
    });
    expect(cheque.statusCode, cheque.body).toBe(201);

    const details = await t.as(FIN, { method: 'GET', url });
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json().enquiry).toMatchObject({
      id: enquiryId,
      childName: 'Zoya Qureshi',
      parentName: 'Farhan Qureshi',
    });
    expect(details.json().requests).toMatchObject([{ referenceId: reference, amountPaise: 50_000, receivedPaise: 0 }]);
    expect(details.json().payments).toMatchObject([
      {
        id: cheque.json().id,
        feeHead: 'APPLICATION_FEE',
        amountPaise: 50_000,
        mode: 'CHEQUE',
        reference: '004512',
        instrumentDate: '2026-11-20',
        bankName: 'Canara Bank',
        status: 'APPROVAL_WAITING',
        receiptNo: null,
        receiptToken: null,
      },
    ]);
    expect(details.json().payments[0].payerName).toBeTruthy();

    expect((await t.as(B, { method: 'GET', url })).statusCode).toBe(404);
    expect((await t.as(FIN, { method: 'GET', url: '/api/approve-payment/enquiries/999999' })).statusCode).toBe(404);

    const approved = await t.as(FIN, { method: 'POST', url: `/api/approve-payment/${cheque.json().id}/approve` });
    expect(approved.statusCode, approved.body).toBe(200);
    const after = (await t.as(FIN, { method: 'GET', url })).json();
    expect(after.payments[0]).toMatchObject({ status: 'CONFIRMED', receiptNo: expect.stringMatching(/^RCP\/002\//) });
    expect(after.payments[0].receiptToken).toBeTruthy();
    expect(after.requests[0]).toMatchObject({ receivedPaise: 50_000 });
  });
});

describe('editing a concession', () => {
  it('reads it back, changes a pending one under the same checks, and leaves a decided one alone', async () => {
    const plan = await assignHybrid(t);
    const types = (await t.as(FIN, { method: 'GET', url: '/api/concession-type?pageSize=50' })).json().rows as {
      id: number;
      name: string;
    }[];
    const typeOf = (name: string) => types.find((x) => x.name === name)!.id;
    const asked = await t.as(A, {
      method: 'POST',
      url: '/api/fee-concessions',
      payload: {
        studentFeePlanId: plan.id,
        concessionTypeId: typeOf('Sibling Concession'),
        reason: 'Sibling studying at the centre',
      },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const url = `/api/fee-concessions/${asked.json().id}`;

    const read = await t.as(A, { method: 'GET', url });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({
      studentFeePlanId: plan.id,
      concessionType: 'Sibling Concession',
      reason: 'Sibling studying at the centre',
      amountPaise: 6_000_00,
      status: 'PENDING',
    });
    expect((await t.as(B, { method: 'GET', url })).statusCode).toBe(404);

    const edit = (payload: object, email = A) => t.as(email, { method: 'PUT', url, payload });
    // The type's own reasons and amount hold, as when asking.
    const badReason = await edit({ concessionTypeId: typeOf('Early Bird'), reason: 'Because' });
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json().message).toBe('Reason must be one of: Admission before 31 January');
    const tooMuch = await edit({
      concessionTypeId: typeOf('Early Bird'),
      reason: 'Admission before 31 January',
      amountPaise: 2_500_00,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe('Amount is more than this concession type allows (₹2,000.00)');
    const noReason = await edit({ concessionTypeId: typeOf('Early Bird'), reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(
      (await edit({ concessionTypeId: typeOf('Early Bird'), reason: 'Admission before 31 January' }, B)).statusCode,
    ).toBe(404);

    const saved = await edit({
      concessionTypeId: typeOf('Early Bird'),
      reason: 'Admission before 31 January',
      amountPaise: 1_500_00,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ concessionType: 'Early Bird', amountPaise: 1_500_00, status: 'PENDING' });
    // Read back as saved.
    expect((await t.as(A, { method: 'GET', url })).json()).toMatchObject({
      concessionType: 'Early Bird',
      reason: 'Admission before 31 January',
      amountPaise: 1_500_00,
    });

    // Once finance has decided, the concession stands as decided.
    expect(
      (await t.as(FIN, { method: 'POST', url: `/api/approve-concession/${asked.json().id}/approve` })).statusCode,
    ).toBe(200);
    const late = await edit({ concessionTypeId: typeOf('Early Bird'), reason: 'Admission before 31 January' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This concession is approved; only one waiting for finance can be changed');
    expect((await t.as(A, { method: 'GET', url })).json()).toMatchObject({ status: 'APPROVED', amountPaise: 1_500_00 });
  });
});
