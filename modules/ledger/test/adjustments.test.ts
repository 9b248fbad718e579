import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { anonymousContext, type RequestContext } from '@portal/kit';
import { fileForm, startTestApp, type TestApp } from '@portal/server/testing';
import { studentAdmissions } from '@portal/mod-students/server';
import { ACCOUNTS, TAGS } from '../shared/index.ts';
import {
  accountBalance,
  journalEntries,
  postJournal,
  royaltyAdjustments,
  royaltyInvoices,
  trialBalance,
  unbalancedEntries,
} from '../server/index.ts';

let t: TestApp;
let system: RequestContext;
const FIN = 'finance@demo.school';
const A = 'franchisee-a@demo.school';
const B = 'franchisee-b@demo.school';
const thisMonth = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);

/** Centre 2's demo invoice (last month's minimum guarantee) and an invoice of centre 3 issued here. */
let ownInvoice: typeof royaltyInvoices.$inferSelect;
let otherInvoice: typeof royaltyInvoices.$inferSelect;

const raise = (as: string, body: Record<string, unknown>) =>
  t.as(as, { method: 'POST', url: '/api/royalty/adjustments', payload: body });
const decide = (as: string, id: number, what: 'accept' | 'refuse', body: Record<string, unknown> = {}) =>
  t.as(as, { method: 'POST', url: `/api/royalty-adjustments/${id}/${what}`, payload: body });
const balance = (account: (typeof ACCOUNTS)[keyof typeof ACCOUNTS]) => accountBalance(system, 2, account);

beforeAll(async () => {
  t = await startTestApp();
  system = { ...anonymousContext(t.db.db), franchisees: 'all' };
  [ownInvoice] = await t.db.db.select().from(royaltyInvoices).where(eq(royaltyInvoices.franchiseeId, 2));
  // Centre 3 collects tuition this month and is invoiced for it (its agreement charges per student).
  const [child] = await t.db.db
    .select({ id: studentAdmissions.id })
    .from(studentAdmissions)
    .where(eq(studentAdmissions.franchiseeId, 3))
    .limit(1);
  await t.db.db.transaction((tx) =>
    postJournal(
      { ...system, db: tx },
      {
        franchiseeId: 3,
        reference: 'payment:adjustments-test',
        lines: [
          { account: ACCOUNTS.NODAL_ACCOUNT, debit: 20_000_00 },
          { account: ACCOUNTS.STUDENT_RECEIVABLE, credit: 20_000_00, studentAdmissionId: child.id, tag: TAGS.TUITION },
        ],
      },
    ),
  );
  const issued = await t.as(FIN, {
    method: 'POST',
    url: '/api/royalty/invoices',
    payload: { month: thisMonth, franchiseeId: 3 },
  });
  expect(issued.statusCode, issued.body).toBe(201);
  [otherInvoice] = await t.db.db
    .select()
    .from(royaltyInvoices)
    .where(and(eq(royaltyInvoices.franchiseeId, 3), eq(royaltyInvoices.month, thisMonth)));
});
afterAll(() => t.close());

describe('royalty adjustments', () => {
  it('seeds one adjustment waiting for head office on the demo invoice', async () => {
    expect(ownInvoice.royaltyPaise).toBe(5_000_00);
    const list = await t.as(A, { method: 'GET', url: '/api/royalty-adjustments?status=PENDING' });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().rows.length).toBeGreaterThanOrEqual(1);
  });

  it("refuses an adjustment on another centre's invoice, and shows none of another centre's", async () => {
    const refused = await raise(A, {
      royaltyInvoiceId: otherInvoice.id,
      reason: 'WRONG_REVENUE',
      details: 'The revenue figure counts a cheque that bounced',
      amountPaise: 100_00,
    });
    expect(refused.statusCode, refused.body).toBe(404);
    expect(await t.db.db.select().from(royaltyAdjustments).where(eq(royaltyAdjustments.franchiseeId, 3))).toEqual([]);
    const theirs = await raise(B, {
      royaltyInvoiceId: otherInvoice.id,
      reason: 'WRONG_REVENUE',
      details: 'The revenue figure counts a cheque that bounced',
      amountPaise: 100_00,
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(theirs.json().franchiseeId).toBe(3);
    expect((await t.as(A, { method: 'GET', url: `/api/royalty-adjustments/${theirs.json().id}` })).statusCode).toBe(
      404,
    );
    const listed = (await t.as(A, { method: 'GET', url: '/api/royalty-adjustments?pageSize=100' })).json().rows;
    expect(listed.every((r: { franchiseeId: number }) => r.franchiseeId === 2)).toBe(true);
  });

  it('accepts one with a credit note: the ledger moves by the amount, and the note has its e-invoice', async () => {
    const upload = await t.as(A, {
      method: 'POST',
      url: '/api/files',
      ...(await fileForm('%PDF-1.7\n%%EOF\n', 'refund.pdf')),
    });
    const raised = await raise(A, {
      royaltyInvoiceId: ownInvoice.id,
      reason: 'FAMILY_REFUND',
      details: 'Fees refunded to a family that moved away',
      amountPaise: 1_000_00,
      fileId: upload.json().id,
    });
    expect(raised.statusCode, raised.body).toBe(201);
    expect(raised.json().status).toBe('PENDING');
    const id = raised.json().id;
    // The franchisee sees it, with its supporting file; it cannot decide it.
    const seen = await t.as(A, { method: 'GET', url: `/api/royalty-adjustments/${id}` });
    expect(seen.json()).toMatchObject({ status: 'PENDING', invoiceNo: ownInvoice.invoiceNo, amountPaise: 1_000_00 });
    expect((await t.as(A, { method: 'GET', url: `/api/files/${upload.json().id}` })).statusCode).toBe(200);
    expect((await t.as(B, { method: 'GET', url: `/api/files/${upload.json().id}` })).statusCode).toBe(404);
    expect((await decide(A, id, 'accept')).statusCode).toBe(403);

    const income = await balance(ACCOUNTS.ROYALTY_INCOME);
    const owed = await balance(ACCOUNTS.FRANCHISEE_RECEIVABLE);
    const accepted = await decide(FIN, id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    const note = accepted.json();
    expect(note.status).toBe('ACCEPTED');
    expect(note.noteNo).toMatch(/^C002\/\d{4}\/\d+$/);
    // The invoice charged 18 % within the state: the note takes back 9 % + 9 % of the amount with it.
    expect(note.gstPaise).toBe(180_00);
    expect(note.totalPaise).toBe(1_180_00);
    expect(note.einvoiceStatus).toBe('GENERATED');
    expect(note.irn).toMatch(/^[0-9a-f]{64}$/);
    // Royalty income moves by exactly the amount; what the centre owes by the amount and its GST.
    expect((await balance(ACCOUNTS.ROYALTY_INCOME)) - income).toBe(1_000_00);
    expect(owed - (await balance(ACCOUNTS.FRANCHISEE_RECEIVABLE))).toBe(1_180_00);
    // Posted as a new entry: the invoice's own entry is untouched.
    const [entry] = await t.db.db.select().from(journalEntries).where(eq(journalEntries.id, note.journalEntryId));
    expect(entry).toMatchObject({ referenceType: 'credit-note', franchiseeId: 2 });
    const [invoiceNow] = await t.db.db.select().from(royaltyInvoices).where(eq(royaltyInvoices.id, ownInvoice.id));
    expect(invoiceNow).toEqual(ownInvoice);
    // The franchisee sees the decision and downloads the note's e-invoice.
    expect((await t.as(A, { method: 'GET', url: `/api/royalty-adjustments/${id}` })).json().status).toBe('ACCEPTED');
    const json = await t.as(A, { method: 'GET', url: `/api/royalty-adjustments/${id}/einvoice` });
    expect(json.statusCode, json.body).toBe(200);
    const doc = JSON.parse(json.body);
    expect(doc.DocDtls).toMatchObject({ Typ: 'CRN', No: note.noteNo });
    expect(doc.RefDtls.PrecDocDtls[0].InvNo).toBe(ownInvoice.invoiceNo);
    expect(doc.ValDtls.TotInvVal).toBe(1180);
    expect((await t.as(B, { method: 'GET', url: `/api/royalty-adjustments/${id}/einvoice` })).statusCode).toBe(404);

    // Accepting twice is refused and posts nothing more.
    const entries = await t.db.db
      .select()
      .from(journalEntries)
      .where(like(journalEntries.reference, 'royalty-adjustment:%'));
    const again = await decide(FIN, id, 'accept');
    expect(again.statusCode, again.body).toBe(409);
    expect((await decide(FIN, id, 'refuse', { reason: 'Changed our mind' })).statusCode).toBe(409);
    expect(
      await t.db.db.select().from(journalEntries).where(like(journalEntries.reference, 'royalty-adjustment:%')),
    ).toHaveLength(entries.length);
    expect((await balance(ACCOUNTS.ROYALTY_INCOME)) - income).toBe(1_000_00);
    await assertBalanced();
  });

  it('refuses one with a reason and posts nothing', async () => {
    const raised = await raise(A, {
      royaltyInvoiceId: ownInvoice.id,
      reason: 'CLOSED_WEEK',
      details: 'Closed for a week of floods in the area',
      amountPaise: 300_00,
    });
    expect(raised.statusCode, raised.body).toBe(201);
    const id = raised.json().id;
    const before = await balance(ACCOUNTS.FRANCHISEE_RECEIVABLE);
    const noReason = await decide(FIN, id, 'refuse', {});
    expect(noReason.statusCode).toBe(400);
    const refused = await decide(FIN, id, 'refuse', { reason: 'The centre was open that week: attendance was marked' });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json()).toMatchObject({ status: 'REFUSED', noteNo: null, journalEntryId: null });
    expect(
      await t.db.db
        .select()
        .from(journalEntries)
        .where(eq(journalEntries.reference, `royalty-adjustment:${id}`)),
    ).toEqual([]);
    expect(await balance(ACCOUNTS.FRANCHISEE_RECEIVABLE)).toBe(before);
    const seen = (await t.as(A, { method: 'GET', url: `/api/royalty-adjustments/${id}` })).json();
    expect(seen).toMatchObject({
      status: 'REFUSED',
      refusedReason: 'The centre was open that week: attendance was marked',
    });
    expect((await decide(FIN, id, 'accept')).statusCode).toBe(409);
  });

  it("cannot exceed the invoice's royalty, alone or with the credits before it", async () => {
    const tooMuch = await raise(A, {
      royaltyInvoiceId: ownInvoice.id,
      reason: 'WRONG_REVENUE',
      details: 'The whole month was counted twice',
      amountPaise: ownInvoice.royaltyPaise + 1,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toMatch(/cannot be more than the invoice's royalty of ₹5,000.00/);
    // ₹1,000 accepted and ₹500 waiting (the demo's): ₹3,500 is left.
    const left = (await t.as(A, { method: 'GET', url: '/api/royalty/adjustable-invoices' })).json().rows;
    expect(left.find((r: { id: number }) => r.id === ownInvoice.id).adjustablePaise).toBe(3_500_00);
    const over = await raise(A, {
      royaltyInvoiceId: ownInvoice.id,
      reason: 'WRONG_REVENUE',
      details: 'The whole month was counted twice',
      amountPaise: 3_500_01,
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toMatch(/Only ₹3,500.00 of the invoice's royalty is left/);
    const exact = await raise(A, {
      royaltyInvoiceId: ownInvoice.id,
      reason: 'WRONG_REVENUE',
      details: 'The whole month was counted twice',
      amountPaise: 3_500_00,
    });
    expect(exact.statusCode, exact.body).toBe(201);
    const none = await raise(A, {
      royaltyInvoiceId: ownInvoice.id,
      reason: 'OTHER',
      details: 'One rupee more',
      amountPaise: 1_00,
    });
    expect(none.statusCode).toBe(400);
    expect(
      (await raise(A, { royaltyInvoiceId: ownInvoice.id, reason: 'OTHER', details: 'x', amountPaise: 0 })).statusCode,
    ).toBe(400);
  });

  it('is never accepted by the one who raised it: four eyes on the credit note', async () => {
    const raised = await raise(FIN, {
      royaltyInvoiceId: otherInvoice.id,
      reason: 'OTHER',
      details: 'Raised by head office for the centre',
      amountPaise: 1_00,
    });
    expect(raised.statusCode, raised.body).toBe(201);
    const own = await decide(FIN, raised.json().id, 'accept');
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(
      `You raised the adjustment of invoice ${otherInvoice.invoiceNo}: someone else must accept it`,
    );
    expect(
      (await t.as(FIN, { method: 'GET', url: `/api/royalty-adjustments/${raised.json().id}` })).json().status,
    ).toBe('PENDING');
    const other = await decide('superadmin@demo.school', raised.json().id, 'accept');
    expect(other.statusCode, other.body).toBe(200);
    await assertBalanced();
  });
});

async function assertBalanced() {
  const tb = await trialBalance(system);
  expect(tb.debit).toBe(tb.credit);
  expect(await unbalancedEntries(system)).toEqual([]);
}
