import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { anonymousContext, outbox, type RequestContext } from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { adminUsers, DEMO_PASSWORD, hashPassword } from '@portal/mod-users/server';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { ACCOUNTS, TAGS } from '../shared/index.ts';
import { postJournal, royaltyInvoices } from '../server/index.ts';

let t: TestApp;
let system: RequestContext;
const FIN = 'finance@demo.school';
const B = 'franchisee-b@demo.school';
const NEW_OWNER = 'meera.joshi@sahyadri.example.in';
const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
const thisMonth = today.slice(0, 7);
const monthsAgo = (n: number) =>
  new Date(Date.UTC(Number(thisMonth.slice(0, 4)), Number(thisMonth.slice(5, 7)) - 1 - n, 1)).toISOString().slice(0, 7);
const twoAgo = monthsAgo(2);
const lastMonth = monthsAgo(1);
let oldOwner: typeof franchisees.$inferSelect;

beforeAll(async () => {
  t = await startTestApp();
  system = { ...anonymousContext(t.db.db), franchisees: 'all' };
  [oldOwner] = await t.db.db.select().from(franchisees).where(eq(franchisees.id, 3));
});
afterAll(() => t.close());

function collect(student: number, paise: number, date: string) {
  return t.db.db.transaction((tx) =>
    postJournal(
      { ...system, db: tx },
      {
        franchiseeId: 3,
        reference: `payment:transfer-test-${student}-${paise}-${Math.random()}`,
        date,
        lines: [
          { account: ACCOUNTS.NODAL_ACCOUNT, debit: paise },
          { account: ACCOUNTS.STUDENT_RECEIVABLE, credit: paise, studentAdmissionId: student, tag: TAGS.TUITION },
        ],
      },
    ),
  );
}
const invoice = (month: string) =>
  t.as(FIN, { method: 'POST', url: '/api/royalty/invoices', payload: { month, franchiseeId: 3 } });
const invoiceRow = async (month: string) =>
  (
    await t.db.db
      .select()
      .from(royaltyInvoices)
      .where(and(eq(royaltyInvoices.franchiseeId, 3), eq(royaltyInvoices.month, month)))
  )[0];
const owed = async () => (await t.as(FIN, { method: 'GET', url: '/api/ledger/franchisee/3' })).json().balance as number;
const transfer = (over: Record<string, unknown> = {}, as = FIN) =>
  t.as(as, {
    method: 'POST',
    url: '/api/royalty/agreements/3/transfer',
    payload: {
      transferDate: `${thisMonth}-01`,
      ownerName: 'Meera Joshi',
      legalName: 'Sahyadri Learning LLP',
      email: NEW_OWNER,
      mobile: '9822011223',
      note: 'Sold to a local operator',
      ...over,
    },
  });

describe('ownership transfer', () => {
  it('an ownership transfer splits dues at the date and moves access', async () => {
    // Two months ago is invoiced under the owner then; last month's collections wait for their invoice.
    await collect(9701, 10_000_00, `${twoAgo}-05`);
    expect((await invoice(twoAgo)).statusCode).toBe(201);
    await collect(9702, 20_000_00, `${lastMonth}-06`);
    expect((await t.as(B, { method: 'GET', url: '/api/admin/me' })).statusCode).toBe(200);
    const children = async () =>
      (await t.as(FIN, { method: 'GET', url: '/api/student?franchiseeId=3&pageSize=1' })).json().total as number;
    const childrenBefore = await children();

    // Refused: by the centre, mid-month, in a month already invoiced, ahead of today.
    expect((await transfer({}, B)).statusCode).toBe(403);
    const mid = await transfer({ transferDate: `${thisMonth}-15` });
    expect(mid.statusCode).toBe(400);
    expect(JSON.stringify(mid.json())).toContain('A transfer takes effect on the first of a month');
    const invoiced = await transfer({ transferDate: `${twoAgo}-01` });
    expect(invoiced.statusCode).toBe(409);
    expect(invoiced.json().message).toBe(
      `Royalty is invoiced up to ${twoAgo.slice(5, 7)}-${twoAgo.slice(0, 4)}, billed to the owner then: ` +
        'a transfer takes effect from the month after',
    );
    const nextMonth = new Date(Date.UTC(Number(thisMonth.slice(0, 4)), Number(thisMonth.slice(5, 7)), 1))
      .toISOString()
      .slice(0, 10);
    expect((await transfer({ transferDate: nextMonth })).statusCode).toBe(400);

    const owedAtTransfer = await owed();
    const done = await transfer();
    expect(done.statusCode, done.body).toBe(201);
    const answer = done.json();
    expect(answer).toMatchObject({ transferDate: `${thisMonth}-01`, duesBeforePaise: owedAtTransfer });

    // Access: the old owner's login is closed and its session ended; the new owner's is opened, invited by email.
    expect((await t.as(B, { method: 'GET', url: '/api/admin/me' })).statusCode).toBe(401);
    const relogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: B, password: DEMO_PASSWORD },
    });
    expect(relogin.statusCode).toBe(401);
    const [oldLogin] = await t.db.db.select().from(adminUsers).where(eq(adminUsers.email, B));
    expect(answer.closedUserIds).toEqual([oldLogin.id]);
    const [newLogin] = await t.db.db.select().from(adminUsers).where(eq(adminUsers.email, NEW_OWNER));
    expect(newLogin).toMatchObject({ id: answer.toUserId, franchiseeId: 3, isActive: true });
    const invitations = await t.db.db.select().from(outbox).where(eq(outbox.recipient, NEW_OWNER));
    expect(invitations).toHaveLength(1);
    await t.db.db
      .update(adminUsers)
      .set({ passwordHash: await hashPassword(DEMO_PASSWORD) })
      .where(eq(adminUsers.id, newLogin.id));
    const theirs = await t.as(NEW_OWNER, { method: 'GET', url: '/api/ledger/franchisee/3' });
    expect(theirs.statusCode, theirs.body).toBe(200);
    // The centre keeps its children and its name.
    expect(await children()).toBe(childrenBefore);
    const [centre] = await t.db.db.select().from(franchisees).where(eq(franchisees.id, 3));
    expect(centre).toMatchObject({ companyName: oldOwner.companyName, ownerName: 'Meera Joshi', email: NEW_OWNER });

    // Last month, invoiced after the transfer, still bills the old owner; this month bills the new one.
    expect((await invoice(lastMonth)).statusCode).toBe(201);
    await collect(9703, 30_000_00, today);
    expect((await invoice(thisMonth)).statusCode).toBe(201);
    expect(await invoiceRow(twoAgo)).toMatchObject({
      buyerLegalName: oldOwner.companyName,
      buyerGstin: oldOwner.gstin,
    });
    const last = await invoiceRow(lastMonth);
    expect(last).toMatchObject({ buyerLegalName: oldOwner.companyName, buyerGstin: oldOwner.gstin });
    const now = await invoiceRow(thisMonth);
    expect(now).toMatchObject({ buyerLegalName: 'Sahyadri Learning LLP', buyerGstin: null });
    if (oldOwner.gstin) {
      const einvoice = (await t.as(FIN, { method: 'GET', url: `/api/royalty/invoices/${last.id}/einvoice` })).json();
      expect(einvoice.BuyerDtls).toMatchObject({ Gstin: oldOwner.gstin, LglNm: oldOwner.companyName });
    }

    // Dues split at the date: everything before it (last month's invoice included) is the old owner's.
    const split = await t.as(FIN, { method: 'GET', url: '/api/royalty/agreements/3/transfers' });
    expect(split.statusCode, split.body).toBe(200);
    const [row] = split.json().rows;
    expect(row).toMatchObject({
      transferDate: `${thisMonth}-01`,
      from: { legalName: oldOwner.companyName, gstin: oldOwner.gstin },
      to: { ownerName: 'Meera Joshi', legalName: 'Sahyadri Learning LLP', gstin: null },
      duesAtTransferPaise: owedAtTransfer,
    });
    expect(row.duesBeforePaise).toBe(owedAtTransfer + last.totalPaise);
    expect(row.duesBeforePaise + row.duesSincePaise).toBe(await owed());
    expect(row.duesSincePaise).toBeGreaterThanOrEqual(now.totalPaise);
    // Only head office reads a centre's owners.
    expect((await t.as(NEW_OWNER, { method: 'GET', url: '/api/royalty/agreements/3/transfers' })).statusCode).toBe(403);
  });
});
