import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financialYear, todayInIndia } from '@portal/core';
import { pdfText, startTestApp, type TestApp } from '@portal/server/testing';
import { collectedTotal } from '../server/index.ts';
import { financialYearDays } from '../server/tax-certificate/certificate.service.ts';
import { numberInWords, paiseInWords } from '../server/tax-certificate/words.ts';
import { promoteToFirstDay } from '../../students/test/support.ts';
import { A, B, FIN, assignPlan, payOnline, system } from './support.ts';

const PARENT = 'parent@demo.school';
const OTHER_PARENT = 'parent2@demo.school';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const assign = (studentAdmissionId: number, planName: string) => assignPlan(t, studentAdmissionId, planName);

type Year = { financialYear: string; totalPaise: number; lines: { feeHead: string; amountPaise: number }[] };

describe('the tuition fee certificate (section 80C)', () => {
  let child: number;
  const fy = financialYear(todayInIndia());

  it('counts only the heads marked for section 80C, as the money service collects them', async () => {
    child = (await t.as(PARENT, { method: 'GET', url: '/api/student/dashboard' })).json().studentAdmissionId;
    const tuition = await assign(child, 'Hybrid annual plan');
    const bus = await assign(child, 'School bus quarterly plan');
    const paid = await payOnline(t, tuition.referenceId, tuition.installments[0].id);
    expect(paid.verify?.statusCode, paid.verify?.body).toBe(200);
    const busPaid = await payOnline(t, bus.referenceId, bus.installments[0].id);
    expect(busPaid.verify?.statusCode, busPaid.verify?.body).toBe(200);

    const res = await t.as(PARENT, { method: 'GET', url: `/api/tax-certificates/${child}` });
    expect(res.statusCode, res.body).toBe(200);
    const year: Year = res.json().years.find((y: Year) => y.financialYear === fy);
    const days = financialYearDays(fy);
    const tuitionCollected = await collectedTotal(system(t), {
      studentAdmissionId: child,
      feeHeads: ['TUITION'],
      ...days,
    });
    const allCollected = await collectedTotal(system(t), { studentAdmissionId: child, ...days });
    expect(tuitionCollected).toBeGreaterThanOrEqual(tuition.installments[0].amountPaise);
    expect(year.totalPaise).toBe(tuitionCollected);
    expect(year.lines.every((l) => l.feeHead === 'TUITION')).toBe(true);
    expect(year.lines.reduce((a, l) => a + l.amountPaise, 0)).toBe(tuitionCollected);
    // Transport was paid in the same year and is not on the certificate.
    expect(allCollected - tuitionCollected).toBeGreaterThanOrEqual(bus.installments[0].amountPaise);

    // The flag decides: marking transport for section 80C puts its payments on the certificate.
    const heads = (await t.as(FIN, { method: 'GET', url: '/api/fee-head?q=Transport' })).json().rows;
    const transport = heads.find((h: { name: string }) => h.name === 'Transport');
    expect(transport.countsFor80c).toBe(false);
    const on = await t.as(FIN, {
      method: 'PUT',
      url: `/api/fee-head/${transport.id}`,
      payload: { countsFor80c: true },
    });
    expect(on.statusCode, on.body).toBe(200);
    const widened = (await t.as(PARENT, { method: 'GET', url: `/api/tax-certificates/${child}` })).json();
    expect(widened.years.find((y: Year) => y.financialYear === fy).totalPaise).toBe(
      await collectedTotal(system(t), { studentAdmissionId: child, feeHeads: ['TRANSPORT', 'TUITION'], ...days }),
    );
    const off = await t.as(FIN, {
      method: 'PUT',
      url: `/api/fee-head/${transport.id}`,
      payload: { countsFor80c: false },
    });
    expect(off.statusCode, off.body).toBe(200);
  });

  it('is a PDF for the parent and the centre, with the total in words', async () => {
    for (const who of [PARENT, A]) {
      const pdf = await t.as(who, { method: 'GET', url: `/api/tax-certificates/${child}/${fy}` });
      expect(pdf.statusCode, pdf.body).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toMatch(/tuition-fee-certificate-\d{4}-\d{2}-/);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      // The centre's PAN (and GSTIN) on the certificate, as the deduction's claim asks for it; amounts in ₹.
      const printed = pdfText(pdf.rawPayload);
      expect(printed.text).toContain('PAN AAFCL5678K');
      expect(printed.text).toContain('GSTIN 29AAFCL5678K1ZR');
      expect(printed.rupeeSign).toBe(true);
    }
    expect(numberInWords(12_34_56_789)).toBe(
      'Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine',
    );
    expect(paiseInWords(1_500_050)).toBe('Rupees Fifteen Thousand and Fifty Paise Only');
  });

  it("is refused to another family's parent and to another centre", async () => {
    for (const who of [OTHER_PARENT, B]) {
      for (const url of [`/api/tax-certificates/${child}`, `/api/tax-certificates/${child}/${fy}`]) {
        const res = await t.as(who, { method: 'GET', url });
        expect([403, 404], `${who} ${url}`).toContain(res.statusCode);
      }
    }
  });

  it('answers a year without payments, or a year that is not one, in words', async () => {
    const none = await t.as(PARENT, { method: 'GET', url: `/api/tax-certificates/${child}/2019-20` });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(/No tuition fees were paid for .+ in the financial year 2019-20/);
    const wrong = await t.as(PARENT, { method: 'GET', url: `/api/tax-certificates/${child}/2019-21` });
    expect(wrong.statusCode).toBe(400);
  });

  // Last: the parent's account leaves this admission with the promotion.
  it("stays the child's after a promotion: the year's fees on the certificate a parent asks for in July", async () => {
    const get = (who: string, url: string) => t.as(who, { method: 'GET', url });
    const before: Year = (await get(PARENT, `/api/tax-certificates/${child}`))
      .json()
      .years.find((y: Year) => y.financialYear === fy);
    expect(before.totalPaise).toBeGreaterThan(0);

    const promoted = await promoteToFirstDay(t, child, A);
    const now = promoted.newAdmissionId;
    expect((await get(PARENT, '/api/admin/me')).json().student.studentAdmissionID).toBe(now);
    const after = await get(PARENT, `/api/tax-certificates/${now}`);
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json().years.find((y: Year) => y.financialYear === fy)).toEqual(before);
    // The certificate names the class the fees were for, the year's, not the one the child is in now.
    const pdf = await get(PARENT, `/api/tax-certificates/${now}/${fy}`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdfText(pdf.rawPayload).text).toContain('Nursery');
    for (const who of [OTHER_PARENT, B])
      expect([403, 404]).toContain((await get(who, `/api/tax-certificates/${now}/${fy}`)).statusCode);
  });
});
