import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { todayInIndia } from '@portal/core';
import { anonymousContext, jobRuns, jobs, startWorker, type RequestContext } from '@portal/kit';
import { pdfText, startTestApp, type TestApp } from '@portal/server/testing';
import { ACCOUNTS } from '../shared/index.ts';
import { journalLines, postJournal, ROYALTY_JOB, royaltyInvoices, royaltyJob } from '../server/index.ts';
import { A, B, FIN, bookBalanced, collection, namedChildren } from './support.ts';

let t: TestApp;
let system: RequestContext;
// Of the file's start: a worker keeps its modules from file to file (vitest.config.ts), so not in support.ts.
const today = todayInIndia();
const thisMonth = today.slice(0, 7);

/** Two seeded children of centre 2, with their names. */
let first: { id: number; name: string };
let second: { id: number; name: string };

beforeAll(async () => {
  t = await startTestApp();
  system = { ...anonymousContext(t.db.db), franchisees: 'all' };
  [first, second] = await namedChildren(t, 2);
});
afterAll(() => t.close());

const assertBalanced = () => bookBalanced(system);
const post = (email: string, url: string, payload: object) => t.as(email, { method: 'POST', url, payload });
const put = (email: string, url: string, payload: object) => t.as(email, { method: 'PUT', url, payload });

const collect = (franchiseeId: number, student: number, paise: number, date = today) =>
  collection(system, t, franchiseeId, student, paise, date);

describe('posting', () => {
  it('refuses unbalanced, one-line, negative, fractional and two-sided entries', async () => {
    const post = (lines: Parameters<typeof postJournal>[1]['lines']) =>
      postJournal(system, { franchiseeId: 2, reference: 'test:x', lines });
    await expect(
      post([
        { account: ACCOUNTS.NODAL_ACCOUNT, debit: 100 },
        { account: ACCOUNTS.FEE_INCOME, credit: 99 },
      ]),
    ).rejects.toThrow('The entry does not balance: debits ₹1.00, credits ₹0.99');
    await expect(post([{ account: ACCOUNTS.NODAL_ACCOUNT, debit: 100 }])).rejects.toThrow('at least two lines');
    await expect(
      post([
        { account: ACCOUNTS.NODAL_ACCOUNT, debit: -100 },
        { account: ACCOUNTS.FEE_INCOME, credit: -100 },
      ]),
    ).rejects.toThrow('cannot be negative');
    await expect(
      post([
        { account: ACCOUNTS.NODAL_ACCOUNT, debit: 10.5 },
        { account: ACCOUNTS.FEE_INCOME, credit: 10.5 },
      ]),
    ).rejects.toThrow('at most 2 decimals');
    await expect(
      post([
        { account: ACCOUNTS.NODAL_ACCOUNT, debit: 5, credit: 5 },
        { account: ACCOUNTS.FEE_INCOME, credit: 0 },
      ]),
    ).rejects.toThrow('either a debit or a credit');
    await assertBalanced();
  });

  it('has the database refuse an unbalanced entry, an update and a delete', async () => {
    const posted = await collect(2, first.id, 5_000_00);
    await expect(
      t.db.db.execute(sql`update journal_lines set debit = 1 where entry_id = ${posted.id} and debit > 0`),
    ).rejects.toThrow();
    await expect(t.db.db.execute(sql`delete from journal_lines where entry_id = ${posted.id}`)).rejects.toThrow();
    await expect(t.db.db.execute(sql`delete from journal_entries where id = ${posted.id}`)).rejects.toThrow();
    const refused = (await t.db.db
      .execute(
        sql`insert into journal_lines (entry_id, franchisee_id, account, month, debit, credit)
          values (${posted.id}, 2, 'FEE_INCOME', '2026-01', 0, 7)`,
      )
      .catch((e: unknown) => e)) as Error & { cause?: Error };
    expect(String(refused.cause?.message ?? refused.message)).toMatch(/does not balance/);
    const changed = (await t.db.db
      .execute(sql`delete from journal_entries where id = ${posted.id}`)
      .catch((e: unknown) => e)) as Error & { cause?: Error };
    expect(String(changed.cause?.message ?? changed.message)).toMatch(/cannot be changed or deleted/);
    const lines = await t.db.db.select().from(journalLines).where(eq(journalLines.entryId, posted.id));
    expect(lines.map((l) => [l.debit, l.credit])).toEqual([
      [5_000_00, 0],
      [0, 5_000_00],
    ]);
    await assertBalanced();
  });

  it('corrects by reversal, once, through the API, for finance only', async () => {
    const posted = await collect(2, second.id, 1_234_56);
    expect((await post(A, `/api/ledger/entries/${posted.id}/reverse`, { reason: 'Entered twice' })).statusCode).toBe(
      403,
    );
    const rev = await post(FIN, `/api/ledger/entries/${posted.id}/reverse`, { reason: 'Entered twice' });
    expect(rev.statusCode, rev.body).toBe(200);
    const again = await post(FIN, `/api/ledger/entries/${posted.id}/reverse`, { reason: 'Entered twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This entry has already been reversed');
    const ledger = (await t.as(A, { method: 'GET', url: `/api/ledger/student/${second.id}` })).json();
    expect(ledger.student).toMatchObject({ studentAdmissionId: second.id, name: second.name, franchiseeId: 2 });
    expect(ledger.balance).toBe(0);
    expect(ledger.lines.map((l: { credit: number; debit: number }) => [l.debit, l.credit])).toEqual([
      [0, 1_234_56],
      [1_234_56, 0],
    ]);
    await assertBalanced();
  });
});

describe('franchisee ledger', () => {
  it('adds debit and credit notes, refusing bad amounts with a message', async () => {
    // The demo's royalty invoice is already on the centre's account.
    const before = (await t.as(A, { method: 'GET', url: '/api/ledger/franchisee/2' })).json().balance;
    for (const [amountPaise, message] of [
      [0, 'Amount must be more than zero'],
      [-5, 'Amount must be more than zero'],
      [1.5, 'Amount can have at most 2 decimals'],
    ] as const) {
      const res = await post(FIN, '/api/ledger/transaction/add', {
        franchiseeId: 2,
        type: 'DEBIT_NOTE',
        amountPaise,
        reason: 'Signage',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(
      (
        await post(FIN, '/api/ledger/transaction/add', {
          franchiseeId: 2,
          type: 'DEBIT_NOTE',
          amountPaise: 10_000_00,
          reason: 'Signage board',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await post(FIN, '/api/ledger/transaction/add', {
          franchiseeId: 2,
          type: 'CREDIT_NOTE',
          amountPaise: 2_500_00,
          reason: 'Damaged kit returned',
        })
      ).statusCode,
    ).toBe(201);
    const ledger = (await t.as(A, { method: 'GET', url: '/api/ledger/franchisee/2' })).json();
    expect(ledger.balance - before).toBe(7_500_00);
    expect(
      (
        await post(A, '/api/ledger/transaction/add', {
          franchiseeId: 2,
          type: 'CREDIT_NOTE',
          amountPaise: 100,
          reason: 'Self-credit',
        })
      ).statusCode,
    ).toBe(403);
    await assertBalanced();
  });

  it("keeps a centre out of another centre's ledger", async () => {
    expect((await t.as(B, { method: 'GET', url: '/api/ledger/franchisee/2' })).statusCode).toBe(404);
    for (const url of [`/api/ledger/student/${first.id}?franchiseeID=2`, `/api/ledger/student/${first.id}`])
      expect((await t.as(B, { method: 'GET', url })).statusCode, url).toBe(404);
    expect((await t.as(B, { method: 'GET', url: '/api/ledger/trial-balance?franchiseeID=2' })).statusCode).toBe(404);
    for (const url of ['/api/ledger/student/999999', '/api/ledger/franchisee/99999', '/api/ledger/nodal/99999']) {
      const missing = await t.as(FIN, { method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json().message, url).toMatch(/not found/i);
    }
    const summary = (await t.as(B, { method: 'GET', url: '/api/ledger/franchisees' })).json().rows;
    expect(summary.every((r: { franchiseeId: number }) => r.franchiseeId === 3)).toBe(true);
  });

  it('records payments to head office and settlements, never more than owed or held', async () => {
    const owed = (await t.as(A, { method: 'GET', url: '/api/ledger/franchisee/2' })).json().balance;
    const over = await post(FIN, '/api/ledger/transfer-franchisee-to-bb', {
      franchiseeId: 2,
      amountPaise: owed + 1,
      utr: 'UTR0001',
    });
    expect(over.statusCode).toBe(400);
    expect(
      (await post(FIN, '/api/ledger/transfer-franchisee-to-bb', { franchiseeId: 2, amountPaise: owed, utr: 'UTR0001' }))
        .statusCode,
    ).toBe(201);
    expect((await t.as(A, { method: 'GET', url: '/api/ledger/franchisee/2' })).json().balance).toBe(0);
    const nodal = (await t.as(FIN, { method: 'GET', url: '/api/ledger/nodal' }))
      .json()
      .rows.find((r: { franchiseeId: number }) => r.franchiseeId === 2).balance;
    expect(
      (await post(FIN, '/api/ledger/settlement-transfer', { franchiseeId: 2, amountPaise: nodal + 1, utr: 'UTR0002' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await post(FIN, '/api/ledger/settlement-transfer', { franchiseeId: 2, amountPaise: nodal, utr: 'UTR0002' })
      ).json().nodalBalance,
    ).toBe(0);
    await assertBalanced();
  });
});

describe('royalty invoices', () => {
  it('saves royalty terms for finance only and validates slabs', async () => {
    expect(
      (await put(A, '/api/royalty/settings/2', { model: 'PERCENT', percentBp: 1000, effectiveFrom: '2024-04-01' }))
        .statusCode,
    ).toBe(403);
    const badSlabs = await put(FIN, '/api/royalty/settings/3', {
      model: 'SLAB',
      slabs: [
        { uptoPaise: 500, percentBp: 100 },
        { uptoPaise: 400, percentBp: 200 },
      ],
      effectiveFrom: '2024-04-01',
    });
    expect(badSlabs.json().message).toBe('Slab limits must rise from one slab to the next');
    const res = await put(FIN, '/api/royalty/settings/2', {
      model: 'PERCENT',
      percentBp: 1000,
      minimumGuaranteePaise: 5_000_00,
      effectiveFrom: '2024-04-01',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      (
        await put(FIN, '/api/royalty/settings/3', {
          model: 'PER_STUDENT',
          perStudentPaise: 300_00,
          effectiveFrom: '2024-04-01',
        })
      ).statusCode,
    ).toBe(200);
  });

  it("invoices a month's royalty from the centre's own collections, with its e-invoice, once", async () => {
    await collect(2, 501, 30_000_00);
    await collect(2, 502, 45_000_00);
    await collect(3, 601, 12_000_00);
    await collect(3, 602, 12_000_00);
    const list = (await t.as(FIN, { method: 'GET', url: `/api/royalty/list?months=${thisMonth}` })).json().rows;
    const a = list.find((r: { franchiseeId: number }) => r.franchiseeId === 2);
    // The first child paid 5,000 and the second's payment was reversed: 80,000 collected from 3 students.
    expect(a).toMatchObject({
      collectedPaise: 80_000_00,
      studentCount: 3,
      figures: { computedPaise: 8_000_00, royaltyPaise: 8_000_00 },
    });
    const issued = await post(FIN, '/api/royalty/invoices', { month: thisMonth });
    expect(issued.statusCode, issued.body).toBe(201);
    // Centre 5 collected nothing this month: it still owes its ₹10,000 minimum guarantee.
    expect(issued.json()).toMatchObject({ invoices: 3, royaltyPaise: 8_000_00 + 600_00 + 10_000_00 });
    const again = await post(FIN, '/api/royalty/invoices', { month: thisMonth });
    expect(again.json().invoices).toBe(0);

    const invoices = (await t.as(FIN, { method: 'GET', url: `/api/royalty/invoices?month=${thisMonth}` })).json().rows;
    const inv = invoices.find((r: { franchiseeId: number }) => r.franchiseeId === 2);
    expect(inv.einvoiceStatus).toBe('GENERATED');
    const [row] = await t.db.db.select().from(royaltyInvoices).where(eq(royaltyInvoices.id, inv.id));
    // Numbered after the centre's earlier invoices of the year (the demo's, last month), without a gap.
    const earlier = (await t.db.db.select().from(royaltyInvoices).where(eq(royaltyInvoices.franchiseeId, 2))).filter(
      (r) => r.id !== inv.id && r.financialYear === row.financialYear,
    );
    expect(inv.invoiceNo).toMatch(new RegExp(`^R002/\\d{4}/${earlier.length + 1}$`));
    // Intra-state (both in Karnataka): CGST + SGST at 9 % each.
    expect(row).toMatchObject({
      royaltyPaise: 8_000_00,
      cgstPaise: 720_00,
      sgstPaise: 720_00,
      igstPaise: 0,
      totalPaise: 9_440_00,
    });
    expect(row.irn).toMatch(/^[0-9a-f]{64}$/);
    const b = invoices.find((r: { franchiseeId: number }) => r.franchiseeId === 3);
    // Maharashtra buyer: IGST.
    const [rowB] = await t.db.db.select().from(royaltyInvoices).where(eq(royaltyInvoices.id, b.id));
    expect(rowB).toMatchObject({ royaltyPaise: 600_00, igstPaise: 108_00, cgstPaise: 0 });
    const guaranteed = invoices.find((r: { franchiseeId: number }) => r.franchiseeId === 5);
    const [rowG] = await t.db.db.select().from(royaltyInvoices).where(eq(royaltyInvoices.id, guaranteed.id));
    expect(rowG).toMatchObject({
      collectedPaise: 0,
      studentCount: 0,
      computedPaise: 0,
      minimumTopUpPaise: 10_000_00,
      royaltyPaise: 10_000_00,
    });

    expect((await t.as(A, { method: 'GET', url: '/api/ledger/franchisee/2' })).json().balance).toBe(9_440_00);
    const download = await t.as(A, { method: 'GET', url: `/api/royalty/invoices/${inv.id}/einvoice` });
    expect(download.headers['content-type']).toBe('application/json');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="einvoice-${inv.invoiceNo.replace(/\//g, '-')}.json"`,
    );
    const einv = download.json();
    expect(einv.DocDtls.No).toBe(inv.invoiceNo);
    expect(einv.ValDtls.TotInvVal).toBe(9440);
    const pdf = await t.as(A, { method: 'GET', url: `/api/royalty/invoices/${inv.id}/pdf` });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Amounts are written with the rupee sign (Noto Sans), not "Rs.", where the server has the font.
    const printed = pdfText(pdf.rawPayload);
    expect(printed.rupeeSign).toBe(true);
    expect(printed.text).not.toContain('Rs.');
    expect((await t.as(B, { method: 'GET', url: `/api/royalty/invoices/${inv.id}/pdf` })).statusCode).toBe(404);
    expect((await post(A, '/api/royalty/invoices', { month: thisMonth })).statusCode).toBe(403);
    await assertBalanced();
  });

  it('lists the minimum guarantee of a month with no collections, and not before the agreement began', async () => {
    const month = `${Number(thisMonth.slice(0, 4)) - 1}${thisMonth.slice(4)}`;
    const list = async () =>
      (await t.as(FIN, { method: 'GET', url: `/api/royalty/list?months=${month}&franchiseeID=5` })).json().rows;
    expect(await list()).toEqual([
      expect.objectContaining({
        franchiseeId: 5,
        month,
        collectedPaise: 0,
        figures: expect.objectContaining({ computedPaise: 0, minimumTopUpPaise: 10_000_00, royaltyPaise: 10_000_00 }),
        invoice: null,
      }),
    ]);
    const later = await put(FIN, '/api/royalty/settings/5', {
      model: 'PERCENT',
      percentBp: 1200,
      minimumGuaranteePaise: 10_000_00,
      effectiveFrom: `${today.slice(0, 7)}-01`,
    });
    expect(later.statusCode, later.body).toBe(200);
    expect(await list()).toEqual([]);
  });

  it('shows royalty per student, named', async () => {
    const named = (
      await t.as(A, {
        method: 'GET',
        url: `/api/royalty/student-royalty-details?franchiseeID=2&studentAdmissionID=${first.id}`,
      })
    ).json().rows;
    expect(named).toEqual([
      {
        studentAdmissionId: first.id,
        studentName: first.name,
        month: thisMonth,
        collectedPaise: 5_000_00,
        royaltyPaise: 500_00,
      },
    ]);
    const rows = (
      await t.as(A, {
        method: 'GET',
        url: '/api/royalty/student-royalty-details?franchiseeID=2&studentAdmissionID=502',
      })
    ).json().rows;
    expect(rows).toEqual([
      {
        studentAdmissionId: 502,
        studentName: null,
        month: thisMonth,
        collectedPaise: 45_000_00,
        royaltyPaise: 4_500_00,
      },
    ]);
    expect(
      (await t.as(B, { method: 'GET', url: '/api/royalty/student-royalty-details?franchiseeID=2' })).statusCode,
    ).toBe(404);
  });

  it('runs the month as a background job that queues the next month', async () => {
    const res = await post(FIN, '/api/royalty/run', { month: thisMonth });
    expect(res.statusCode).toBe(202);
    const runId = res.json().runId;
    const worker = await startWorker({ db: t.db.db, jobs: [royaltyJob], pollMs: 20 });
    try {
      for (let i = 0; i < 200; i++) {
        const [run] = await t.db.db.select().from(jobRuns).where(eq(jobRuns.id, runId));
        if (run.finishedAt) {
          expect(run.status).toBe('Completed');
          // Everything was invoiced above, so the job finds nothing new.
          expect(run.result).toMatchObject({ invoices: 0 });
          break;
        }
        await new Promise((r) => setTimeout(r, 25));
      }
    } finally {
      await worker.stop();
    }
    const next = await t.db.db.select().from(jobs).where(eq(jobs.name, ROYALTY_JOB));
    expect(next.map((j) => (j.payload as { month: string }).month)).toContain(
      new Date(Date.UTC(Number(thisMonth.slice(0, 4)), Number(thisMonth.slice(5, 7)), 1)).toISOString().slice(0, 7),
    );
  });
});
