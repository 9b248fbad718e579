import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { pdfText, startTestApp, type TestApp } from '@portal/server/testing';
import { journalEntries, journalLines } from '@portal/mod-ledger/server';
import { studentAdmissions } from '@portal/mod-students/server';
import { ACCOUNTS, TAGS } from '@portal/mod-ledger/shared';
import { installmentsForJoining } from '../server/plans/mid-year.service.ts';
import { A, B, FIN, SUPER, admissions, approvedPlan, assertBalanced, assignHybrid, centreSetup } from './support.ts';
import { SIDDIQUI, formOf, walkInEnquiry } from './support.ts';

/**
 * Money taken at the desk (form fees as well as tuition) goes through the offline payment: mode and
 * reference, the permission for what it pays, finance's approval, receipt and ledger. Mid-year
 * admissions are billed by the centre's rule, never for installments due before the child joined.
 */
const COUNSELLOR = 'counsellor@demo.school';
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
/** An enquiry of centre 002 whose application form asks for a fee: its payment link. */
async function applicationFee(feePaise: number): Promise<{ enquiryId: number; reference: string }> {
  const enquiryId = await walkInEnquiry(t, { year, nursery }, ++seq, SIDDIQUI);
  const sent = await t.as(A, { method: 'POST', url: `/api/enquiry/${enquiryId}/application`, payload: { feePaise } });
  expect(sent.statusCode, sent.body).toBe(201);
  return { enquiryId, reference: (await formOf(t, enquiryId, 'APPLICATION')).paymentReference };
}

const desk = (email: string, payload: Record<string, unknown>) =>
  t.as(email, { method: 'POST', url: '/api/payments/offline', payload });

describe('a form fee taken at the desk', () => {
  it('needs its mode’s reference and the offline application form permission', async () => {
    const { reference } = await applicationFee(500_00);
    const upi = await desk(A, { referenceId: reference, amountPaise: 500_00, mode: 'UPI' });
    expect(upi.statusCode).toBe(400);
    expect(upi.json().message).toBe('UPI reference (UTR) is required');
    const cheque = await desk(A, { referenceId: reference, amountPaise: 500_00, mode: 'CHEQUE', instrumentNo: '771' });
    expect(cheque.json().message).toBe('Cheque date is required');
    expect((await desk(A, { referenceId: reference, amountPaise: 500_00, mode: 'WALLET' })).statusCode).toBe(400);
    // Another centre does not see the link.
    expect((await desk(B, { referenceId: reference, amountPaise: 500_00, mode: 'CASH' })).statusCode).toBe(404);
    const described = await t.as(A, { method: 'GET', url: `/api/payment-links/reference/${reference}` });
    expect(described.json()).toMatchObject({ kind: 'request', permission: 'offlineApplicationForm' });
  });

  it('is taken by a counsellor where her role holds the desk permission, not where it does not', async () => {
    const { enquiryId, reference } = await applicationFee(600_00);
    // The counsellor looks the reference up and takes the fee: it waits for finance like the owner's would.
    const described = await t.as(COUNSELLOR, { method: 'GET', url: `/api/payment-links/reference/${reference}` });
    expect(described.statusCode, described.body).toBe(200);
    expect(described.json()).toMatchObject({ kind: 'request', request: { due: { duePaise: 600_00 } }, payments: [] });
    const taken = await desk(COUNSELLOR, { referenceId: reference, amountPaise: 600_00, mode: 'CASH' });
    expect(taken.statusCode, taken.body).toBe(201);
    const id = taken.json().id as number;
    expect(taken.json()).toMatchObject({ status: 'APPROVAL_WAITING', referenceType: 'APPLICATION_FORM' });
    const approved = await t.as(FIN, { method: 'POST', url: `/api/approve-payment/${id}/approve` });
    expect(approved.statusCode, approved.body).toBe(200);
    // She sees it receipted on the reference and prints the receipt.
    const after = (await t.as(COUNSELLOR, { method: 'GET', url: `/api/payment-links/reference/${reference}` })).json();
    expect(after.payments).toEqual([
      expect.objectContaining({ id, amountPaise: 600_00, status: 'CONFIRMED', receiptNo: approved.json().receiptNo }),
    ]);
    const receipt = await t.as(COUNSELLOR, { method: 'GET', url: `/api/payments/${id}/receipt` });
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    const workflow = (await t.as(A, { method: 'GET', url: `/api/enquiry/${enquiryId}/workflow` })).json();
    expect(workflow.forms[0]).toMatchObject({ paymentStatus: 'CONFIRMED', paymentReceivedPaise: 600_00 });

    // Tuition is not hers: the offline payment permission stays with the owner, its receipts too.
    const plan = await assignHybrid(t);
    const tuition = await desk(COUNSELLOR, {
      referenceId: plan.referenceId,
      installmentId: plan.installments[0].id,
      amountPaise: 100_00,
      mode: 'CASH',
    });
    expect(tuition.statusCode, tuition.body).toBe(403);
    const tuitionRef = await t.as(COUNSELLOR, {
      method: 'GET',
      url: `/api/payment-links/reference/${plan.referenceId}`,
    });
    expect(tuitionRef.statusCode).toBe(403);

    // Head office takes the grant from the role: the next fee is refused with the route's words.
    const { rows } = (await t.db.db.execute(sql`select id from roles where role = 'Councellor'`)) as unknown as {
      rows: { id: number }[];
    };
    const roleId = rows[0]!.id;
    const granted = (await t.as(SUPER, { method: 'GET', url: `/api/roles/${roleId}/end-points` })).json().rows as {
      id: number;
      module: string;
    }[];
    const kept = granted.filter((e) => e.module !== 'offlineApplicationForm').map((e) => e.id);
    expect(kept.length).toBeLessThan(granted.length);
    const taken2 = await t.as(SUPER, {
      method: 'PUT',
      url: `/api/roles/${roleId}/end-points`,
      payload: { endPointIds: kept },
    });
    expect(taken2.statusCode, taken2.body).toBe(200);
    try {
      const next = await applicationFee(600_00);
      const refused = await desk(COUNSELLOR, { referenceId: next.reference, amountPaise: 600_00, mode: 'CASH' });
      expect(refused.statusCode, refused.body).toBe(403);
    } finally {
      const back = await t.as(SUPER, {
        method: 'PUT',
        url: `/api/roles/${roleId}/end-points`,
        payload: { endPointIds: granted.map((e) => e.id) },
      });
      expect(back.statusCode, back.body).toBe(200);
    }
  });

  it('waits for finance, then is receipted, posted to the ledger and settles the fee', async () => {
    const { enquiryId, reference } = await applicationFee(750_00);
    const recorded = await desk(A, {
      referenceId: reference,
      amountPaise: 750_00,
      mode: 'UPI',
      instrumentNo: 'UTR4471209935',
      instrumentDate: yearStart,
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(recorded.json()).toMatchObject({
      status: 'APPROVAL_WAITING',
      mode: 'UPI',
      receiptNo: null,
      journalEntryId: null,
    });
    const id = recorded.json().id as number;
    // Listed with every other payment, and waiting on finance's list; nothing settled yet.
    const listed = (await t.as(A, { method: 'GET', url: `/api/payment-links?q=${reference}` })).json().rows;
    expect(listed.map((r: { id: number }) => r.id)).toEqual([id]);
    const waiting = await t.as(FIN, { method: 'GET', url: '/api/approve-payment/list?pageSize=200' });
    expect(waiting.json().rows.map((r: { id: number }) => r.id)).toContain(id);
    // The enquiry shows the fee awaiting approval, and the desk cannot take it a second time meanwhile.
    const before = (await t.as(A, { method: 'GET', url: `/api/enquiry/${enquiryId}/workflow` })).json();
    expect(before.forms[0].paymentStatus).toBe('APPROVAL_WAITING');
    const twice = await desk(A, { referenceId: reference, amountPaise: 750_00, mode: 'CASH' });
    expect(twice.statusCode).toBe(409);
    // The centre cannot approve its own desk money.
    expect((await t.as(A, { method: 'POST', url: `/api/approve-payment/${id}/approve` })).statusCode).toBe(403);

    const approved = await t.as(FIN, { method: 'POST', url: `/api/approve-payment/${id}/approve` });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'CONFIRMED', formFee: { receivedPaise: 750_00, settled: true } });
    expect(approved.json().receiptNo).toMatch(/\S/);
    const receipt = await t.as(A, { method: 'GET', url: `/api/payments/${id}/receipt` });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');

    const [entry] = await t.db.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.reference, `payment:${id}`));
    expect(entry).toBeDefined();
    const lines = await t.db.db.select().from(journalLines).where(eq(journalLines.entryId, entry.id));
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ account: ACCOUNTS.CENTRE_BANK, debit: 750_00 }),
        expect.objectContaining({ account: ACCOUNTS.FEE_INCOME, credit: 750_00, tag: TAGS.APPLICATION_FEE }),
      ]),
    );
    const after = (await t.as(A, { method: 'GET', url: `/api/enquiry/${enquiryId}/workflow` })).json();
    expect(after.forms[0]).toMatchObject({ paymentStatus: 'CONFIRMED', paymentReceivedPaise: 750_00 });
    await assertBalanced(t);
  });

  it('is due again when finance refuses it', async () => {
    const { enquiryId, reference } = await applicationFee(300_00);
    const recorded = await desk(A, { referenceId: reference, amountPaise: 300_00, mode: 'CASH' });
    const refused = await t.as(FIN, {
      method: 'POST',
      url: `/api/approve-payment/${recorded.json().id}/reject`,
      payload: { remarks: 'No cash in the drawer for this receipt' },
    });
    expect(refused.statusCode, refused.body).toBe(200);
    const workflow = (await t.as(A, { method: 'GET', url: `/api/enquiry/${enquiryId}/workflow` })).json();
    expect(workflow.forms[0].paymentStatus).toBe('INITIATED');
    expect((await desk(A, { referenceId: reference, amountPaise: 300_00, mode: 'CASH' })).statusCode).toBe(201);
  });

  it("is receipted at once where head office says its fee head's desk money needs no approval", async () => {
    const heads = (await t.as(FIN, { method: 'GET', url: '/api/fee-head?q=Application' })).json().rows;
    const head = heads.find((h: { name: string }) => h.name === 'Application fee');
    const off = await t.as(FIN, {
      method: 'PUT',
      url: `/api/fee-head/${head.id}`,
      payload: { deskNeedsApproval: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    // The centre cannot change head office's setting.
    const centre = await t.as(A, {
      method: 'PUT',
      url: `/api/fee-head/${head.id}`,
      payload: { deskNeedsApproval: true },
    });
    expect(centre.statusCode).toBe(403);
    try {
      const { enquiryId, reference } = await applicationFee(200_00);
      const taken = await desk(A, { referenceId: reference, amountPaise: 200_00, mode: 'CASH' });
      expect(taken.statusCode, taken.body).toBe(201);
      expect(taken.json()).toMatchObject({ status: 'CONFIRMED', feeHead: 'APPLICATION_FEE' });
      expect(taken.json().receiptNo).toMatch(/\S/);
      const workflow = (await t.as(A, { method: 'GET', url: `/api/enquiry/${enquiryId}/workflow` })).json();
      expect(workflow.forms[0].paymentStatus).toBe('CONFIRMED');
      await assertBalanced(t);
    } finally {
      await t.as(FIN, { method: 'PUT', url: `/api/fee-head/${head.id}`, payload: { deskNeedsApproval: true } });
    }
  });

  it('pages the approval list with its total', async () => {
    for (let i = 0; i < 3; i++) {
      const { reference } = await applicationFee(100_00);
      expect((await desk(A, { referenceId: reference, amountPaise: 100_00, mode: 'CASH' })).statusCode).toBe(201);
    }
    const first = (await t.as(FIN, { method: 'GET', url: '/api/approve-payment/list?pageSize=2&page=1' })).json();
    expect(first.count).toBeGreaterThanOrEqual(3);
    expect(first.rows).toHaveLength(2);
    const last = Math.ceil(first.count / 2);
    const end = (await t.as(FIN, { method: 'GET', url: `/api/approve-payment/list?pageSize=2&page=${last}` })).json();
    expect(end.rows.length).toBe(first.count - 2 * (last - 1));
    const ids = new Set([...first.rows, ...end.rows].map((r: { id: number }) => r.id));
    expect(ids.size).toBe(first.rows.length + end.rows.length);
  });
});

describe('a mid-year admission', () => {
  const schedule = [4, 7, 10, 13].map((m, i) => ({
    seq: i + 1,
    label: `Installment ${i + 1}`,
    dueDate: `${2026 + Math.floor((m - 1) / 12)}-${String(((m - 1) % 12) + 1).padStart(2, '0')}-10`,
    amountPaise: 15_000_00,
    royaltyPaise: 1_500_00,
  }));
  const year2026 = { schedule, royaltyBp: 1000, yearStart: '2026-04-01', yearEnd: '2027-03-31' };

  it('is billed from the joining month: the months left of the year, over the installments not yet due', () => {
    const { installments, rule } = installmentsForJoining({
      ...year2026,
      joinedOn: '2026-11-20',
      rule: 'FROM_JOINING_MONTH',
    });
    expect(rule).toBe('FROM_JOINING_MONTH');
    // November to March: 5 of 12 months of 60,000.
    expect(installments).toEqual([
      { seq: 1, label: 'Installment 4', dueDate: '2027-01-10', amountPaise: 25_000_00, royaltyPaise: 2_500_00 },
    ]);
    const late = installmentsForJoining({ ...year2026, joinedOn: '2027-02-02', rule: 'FROM_JOINING_MONTH' });
    expect(late.installments).toEqual([
      { seq: 1, label: 'From joining', dueDate: '2027-02-02', amountPaise: 10_000_00, royaltyPaise: 1_000_00 },
    ]);
    const onTime = installmentsForJoining({ ...year2026, joinedOn: '2026-04-01', rule: 'FROM_JOINING_MONTH' });
    expect(onTime).toEqual({ installments: schedule, rule: null });
  });

  it('or the full year, with what fell due before joining due on the joining day', () => {
    const { installments } = installmentsForJoining({ ...year2026, joinedOn: '2026-11-20', rule: 'FULL_YEAR' });
    expect(installments.map((i) => [i.dueDate, i.amountPaise])).toEqual([
      ['2026-11-20', 15_000_00],
      ['2026-11-20', 15_000_00],
      ['2026-11-20', 15_000_00],
      ['2027-01-10', 15_000_00],
    ]);
  });

  it('is assigned by the centre’s rule; nothing is due from before the child joined', async () => {
    const startYear = Number(yearStart.slice(0, 4));
    const joined = `${startYear}-11-15`;
    const [first, second] = await admissions(t, 2);
    await t.db.db.update(studentAdmissions).set({ admissionDate: joined }).where(eq(studentAdmissions.id, first));
    await t.db.db.update(studentAdmissions).set({ admissionDate: joined }).where(eq(studentAdmissions.id, second));
    const planId = await approvedPlan(t, A, 'Hybrid annual plan');
    const info = await t.as(A, { method: 'GET', url: `/api/student-fee-plans/admission/${first}` });
    expect(info.json()).toMatchObject({ midYearRule: 'FROM_JOINING_MONTH', admission: { admissionDate: joined } });

    const assign = (studentAdmissionId: number, midYearRule?: string) =>
      t.as(A, {
        method: 'POST',
        url: `/api/fee-plans/${planId}/assign`,
        payload: { studentAdmissionId, ...(midYearRule ? { midYearRule } : {}) },
      });
    const prorated = await assign(first);
    expect(prorated.statusCode, prorated.body).toBe(201);
    expect(prorated.json()).toMatchObject({ totalPaise: 25_000_00, midYearRule: 'FROM_JOINING_MONTH' });
    const full = await assign(second, 'FULL_YEAR');
    expect(full.json()).toMatchObject({ totalPaise: 60_000_00, midYearRule: 'FULL_YEAR' });

    for (const id of [first, second]) {
      const account = (await t.as(A, { method: 'GET', url: `/api/student-account/${id}` })).json();
      for (const inst of account.plans[0].installments) {
        expect(inst.dueDate >= joined, `${inst.label} due ${inst.dueDate}`).toBe(true);
        expect(['DUE', 'UPCOMING']).toContain(inst.status);
      }
    }
    // The ledger bills what the plan bills.
    const [entry] = await t.db.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.reference, `student-fee-plan:${prorated.json().id}`));
    const lines = await t.db.db.select().from(journalLines).where(eq(journalLines.entryId, entry.id));
    expect(lines).toEqual(
      expect.arrayContaining([expect.objectContaining({ account: ACCOUNTS.STUDENT_RECEIVABLE, debit: 25_000_00 })]),
    );
    await assertBalanced(t);
  });
});

describe('the finance dashboard', () => {
  it('answers for the chosen academic year', async () => {
    const chosen = await t.as(FIN, { method: 'GET', url: '/api/finance/dashboard', academicYearId: year });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const d = chosen.json();
    expect(d.academicYearId).toBe(year);
    expect(d.months).toHaveLength(12);
    expect(d.months[0]).toBe(yearStart.slice(0, 7));
    expect(d.collections.some((c: { duePaise: number }) => c.duePaise > 0)).toBe(true);

    const years = (await t.as(FIN, { method: 'GET', url: '/api/franchiseeAcademicYears' })).json().rows as {
      id: number;
    }[];
    const other = years.find((y) => y.id !== year);
    expect(other, 'the demo network has more than one academic year').toBeDefined();
    const elsewhere = (
      await t.as(FIN, { method: 'GET', url: '/api/finance/dashboard', academicYearId: other!.id })
    ).json();
    expect(elsewhere.academicYearId).toBe(other!.id);
    expect(elsewhere.months[0]).not.toBe(d.months[0]);
    // This year's plans are billed in this year only.
    expect(elsewhere.collections.reduce((a: number, c: { duePaise: number }) => a + c.duePaise, 0)).toBe(0);
    expect(elsewhere.overdue.count).toBe(0);
    // The query names a year outright, whatever the shell chose.
    const asked = (
      await t.as(FIN, {
        method: 'GET',
        url: `/api/finance/dashboard?academicYearID=${other!.id}`,
        academicYearId: year,
      })
    ).json();
    expect(asked.academicYearId).toBe(other!.id);
  });
});

describe('fee components of several centres', () => {
  it('are listed for the centres picked together, inside the fence', async () => {
    const centresOf = async (email: string, ids: string) =>
      new Set(
        (await t.as(email, { method: 'GET', url: `/api/fee-plan?franchiseeId=${ids}&pageSize=200` }))
          .json()
          .rows.map((r: { franchiseeId: number }) => r.franchiseeId),
      );
    expect(await centresOf(FIN, '2,3')).toEqual(new Set([2, 3]));
    expect(await centresOf(FIN, '3')).toEqual(new Set([3]));
    // A centre asking for another centre too still sees only its own plans.
    expect(await centresOf(B, '2,3')).toEqual(new Set([3]));
  });
});

describe("a receipt's tax line", () => {
  /** The receipt's text of an application fee taken at the desk and approved by finance. */
  const receiptText = async (id: number) =>
    pdfText((await t.as(A, { method: 'GET', url: `/api/payments/${id}/receipt` })).rawPayload).text;

  it('reads head office’s tax settings of the supply as they are when it is printed', async () => {
    const { reference } = await applicationFee(300_00);
    const taken = await desk(A, { referenceId: reference, amountPaise: 300_00, mode: 'CASH' });
    expect(taken.statusCode, taken.body).toBe(201);
    const id = taken.json().id as number;
    expect((await t.as(FIN, { method: 'POST', url: `/api/approve-payment/${id}/approve` })).statusCode).toBe(200);
    expect(await receiptText(id)).toContain('Application and admission fees, SAC 999210, GST 0%');

    const settings = (await t.as(SUPER, { method: 'GET', url: '/api/tax-setting?pageSize=50' })).json() as {
      rows: { id: number; type: string }[];
    };
    const application = settings.rows.find((r) => r.type === 'APPLICATION')!;
    const put = (payload: Record<string, unknown>) =>
      t.as(SUPER, { method: 'PUT', url: `/api/tax-setting/${application.id}`, payload });
    expect((await put({ label: 'Admission-related fees (exempt)', sacCode: '999293' })).statusCode).toBe(200);
    expect(await receiptText(id)).toContain('Admission-related fees (exempt), SAC 999293, GST 0%');
    // A supply whose setting is switched off carries no tax line.
    expect((await put({ isActive: false })).statusCode).toBe(200);
    expect(await receiptText(id)).not.toContain('SAC');
  });
});
