import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { fileForm, startTestApp, type TestApp } from '@portal/server/testing';
import { addMonths, concessionAmount, scheduleFor } from '../server/index.ts';
import { A, B, FIN, assertBalanced, admissions, approvedPlan, assignHybrid, payOnline } from './support.ts';

let t: TestApp;
let yearId: number;
beforeAll(async () => {
  t = await startTestApp();
  const years = (
    await t.as(A, { method: 'GET', url: '/api/franchiseeAcademicYears?isCurrentAcademicYear=true' })
  ).json().rows;
  yearId = years[0].id;
});
afterAll(() => t.close());

describe('installment math', () => {
  it('puts the remainder paise on the first installment and the royalty share on each', () => {
    const s = scheduleFor({
      totalPaise: 30_000_01,
      count: 10,
      royaltyBp: 1250,
      firstDueDate: '2026-01-31',
      intervalMonths: 1,
    });
    expect(s.map((i) => i.amountPaise)).toEqual([3_000_01, ...Array(9).fill(3_000_00)]);
    expect(s.reduce((a, i) => a + i.amountPaise, 0)).toBe(30_000_01);
    // 12.5 % of 3,000.01 = 375.00125 → 375.00; of 3,000.00 = 375.00
    expect(s[0].royaltyPaise).toBe(375_00);
    expect(s.map((i) => i.dueDate).slice(0, 3)).toEqual(['2026-01-31', '2026-02-28', '2026-03-31']);
    expect(addMonths('2027-11-30', 3)).toBe('2028-02-29');
    expect(() =>
      scheduleFor({ totalPaise: 3, count: 4, royaltyBp: 0, firstDueDate: '2026-01-01', intervalMonths: 1 }),
    ).toThrow('Each installment must be at least one paisa');
  });
});

describe('fee plans', () => {
  it('lays out installments on create; only finance approves; approved plans are frozen', async () => {
    const types = (await t.as(A, { method: 'GET', url: '/api/fee-type?q=Tuition' })).json().rows;
    const res = await t.as(A, {
      method: 'POST',
      url: '/api/fee-plan',
      academicYearId: yearId,
      payload: {
        academicYearId: yearId,
        name: 'Hybrid half-yearly',
        classCategory: 'Hybrid',
        feeTypeId: types[0].id,
        totalPaise: 50_000_01,
        installmentCount: 2,
        royaltyBp: 1000,
        firstDueDate: '2026-06-10',
        intervalMonths: 6,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ franchiseeId: 2, status: 'PENDING' });
    const id = res.json().id;
    const inst = (await t.as(A, { method: 'GET', url: `/api/fee-plans/${id}/installments` })).json().installments;
    expect(
      inst.map((i: { amountPaise: number; royaltyPaise: number; dueDate: string }) => [
        i.amountPaise,
        i.royaltyPaise,
        i.dueDate,
      ]),
    ).toEqual([
      [25_000_01, 2_500_00, '2026-06-10'],
      [25_000_00, 2_500_00, '2026-12-10'],
    ]);

    const bad = await t.as(A, {
      method: 'PUT',
      url: `/api/fee-plans/${id}/installments`,
      payload: { installments: [{ label: 'One', dueDate: '2026-06-10', amountPaise: 50_000_00, royaltyPaise: 0 }] },
    });
    expect(bad.json().message).toBe('Installments add up to ₹50,000.00, the plan total is ₹50,000.01');
    const custom = await t.as(A, {
      method: 'PUT',
      url: `/api/fee-plans/${id}/installments`,
      payload: {
        installments: [
          { label: 'Term 1', dueDate: '2026-06-10', amountPaise: 30_000_01, royaltyPaise: 3_000_00 },
          { label: 'Term 2', dueDate: '2026-11-10', amountPaise: 20_000_00, royaltyPaise: 2_000_00 },
        ],
      },
    });
    expect(custom.statusCode, custom.body).toBe(200);

    expect((await t.as(A, { method: 'POST', url: `/api/fee-plan/${id}/approve`, payload: {} })).statusCode).toBe(403);
    const approved = await t.as(FIN, { method: 'POST', url: `/api/fee-plan/${id}/approve`, payload: {} });
    expect(approved.json().status, approved.body).toBe('APPROVED');
    const frozen = await t.as(A, { method: 'PUT', url: `/api/fee-plan/${id}`, payload: { totalPaise: 1 } });
    expect(frozen.statusCode).toBe(409);
    expect((await t.as(B, { method: 'GET', url: `/api/fee-plan/${id}` })).statusCode).toBe(404);
  });

  it('refuses to assign a pending plan, another centre’s plan, or the same plan twice', async () => {
    const pending = (await t.as(A, { method: 'GET', url: '/api/fee-plan?status=PENDING' })).json().rows[0].id;
    const [admission] = await admissions(t, 2, 'Bridge Course').then((a) => (a.length ? a : admissions(t, 2)));
    expect(
      (
        await t.as(A, {
          method: 'POST',
          url: `/api/fee-plans/${pending}/assign`,
          payload: { studentAdmissionId: admission },
        })
      ).json().message,
    ).toBe('Only an approved fee plan can be assigned');
    const bPlan = await approvedPlan(t, B, 'Hybrid annual plan');
    expect(
      (
        await t.as(A, {
          method: 'POST',
          url: `/api/fee-plans/${bPlan}/assign`,
          payload: { studentAdmissionId: admission },
        })
      ).statusCode,
    ).toBe(404);
    const [bAdmission] = await admissions(t, 3);
    const aPlan = await approvedPlan(t, A, 'Hybrid annual plan');
    expect(
      (
        await t.as(A, {
          method: 'POST',
          url: `/api/fee-plans/${aPlan}/assign`,
          payload: { studentAdmissionId: bAdmission },
        })
      ).statusCode,
    ).toBe(404);
    const plan = await assignHybrid(t);
    const again = await t.as(A, {
      method: 'POST',
      url: `/api/fee-plans/${aPlan}/assign`,
      payload: { studentAdmissionId: plan.studentAdmissionId },
    });
    expect(again.statusCode).toBe(409);
    await assertBalanced(t);
  });

  it('imports plans from XLSX, all or nothing', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Plans');
    sheet.addRow([
      'Plan name',
      'Class category',
      'Fee type',
      'Total (Rs)',
      'Installments',
      'First due date',
      'Months between',
      'Royalty %',
    ]);
    sheet.addRow(['Hybrid monthly', 'Hybrid', 'Tuition Fees', '48000', 12, '2026-04-05', 1, '10']);
    sheet.addRow(['Toddler quarterly', 'Parent Toddler', 'Tuition Fees', '24000.50', 4, '2026-04-05', 3, '12.5']);
    const good = Buffer.from(await book.xlsx.writeBuffer());
    sheet.addRow(['Broken', 'Kindergarten', 'Gym Fees', 'abc', 2, '2026-04-05', 1, '']);
    const bad = Buffer.from(await book.xlsx.writeBuffer());
    const upload = async (file: Buffer | string, name = 'plans.xlsx') =>
      t.as(A, {
        method: 'POST',
        url: `/api/fee-plans/upload?academicYearId=${yearId}`,
        ...(await fileForm(file, name)),
      });
    const refused = await upload(bad);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^Nothing was imported: 3 problems found/);
    expect(refused.json().errors.every((e: { row: number }) => e.row === 4)).toBe(true);
    const ok = await upload(good);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().created).toBe(2);
    const inst = (await t.as(A, { method: 'GET', url: `/api/fee-plans/${ok.json().ids[1]}/installments` })).json()
      .installments;
    expect(inst.map((i: { amountPaise: number; royaltyPaise: number }) => [i.amountPaise, i.royaltyPaise])).toEqual([
      [6_000_14, 750_02],
      [6_000_12, 750_02],
      [6_000_12, 750_02],
      [6_000_12, 750_02],
    ]);
    expect((await upload('PK\u0003\u0004 not a spreadsheet')).json().message).toBe(
      'The file is not a readable Excel workbook (.xlsx)',
    );
    expect((await upload('Plan name,Fee type\nX,Y\n', 'plans.csv')).json().message).toMatch(
      /^Missing column: Class category/,
    );
    const tooMany = await upload(`${'Plan name\n'}${'X\n'.repeat(5001)}`, 'plans.csv');
    expect([tooMany.statusCode, tooMany.json().message]).toEqual([
      413,
      'The file has more than 5,000 rows; at most 5,000 rows per upload, split it',
    ]);
  });
});

describe('concessions', () => {
  it('computes percentage and amount concessions with caps', () => {
    const base = {
      kind: 'PERCENT',
      percentBp: 1000,
      amountPaise: 0,
      capPaise: null,
      planTotalPaise: 60_000_00,
      otherConcessionsPaise: 0,
      maxConcessionBp: 5000,
      unpaidPaise: 60_000_00,
    };
    expect(concessionAmount(base)).toBe(6_000_00);
    expect(concessionAmount({ ...base, capPaise: 5_000_00 })).toBe(5_000_00);
    expect(concessionAmount({ ...base, kind: 'AMOUNT', amountPaise: 2_000_00 })).toBe(2_000_00);
    expect(concessionAmount({ ...base, kind: 'AMOUNT', amountPaise: 2_000_00, requestedPaise: 1_500_00 })).toBe(
      1_500_00,
    );
    expect(() =>
      concessionAmount({ ...base, kind: 'AMOUNT', amountPaise: 2_000_00, requestedPaise: 2_000_01 }),
    ).toThrow('Amount is more than this concession type allows (₹2,000.00)');
    expect(() => concessionAmount({ ...base, kind: 'AMOUNT', amountPaise: 2_000_00, requestedPaise: -1 })).toThrow(
      'Amount must be more than zero',
    );
    expect(() => concessionAmount({ ...base, otherConcessionsPaise: 25_000_00 })).toThrow(
      "The concessions on this plan would pass the centre's cap; at most ₹5,000.00 more can be given",
    );
    expect(() => concessionAmount({ ...base, unpaidPaise: 1_00 })).toThrow('Only ₹1.00 is still unpaid on this plan');
    // 12.5 % of 10.04 = 1.255 → 1.26 (half-up to the paisa)
    expect(
      concessionAmount({
        ...base,
        percentBp: 1250,
        planTotalPaise: 10_04,
        unpaidPaise: 10_04,
        maxConcessionBp: 10_000,
      }),
    ).toBe(1_26);
  });

  it('waits for finance, spreads over unpaid installments and posts to the student ledger', async () => {
    const plan = await assignHybrid(t);
    const paid = await payOnline(t, plan.referenceId, plan.installments[0].id);
    expect(paid.verify!.statusCode).toBe(200);
    const types = (await t.as(FIN, { method: 'GET', url: '/api/concession-type?q=Sibling' })).json().rows;
    const ask = (body: Record<string, unknown>) =>
      t.as(A, {
        method: 'POST',
        url: '/api/fee-concessions',
        payload: {
          studentFeePlanId: plan.id,
          concessionTypeId: types[0].id,
          reason: 'Sibling studying at the centre',
          ...body,
        },
      });
    expect((await ask({ reason: 'Because' })).json().message).toBe(
      'Reason must be one of: Sibling studying at the centre',
    );
    const asked = await ask({});
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({ amountPaise: 6_000_00, status: 'PENDING' });
    expect(
      (
        await t.as(B, {
          method: 'POST',
          url: '/api/fee-concessions',
          payload: {
            studentFeePlanId: plan.id,
            concessionTypeId: types[0].id,
            reason: 'Sibling studying at the centre',
          },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.as(A, { method: 'POST', url: `/api/approve-concession/${asked.json().id}/approve` })).statusCode,
    ).toBe(403);
    const ok = await t.as(FIN, { method: 'POST', url: `/api/approve-concession/${asked.json().id}/approve` });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(
      (await t.as(FIN, { method: 'POST', url: `/api/approve-concession/${asked.json().id}/approve` })).statusCode,
    ).toBe(409);
    const after = (
      await t.as(null, { method: 'GET', url: `/api/public/admission-payments/${plan.referenceId}` })
    ).json();
    // 6,000 over three unpaid installments of 15,000: 2,000 each; the paid one untouched.
    expect(after.installments.map((i: { concessionPaise: number }) => i.concessionPaise)).toEqual([
      0, 2_000_00, 2_000_00, 2_000_00,
    ]);
    expect(after.outstandingPaise).toBe(39_000_00);
    const ledger = (await t.as(A, { method: 'GET', url: `/api/ledger/student/${plan.studentAdmissionId}` })).json();
    expect(ledger.balance).toBe(39_000_00);
    await assertBalanced(t);
  });

  it('reaches royalty through the collected tuition only', async () => {
    const month = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
    const row = (await t.as(A, { method: 'GET', url: `/api/royalty/list?months=${month}` }))
      .json()
      .rows.find((r: { franchiseeId: number }) => r.franchiseeId === 2);
    // One 15,000 installment paid this month; billing and concessions do not count.
    expect(row.collectedPaise).toBe(15_000_00);
    expect(row.figures).toMatchObject({ computedPaise: 1_500_00, minimumTopUpPaise: 3_500_00, royaltyPaise: 5_000_00 });
  });
});

describe('finance dashboard', () => {
  it('shows dues vs collections, overdue installments by student, approvals waiting, fenced per centre', async () => {
    const d = (await t.as(FIN, { method: 'GET', url: '/api/finance/dashboard?months=12' })).json();
    expect(d.months).toHaveLength(12);
    expect(d.pendingApprovals.plans).toBeGreaterThanOrEqual(1);
    expect(d.collections.some((c: { collectedPaise: number }) => c.collectedPaise > 0)).toBe(true);
    for (const r of d.overdue.rows) expect(typeof r.studentName).toBe('string');
    const b = (await t.as(B, { method: 'GET', url: '/api/finance/dashboard' })).json();
    expect(b.collections.every((c: { franchiseeId: number }) => c.franchiseeId === 3)).toBe(true);
    expect((await t.as(B, { method: 'GET', url: '/api/finance/dashboard?franchiseeID=2' })).statusCode).toBe(404);
  });
});
