import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { anonymousContext } from '@portal/kit';
import { onPaymentConfirmed } from '../server/index.ts';
import { A, B, COUNSELLOR, classId, currentYearId, mobile, newEnquiry } from './helpers.ts';

let t: TestApp;
let year: number;
let nursery: number;
let yearStart: string;
beforeAll(async () => {
  t = await startTestApp();
  year = await currentYearId(t);
  nursery = await classId(t, 'Nursery');
  yearStart = (await t.as(A, { method: 'GET', url: `/api/academic-year/${year}` })).json().startDate;
});
afterAll(() => t.close());

const flow = async (id: number) => (await t.as(A, { method: 'GET', url: `/api/enquiry/${id}/workflow` })).json();
const form = (f: { forms: { formType: string }[] }, type: string) =>
  f.forms.find((x) => x.formType === type) as unknown as Record<string, unknown> & {
    refId: string;
    status: string;
    paymentRequestId: number;
    paymentStatus: string;
    paymentReference: string;
  };

describe('application, registration and admission', () => {
  it('takes an enquiry to an admitted student, moving the stage at each step', async () => {
    const m = mobile();
    const e = (
      await newEnquiry(
        t,
        COUNSELLOR,
        {
          mobile: m,
          parentName: 'Nitin Bansal',
          childName: 'Aadhya Bansal',
          childDob: '2022-04-12',
          classId: nursery,
          pincode: '560038',
        },
        year,
      )
    ).json();

    // Registration cannot come before the application.
    expect(
      (
        await t.as(COUNSELLOR, { method: 'POST', url: `/api/enquiry/${e.id}/registration`, payload: { feePaise: 0 } })
      ).json().message,
    ).toBe('Complete the application form (and its fee) first');

    const sent = await t.as(COUNSELLOR, {
      method: 'POST',
      url: `/api/enquiry/${e.id}/application`,
      payload: { feePaise: 50_000 },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(
      (
        await t.as(COUNSELLOR, {
          method: 'POST',
          url: `/api/enquiry/${e.id}/application`,
          payload: { feePaise: 50_000 },
        })
      ).statusCode,
    ).toBe(409);
    let f = await flow(e.id);
    expect(f.enquiry).toMatchObject({ stage: 'Application Fee Link Sent', spancoStatus: 'Negotiation' });
    const app = form(f, 'APPLICATION');
    expect(app).toMatchObject({ status: 'LINK_SENT', feePaise: 50_000, paymentStatus: 'INITIATED' });
    expect(app.refId).toMatch(/^[A-Za-z0-9_-]{22}$/);

    // The family opens the link: only their own form, prefilled.
    const open = (await t.app.inject({ method: 'GET', url: `/api/public/forms/${app.refId}` })).json();
    expect(open).toMatchObject({
      formType: 'APPLICATION',
      childName: 'Aadhya Bansal',
      centreName: 'Little Sprouts Preschool Indiranagar',
      fee: { amountPaise: 50_000, status: 'INITIATED' },
    });
    expect(open.data).toMatchObject({ childName: 'Aadhya Bansal', childDob: '2022-04-12', fatherMobile: m });
    expect((await t.app.inject({ method: 'GET', url: '/api/public/forms/not-a-real-reference' })).statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/public/application-form/${app.refId}`,
      payload: { childName: 'Aadhya Bansal' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({
      gender: 'Gender is required',
      fatherName: 'Father name is required',
    });
    const filled = await t.app.inject({
      method: 'POST',
      url: `/api/public/application-form/${app.refId}`,
      payload: {
        childName: 'Aadhya Bansal',
        childDob: '2022-04-12',
        gender: 'FEMALE',
        fatherName: 'Nitin Bansal',
        fatherMobile: m,
        motherName: 'Ritu Bansal',
        email: 'nitin.bansal@example.in',
        address: '14, 12th Main, HAL 2nd Stage',
        pincode: '560038',
      },
    });
    expect(filled.json()).toMatchObject({ status: 'SUBMITTED' });

    // The fee is taken at the desk: recorded by the centre (not another centre, not a role without a desk
    // permission), settled once finance approves it.
    const desk = (email: string) =>
      t.as(email, {
        method: 'POST',
        url: '/api/payments/offline',
        payload: { referenceId: app.paymentReference, amountPaise: app.feePaise, mode: 'CASH' },
      });
    expect((await desk(B)).statusCode).toBe(404);
    expect((await desk('teacher@demo.school')).statusCode).toBe(403);
    const recorded = await desk(A);
    expect(recorded.json(), recorded.body).toMatchObject({ status: 'APPROVAL_WAITING', mode: 'CASH' });
    const paid = await t.as('finance@demo.school', {
      method: 'POST',
      url: `/api/approve-payment/${recorded.json().id}/approve`,
    });
    expect(paid.json(), paid.body).toMatchObject({ status: 'CONFIRMED', formFee: { settled: true } });
    expect((await desk(A)).statusCode).toBe(409);
    expect(await onPaymentConfirmed(anonymousContext(t.db.db), app.paymentReference)).toMatchObject({
      alreadyConfirmed: true,
    });
    f = await flow(e.id);
    expect(form(f, 'APPLICATION').status).toBe('COMPLETED');

    // Registration, filled by the counsellor, without a fee: the seat is held.
    expect(
      (await t.as(COUNSELLOR, { method: 'POST', url: `/api/enquiry/${e.id}/registration`, payload: { feePaise: 0 } }))
        .statusCode,
    ).toBe(201);
    const reg = await t.as(COUNSELLOR, {
      method: 'PUT',
      url: `/api/enquiry/${e.id}/registration`,
      payload: {
        bloodGroup: 'B+',
        emergencyContactName: 'Ritu Bansal',
        emergencyContactMobile: '9876501234',
        authorisedPickup: 'Ritu Bansal, Kamala Bansal (grandmother)',
        preferredStartDate: new Date(Date.now() + 86_400_000 * 7).toISOString().slice(0, 10),
      },
    });
    expect(reg.json(), reg.body).toMatchObject({ status: 'COMPLETED' });
    expect((await flow(e.id)).enquiry.stage).toBe('Temporarily Confirmed');
    const regList = (
      await t.as(COUNSELLOR, { method: 'GET', url: `/api/registration/list?academicYearID=${year}` })
    ).json().rows;
    expect(regList.find((r: { enquiryId: number }) => r.enquiryId === e.id)).toMatchObject({
      status: 'COMPLETED',
      childName: 'Aadhya Bansal',
    });

    // Admission with its fee through the family's link; the fees module confirms it.
    expect(
      (
        await t.as(COUNSELLOR, {
          method: 'POST',
          url: `/api/enquiry/${e.id}/admission`,
          payload: { feePaise: 2_500_000 },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.as(A, { method: 'POST', url: `/api/enquiry/${e.id}/admission`, payload: { feePaise: 2_500_000 } }))
        .statusCode,
    ).toBe(201);
    const adm = form(await flow(e.id), 'ADMISSION');
    const admOpen = (await t.app.inject({ method: 'GET', url: `/api/public/forms/${adm.refId}` })).json();
    expect(admOpen.data).toMatchObject({
      firstName: 'Aadhya',
      lastName: 'Bansal',
      fatherName: 'Nitin Bansal',
      classId: nursery,
    });
    const wrongYear = await t.app.inject({
      method: 'POST',
      url: `/api/public/admission-form/${adm.refId}`,
      payload: { ...admOpen.data, gender: 'FEMALE', admissionDate: '2001-06-01' },
    });
    expect(wrongYear.json().fieldErrors.admissionDate).toMatch(/^Admission date must fall in /);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/public/registration-form/${adm.refId}`, payload: {} }))
        .statusCode,
    ).toBe(404);
    const admitted = await t.app.inject({
      method: 'POST',
      url: `/api/public/admission-form/${adm.refId}`,
      payload: { ...admOpen.data, gender: 'FEMALE', admissionDate: yearStart },
    });
    expect(admitted.json(), admitted.body).toMatchObject({ status: 'SUBMITTED' });
    expect((await flow(e.id)).enquiry.stage).toBe('Admission Form Completed');
    expect((await flow(e.id)).student).toBeNull();

    // The admission fee taken at the desk too: finance's approval completes the form and admits the child, as the
    // centre's own act (finance reaches no child's record itself).
    const admissionFee = await t.as(A, {
      method: 'POST',
      url: '/api/payments/offline',
      payload: {
        referenceId: adm.paymentReference,
        amountPaise: 2_500_000,
        mode: 'UPI',
        instrumentNo: 'UTR300918274455',
      },
    });
    expect(admissionFee.statusCode, admissionFee.body).toBe(201);
    const admissionPaid = await t.as('finance@demo.school', {
      method: 'POST',
      url: `/api/approve-payment/${admissionFee.json().id}/approve`,
    });
    expect(admissionPaid.statusCode, admissionPaid.body).toBe(200);
    f = await flow(e.id);
    expect(f.enquiry).toMatchObject({
      stage: 'Admission Confirmed',
      spancoStatus: 'Order',
      spancoSubStatus: 'Admission Confirmed',
    });
    expect(f.student).not.toBeNull();
    const view = (
      await t.as(A, { method: 'GET', url: `/api/students/admissions-form/${f.student.admissionId}` })
    ).json();
    expect(view).toMatchObject({
      admission: { className: 'Nursery', sectionName: 'A', status: 'Active' },
      student: { firstName: 'Aadhya', lastName: 'Bansal', enquiryId: e.id },
      enquiry: { enquiryCode: e.enquiryCode },
    });
    expect(view.forms.map((x: { formType: string; status: string }) => `${x.formType}:${x.status}`)).toEqual([
      'APPLICATION:COMPLETED',
      'REGISTRATION:COMPLETED',
      'ADMISSION:COMPLETED',
    ]);
    expect(view.payments.map((p: { amountPaise: number; status: string }) => `${p.amountPaise}:${p.status}`)).toEqual([
      '50000:CONFIRMED',
      '2500000:CONFIRMED',
    ]);
    expect(
      (await t.as(B, { method: 'GET', url: `/api/students/admissions-form/${f.student.admissionId}` })).statusCode,
    ).toBe(404);
    const classList = (
      await t.as(A, {
        method: 'GET',
        url: `/api/students/details?academicYearID=${year}&classId=${nursery}&pageSize=200`,
      })
    ).json().rows;
    expect(classList.map((r: { firstName: string }) => r.firstName)).toContain('Aadhya');
    // The stage history is the funnel: every step once.
    expect(f.stageEvents.map((s: { toStage: string }) => s.toStage)).toEqual([
      'Yet_to_call',
      'Application Fee Link Sent',
      'Temporarily Confirmed',
      'Admission Form Completed',
      'Admission Confirmed',
    ]);
    // A completed form cannot be changed any more.
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/public/admission-form/${adm.refId}`, payload: admOpen.data }))
        .statusCode,
    ).toBe(409);
  });
});
