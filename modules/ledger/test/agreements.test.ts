import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like, sql } from 'drizzle-orm';
import { addDays } from '@portal/core';
import { anonymousContext, everyFranchiseeContext, outbox, type RequestContext } from '@portal/kit';
import { fileForm, startTestApp, type TestApp } from '@portal/server/testing';
import { ACCOUNTS, TAGS } from '../shared/index.ts';
import {
  journalEntries,
  postJournal,
  royaltyInvoices,
  royaltySettings,
  sendRenewalReminders,
} from '../server/index.ts';

let t: TestApp;
let system: RequestContext;
const FIN = 'finance@demo.school';
const A = 'franchisee-a@demo.school';
const B = 'franchisee-b@demo.school';
const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
const thisMonth = today.slice(0, 7);
const lastMonth = new Date(Date.UTC(Number(thisMonth.slice(0, 4)), Number(thisMonth.slice(5, 7)) - 2, 1))
  .toISOString()
  .slice(0, 7);

beforeAll(async () => {
  t = await startTestApp();
  system = { ...anonymousContext(t.db.db), franchisees: 'all' };
});
afterAll(() => t.close());

/** A tuition collection as the payment module posts it. */
function collect(franchiseeId: number, student: number, paise: number, date: string) {
  return t.db.db.transaction((tx) =>
    postJournal(
      { ...system, db: tx },
      {
        franchiseeId,
        reference: `payment:agreement-test-${franchiseeId}-${student}-${paise}-${Math.random()}`,
        date,
        lines: [
          { account: ACCOUNTS.NODAL_ACCOUNT, debit: paise },
          { account: ACCOUNTS.STUDENT_RECEIVABLE, credit: paise, studentAdmissionId: student, tag: TAGS.TUITION },
        ],
      },
    ),
  );
}

const invoiceOf = async (franchiseeId: number, month: string) =>
  (
    await t.db.db
      .select()
      .from(royaltyInvoices)
      .where(and(eq(royaltyInvoices.franchiseeId, franchiseeId), eq(royaltyInvoices.month, month)))
  )[0];

const v2 = {
  model: 'PERCENT',
  percentBp: 1000,
  effectiveFrom: `${thisMonth}-01`,
  termStart: `${thisMonth}-01`,
  termEnd: addDays(`${thisMonth}-01`, 5 * 365),
  renewalDate: addDays(today, 20),
  territoryPincodes: ['411001'],
  note: 'Renewed on a percentage of tuition',
};

describe('agreement versions', () => {
  it('a new agreement version applies from its date without touching issued invoices', async () => {
    // Month M (last month) under version 1: Rs 300 for each of the two children who paid tuition.
    await collect(3, 9601, 20_000_00, `${lastMonth}-10`);
    await collect(3, 9602, 30_000_00, `${lastMonth}-12`);
    const first = await t.as(FIN, { method: 'POST', url: '/api/royalty/invoices', payload: { month: lastMonth } });
    expect(first.statusCode, first.body).toBe(201);
    const issued = await invoiceOf(3, lastMonth);
    expect(issued).toMatchObject({ model: 'PER_STUDENT', royaltyPaise: 600_00, agreementVersion: 1 });

    // A version cannot start in a month already invoiced, nor mid-month, nor be added by a centre.
    const early = await t.as(FIN, {
      method: 'POST',
      url: '/api/royalty/agreements/3/versions',
      payload: { ...v2, effectiveFrom: `${lastMonth}-01` },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      `Royalty is invoiced up to ${lastMonth.slice(5, 7)}-${lastMonth.slice(0, 4)}: ` +
        `a new version can start from 01-${thisMonth.slice(5, 7)}-${thisMonth.slice(0, 4)} at the earliest`,
    );
    const midMonth = await t.as(FIN, {
      method: 'POST',
      url: '/api/royalty/agreements/3/versions',
      payload: { ...v2, effectiveFrom: `${thisMonth}-15` },
    });
    expect(midMonth.statusCode).toBe(400);
    expect(midMonth.json().fieldErrors?.effectiveFrom ?? midMonth.json().message).toMatch(/first of a month/);
    const byCentre = await t.as(B, { method: 'POST', url: '/api/royalty/agreements/3/versions', payload: v2 });
    expect(byCentre.statusCode).toBe(403);

    // Version 2 from M+1.
    const added = await t.as(FIN, { method: 'POST', url: '/api/royalty/agreements/3/versions', payload: v2 });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ franchiseeId: 3, versionNo: 2, effectiveFrom: `${thisMonth}-01` });

    // Rerunning M issues nothing and changes nothing: no new invoice, no credit note, the invoice as it was.
    const again = await t.as(FIN, { method: 'POST', url: '/api/royalty/invoices', payload: { month: lastMonth } });
    expect(again.json().invoices).toBe(0);
    expect(await invoiceOf(3, lastMonth)).toEqual(issued);
    const notes = await t.db.db
      .select()
      .from(journalEntries)
      .where(like(journalEntries.reference, `royalty-credit-note:${issued.invoiceNo}`));
    expect(notes).toEqual([]);
    // The month's list still reads version 1's rule.
    const listM = (
      await t.as(FIN, { method: 'GET', url: `/api/royalty/list?months=${lastMonth}&franchiseeID=3` })
    ).json().rows;
    expect(listM[0]).toMatchObject({ model: 'PER_STUDENT', figures: { royaltyPaise: 600_00 } });

    // M+1 is invoiced under version 2: 10 % of its tuition.
    await collect(3, 9601, 25_000_00, today);
    const next = await t.as(FIN, {
      method: 'POST',
      url: '/api/royalty/invoices',
      payload: { month: thisMonth, franchiseeId: 3 },
    });
    expect(next.statusCode, next.body).toBe(201);
    expect(await invoiceOf(3, thisMonth)).toMatchObject({
      model: 'PERCENT',
      collectedPaise: 25_000_00,
      royaltyPaise: 2_500_00,
      agreementVersion: 2,
    });
  });

  it("lists a centre's versions to head office and to the centre itself, not to another centre", async () => {
    const fin = await t.as(FIN, { method: 'GET', url: '/api/agreement-versions?franchiseeId=3' });
    expect(fin.statusCode, fin.body).toBe(200);
    expect(fin.json().rows.map((r: { versionNo: number }) => r.versionNo)).toEqual([2, 1]);
    const own = await t.as(B, { method: 'GET', url: '/api/agreement-versions' });
    expect(own.json().rows.every((r: { franchiseeId: number }) => r.franchiseeId === 3)).toBe(true);
    const [v] = await t.db.db
      .select({ id: royaltySettings.id })
      .from(royaltySettings)
      .where(and(eq(royaltySettings.franchiseeId, 3), eq(royaltySettings.versionNo, 2)));
    expect((await t.as(A, { method: 'GET', url: `/api/agreement-versions/${v.id}` })).statusCode).toBe(404);
    expect((await t.as(B, { method: 'GET', url: `/api/agreement-versions/${v.id}` })).statusCode).toBe(200);
  });

  it('keeps the signed document with the version, readable by who reads the version', async () => {
    const form = await fileForm(Buffer.from('%PDF-1.4\n% signed agreement\n%%EOF\n'), 'agreement.pdf');
    const upload = await t.as(FIN, { method: 'POST', url: '/api/files', ...form });
    expect(upload.statusCode, upload.body).toBe(201);
    const fileId = upload.json().id;
    const month = new Date(Date.UTC(Number(thisMonth.slice(0, 4)), Number(thisMonth.slice(5, 7)), 1))
      .toISOString()
      .slice(0, 7);
    const added = await t.as(FIN, {
      method: 'POST',
      url: '/api/royalty/agreements/3/versions',
      payload: { ...v2, effectiveFrom: `${month}-01`, documentFileId: fileId },
    });
    expect(added.statusCode, added.body).toBe(201);
    const record = (await t.as(B, { method: 'GET', url: `/api/agreement-versions/${added.json().id}` })).json();
    expect(record.documentFileId).toBe(fileId);
    expect((await t.as(B, { method: 'GET', url: `/api/files/${fileId}` })).statusCode).toBe(200);
    expect((await t.as(A, { method: 'GET', url: `/api/files/${fileId}` })).statusCode).toBe(404);
  });
});

describe('renewals due', () => {
  it('lists the centres whose agreement in force is due for renewal within the days asked', async () => {
    const due = await t.as(FIN, { method: 'GET', url: '/api/royalty/renewals-due' });
    expect(due.statusCode, due.body).toBe(200);
    expect(due.json().days).toBe(90);
    const rows = due.json().rows as { franchiseeId: number; versionNo: number; daysLeft: number }[];
    // Centre 3's version 2 (in 20 days) and the demo's centre 4, version 2 (in 45 days).
    expect(rows.map((r) => [r.franchiseeId, r.versionNo, r.daysLeft])).toEqual([
      [3, 2, 20],
      [4, 2, 45],
    ]);
    const soon = await t.as(FIN, { method: 'GET', url: '/api/royalty/renewals-due?days=30' });
    expect(soon.json().rows.map((r: { franchiseeId: number }) => r.franchiseeId)).toEqual([3]);
    const own = await t.as(B, { method: 'GET', url: '/api/royalty/renewals-due' });
    expect(own.json().rows.map((r: { franchiseeId: number }) => r.franchiseeId)).toEqual([3]);
    expect((await t.as(FIN, { method: 'GET', url: '/api/royalty/renewals-due?days=0' })).statusCode).toBe(400);
  });

  it('reminds head office by email 90, 60, 30, 7 and 1 days before and on the day', async () => {
    const ctx = everyFranchiseeContext(anonymousContext(t.db.db));
    const mails = async () =>
      (
        await t.db.db
          .select()
          .from(outbox)
          .where(sql`${outbox.subject} like 'Agreement renewal due:%'`)
      ).length;
    const before = await mails();
    // Centre 4's renewal is 45 days ahead: 15 days on it is 30 days ahead, a reminder day.
    expect(await sendRenewalReminders(ctx, addDays(today, 15))).toBe(1);
    expect(await sendRenewalReminders(ctx, addDays(today, 16))).toBe(0);
    expect(await mails()).toBe(before + 1);
    const [mail] = await t.db.db
      .select()
      .from(outbox)
      .where(sql`${outbox.subject} = 'Agreement renewal due: Bright Beginnings Whitefield'`);
    expect(mail.recipient).toMatch(/@/);
    expect(mail.body).toContain('version 2 of the franchise agreement is due for renewal');
  });
});
