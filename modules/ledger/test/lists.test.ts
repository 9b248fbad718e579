import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { anonymousContext, type RequestContext } from '@portal/kit';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { studentAdmissions, students } from '@portal/mod-students/server';
import { ACCOUNTS, TAGS } from '../shared/index.ts';
import { journalLinePage, LEDGER_LISTS, royaltyInvoicePage } from '../shared/lists.ts';
import { postJournal } from '../server/index.ts';

let t: TestApp;
let system: RequestContext;
const FIN = 'finance@demo.school';
const A = 'franchisee-a@demo.school';
const B = 'franchisee-b@demo.school';
const FIELDS = 'entryDate,companyName,reference,description,debitPaise,creditPaise,reversesId,franchiseeId';
const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await startTestApp();
  system = { ...anonymousContext(t.db.db), franchisees: 'all' };
});
afterAll(() => t.close());

function post(franchiseeId: number, reference: string, lines: Parameters<typeof postJournal>[1]['lines']) {
  return t.db.db.transaction((tx) => postJournal({ ...system, db: tx }, { franchiseeId, reference, lines }));
}

async function page(email: string, path: string, query = '') {
  const res = await t.as(email, { method: 'GET', url: `${path}?pageSize=200${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return journalLinePage.parse(res.json());
}

describe('the franchisee ledger lists', () => {
  it('lists kit order charges, and only those, per centre', async () => {
    await post(2, 'kit-order:9101', [
      { account: ACCOUNTS.FRANCHISEE_RECEIVABLE, debit: 12_345_00, tag: TAGS.KIT },
      { account: ACCOUNTS.KIT_SALES, credit: 12_345_00, tag: TAGS.KIT },
    ]);
    await post(3, 'kit-order:9102', [
      { account: ACCOUNTS.FRANCHISEE_RECEIVABLE, debit: 2_000_00, tag: TAGS.KIT },
      { account: ACCOUNTS.KIT_SALES, credit: 2_000_00, tag: TAGS.KIT },
    ]);
    const all = await page(FIN, LEDGER_LISTS.kitCharges.path);
    expect(all.rows.map((r) => r.reference)).toEqual(expect.arrayContaining(['kit-order:9101', 'kit-order:9102']));
    expect(all.rows.every((r) => r.reference.startsWith('kit-order:'))).toBe(true);
    const own = await page(A, LEDGER_LISTS.kitCharges.path, `&fields=${FIELDS}`);
    expect(own.rows.every((r) => r.franchiseeId === 2)).toBe(true);
    expect(own.rows.find((r) => r.reference === 'kit-order:9101')?.debitPaise).toBe(12_345_00);
    // The preset holds whatever the query asks: the receivable's charge, never the kit sales line.
    const asked = await page(FIN, LEDGER_LISTS.kitCharges.path, `&account=${ACCOUNTS.KIT_SALES}&q=kit-order:9101`);
    expect(asked.rows.map((r) => [r.debitPaise, r.creditPaise])).toEqual([[12_345_00, 0]]);
  });

  it("lists centres' payments to head office with their bank reference, filtered by date and text", async () => {
    const note = await t.as(FIN, {
      method: 'POST',
      url: '/api/ledger/transaction/add',
      payload: { franchiseeId: 2, type: 'DEBIT_NOTE', amountPaise: 5_000_00, reason: 'Signage board' },
    });
    expect(note.statusCode, note.body).toBe(201);
    const paid = await t.as(FIN, {
      method: 'POST',
      url: '/api/ledger/transfer-franchisee-to-bb',
      payload: { franchiseeId: 2, amountPaise: 3_000_00, utr: 'UTR778899', date: today },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const rows = (await page(FIN, LEDGER_LISTS.centrePayments.path)).rows;
    expect(rows).toEqual([
      expect.objectContaining({ reference: 'franchisee-payment:UTR778899', creditPaise: 3_000_00 }),
    ]);
    expect((await page(FIN, LEDGER_LISTS.centrePayments.path, '&q=UTR7788')).rows).toHaveLength(1);
    expect((await page(FIN, LEDGER_LISTS.centrePayments.path, '&fromDate=2099-01-01')).rows).toEqual([]);
    expect((await page(B, LEDGER_LISTS.centrePayments.path)).rows).toEqual([]);
    const bad = await t.as(FIN, { method: 'GET', url: `${LEDGER_LISTS.centrePayments.path}?fromDate=31-12-2026` });
    expect(bad.statusCode).toBe(400);
  });

  it('lists nodal account lines and exports them in rupees', async () => {
    await post(2, 'payment:test-nodal', [
      { account: ACCOUNTS.NODAL_ACCOUNT, debit: 1_500_50 },
      { account: ACCOUNTS.FEE_INCOME, credit: 1_500_50 },
    ]);
    const rows = (await page(A, LEDGER_LISTS.nodalLines.path)).rows;
    expect(rows.find((r) => r.reference === 'payment:test-nodal')?.debitPaise).toBe(1_500_50);
    const file = await t.as(A, { method: 'GET', url: `${LEDGER_LISTS.nodalLines.path}/export?format=csv` });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('Collected online (₹)');
    expect(file.body).toContain('1500.5');
  });

  it('finds the royalty invoice of a ledger entry, or none', async () => {
    const res = await t.as(FIN, { method: 'GET', url: `${LEDGER_LISTS.royaltyInvoices.path}?journalEntryId=999999` });
    expect(royaltyInvoicePage.parse(res.json()).rows).toEqual([]);
  });
});

describe('statement exports', () => {
  it("heads a student's ledger export with the student's name, in rupees", async () => {
    const [child] = await t.db.db
      .select({
        id: studentAdmissions.id,
        name: sql<string>`trim(${students.firstName} || ' ' || ${students.lastName})`,
      })
      .from(studentAdmissions)
      .innerJoin(students, eq(students.id, studentAdmissions.studentId))
      .where(eq(studentAdmissions.franchiseeId, 2))
      .limit(1);
    await post(2, 'payment:test-export', [
      { account: ACCOUNTS.NODAL_ACCOUNT, debit: 2_500_00 },
      { account: ACCOUNTS.STUDENT_RECEIVABLE, credit: 2_500_00, studentAdmissionId: child.id, tag: TAGS.TUITION },
    ]);
    const file = await t.as(A, { method: 'GET', url: `/api/ledger/student/${child.id}/export` });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="student-ledger-${child.id}.csv"`);
    expect(file.body).toContain(`Student ledger: ${child.name}`);
    expect(file.body).toContain('2500.00');
    expect((await t.as(B, { method: 'GET', url: `/api/ledger/student/${child.id}/export` })).statusCode).toBe(404);
    const balances = (await t.as(A, { method: 'GET', url: '/api/ledger/students' })).json().rows;
    expect(balances.find((r: { studentAdmissionId: number }) => r.studentAdmissionId === child.id)?.studentName).toBe(
      child.name,
    );
  });
});
