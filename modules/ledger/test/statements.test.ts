import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { anonymousContext, type RequestContext } from '@portal/kit';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { studentAdmissions } from '@portal/mod-students/server';
import { ACCOUNTS, TAGS } from '../shared/index.ts';
import { postJournal, royaltyInvoices } from '../server/index.ts';

let t: TestApp;
let system: RequestContext;
const FIN = 'finance@demo.school';
const SUPER = 'superadmin@demo.school';
const A = 'franchisee-a@demo.school';
const B = 'franchisee-b@demo.school';
const thisMonth = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
/** Three children of centre 3 who paid tuition this month. */
let children: number[] = [];
const PAID = [20_000_00, 10_000_00, 6_000_00];

type Line = { id: number; studentAdmissionId: number; status: string; countedPaise: number; collectedPaise: number };
const prepare = (as: string, body: Record<string, unknown>) =>
  t.as(as, { method: 'POST', url: '/api/royalty/statements', payload: body });
const detail = (as: string, id: number) => t.as(as, { method: 'GET', url: `/api/royalty/statements/${id}` });
const onLine = (as: string, id: number, what: 'dispute' | 'accept' | 'reject', body: Record<string, unknown> = {}) =>
  t.as(as, { method: 'POST', url: `/api/royalty-statement-lines/${id}/${what}`, payload: body });
const invoice = (as: string, id: number) =>
  t.as(as, { method: 'POST', url: `/api/royalty-statements/${id}/invoice`, payload: {} });
const invoiceOf = async () =>
  (
    await t.db.db
      .select()
      .from(royaltyInvoices)
      .where(and(eq(royaltyInvoices.franchiseeId, 3), eq(royaltyInvoices.month, thisMonth)))
  )[0];

let statementId: number;
let lineOf: (child: number) => Line;

beforeAll(async () => {
  t = await startTestApp();
  system = { ...anonymousContext(t.db.db), franchisees: 'all' };
  children = (
    await t.db.db
      .select({ id: studentAdmissions.id })
      .from(studentAdmissions)
      .where(eq(studentAdmissions.franchiseeId, 3))
      .orderBy(studentAdmissions.id)
      .limit(3)
  ).map((c) => c.id);
  expect(children).toHaveLength(3);
  for (const [i, child] of children.entries())
    await t.db.db.transaction((tx) =>
      postJournal(
        { ...system, db: tx },
        {
          franchiseeId: 3,
          reference: `payment:statements-test-${i}`,
          lines: [
            { account: ACCOUNTS.NODAL_ACCOUNT, debit: PAID[i] },
            { account: ACCOUNTS.STUDENT_RECEIVABLE, credit: PAID[i], studentAdmissionId: child, tag: TAGS.TUITION },
          ],
        },
      ),
    );
});
afterAll(() => t.close());

describe('royalty statements before the invoice', () => {
  it('prepares a draft the centre reads line by line, and no other centre reads', async () => {
    expect((await prepare(B, { month: thisMonth, franchiseeId: 3 })).statusCode).toBe(403);
    const made = await prepare(FIN, { month: thisMonth, franchiseeId: 3 });
    expect(made.statusCode, made.body).toBe(201);
    statementId = made.json().id;
    const seen = await detail(B, statementId);
    expect(seen.statusCode, seen.body).toBe(200);
    const lines = seen.json().lines as Line[];
    lineOf = (child) => (lines.find((l) => l.studentAdmissionId === child) as Line) ?? expect.fail(`no line ${child}`);
    for (const [i, child] of children.entries()) expect(lineOf(child).collectedPaise).toBeGreaterThanOrEqual(PAID[i]);
    expect(seen.json()).toMatchObject({ status: 'DRAFT', openDisputes: 0, invoiceNo: null });
    expect(seen.json().figures.collectedPaise).toBe(lines.reduce((a, l) => a + l.collectedPaise, 0));
    expect((await detail(A, statementId)).statusCode).toBe(404);
    const list = await t.as(B, { method: 'GET', url: '/api/royalty-statements?pageSize=50' });
    expect(list.json().rows.map((r: { id: number }) => r.id)).toContain(statementId);
    expect((await t.as(A, { method: 'GET', url: '/api/royalty-statements?pageSize=50' })).json().rows).toEqual([]);
  });

  it('takes a dispute per line with a reason and the amount the centre says is right', async () => {
    const line = lineOf(children[0]);
    const noReason = await onLine(B, line.id, 'dispute', { reason: '', claimedPaise: 0 });
    expect(noReason.statusCode).toBe(400);
    const tooMuch = await onLine(B, line.id, 'dispute', {
      reason: 'The cheque bounced',
      claimedPaise: line.collectedPaise,
    });
    expect(tooMuch.statusCode, tooMuch.body).toBe(400);
    expect(tooMuch.json().message).toMatch(/less than/);
    expect((await onLine(A, line.id, 'dispute', { reason: 'Not ours', claimedPaise: 0 })).statusCode).toBe(404);
    const disputed = await onLine(B, line.id, 'dispute', {
      reason: 'The cheque bounced on the 5th',
      claimedPaise: line.collectedPaise - PAID[0],
    });
    expect(disputed.statusCode, disputed.body).toBe(200);
    expect(disputed.json()).toMatchObject({ status: 'DISPUTED', disputeReason: 'The cheque bounced on the 5th' });
    // One dispute per line.
    expect((await onLine(B, line.id, 'dispute', { reason: 'Again, twice', claimedPaise: 0 })).statusCode).toBe(409);
    // The centre cannot answer its own dispute: head office's right.
    expect((await onLine(B, line.id, 'accept')).statusCode).toBe(403);
  });

  it('issues no invoice while a dispute is open: not by name, not by the statement, not in a run', async () => {
    const byName = await t.as(FIN, {
      method: 'POST',
      url: '/api/royalty/invoices',
      payload: { month: thisMonth, franchiseeId: 3 },
    });
    expect(byName.statusCode, byName.body).toBe(409);
    expect(byName.json().message).toMatch(/1 disputed line: head office must answer it before the invoice/);
    const fromDraft = await invoice(FIN, statementId);
    expect(fromDraft.statusCode, fromDraft.body).toBe(409);
    const run = await t.as(FIN, { method: 'POST', url: '/api/royalty/invoices', payload: { month: thisMonth } });
    expect(run.statusCode, run.body).toBe(201);
    expect(await invoiceOf()).toBeUndefined();
    expect((await detail(B, statementId)).json()).toMatchObject({ status: 'DRAFT', openDisputes: 1 });
  });

  it('accepts a dispute: the line counts the amount agreed', async () => {
    const line = lineOf(children[0]);
    const accepted = await onLine(FIN, line.id, 'accept', { reply: 'Agreed: the bounce is in the bank statement' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const after = (await detail(B, statementId)).json();
    const now = (after.lines as Line[]).find((l) => l.id === line.id)!;
    expect(now).toMatchObject({ status: 'ADJUSTED', countedPaise: line.collectedPaise - PAID[0] });
    expect(after.figures.collectedPaise).toBe(
      (after.lines as Line[]).reduce((a, l) => a + l.collectedPaise, 0) - PAID[0],
    );
    expect((await onLine(FIN, line.id, 'reject', { reply: 'Changed my mind' })).statusCode).toBe(409);
  });

  it('rejects a dispute only with a reply; the line stays as charged', async () => {
    const line = lineOf(children[1]);
    await onLine(B, line.id, 'dispute', { reason: 'This child left in June', claimedPaise: 0 });
    const silent = await onLine(FIN, line.id, 'reject', {});
    expect(silent.statusCode, silent.body).toBe(400);
    const rejected = await onLine(FIN, line.id, 'reject', { reply: 'The receipt of the 3rd is for this month' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'UPHELD', reply: 'The receipt of the 3rd is for this month' });
    expect((await detail(B, statementId)).json().lines.find((l: Line) => l.id === line.id).countedPaise).toBe(
      line.collectedPaise,
    );
  });

  it('is never resolved by the one who raised the dispute: four eyes', async () => {
    const line = lineOf(children[2]);
    const raised = await onLine(FIN, line.id, 'dispute', { reason: 'Counted twice by the import', claimedPaise: 0 });
    expect(raised.statusCode, raised.body).toBe(200);
    for (const what of ['accept', 'reject'] as const) {
      const own = await onLine(FIN, line.id, what, { reply: 'Settling my own dispute' });
      expect(own.statusCode, own.body).toBe(403);
      expect(own.json().message).toMatch(/someone else must/);
    }
    const other = await onLine(SUPER, line.id, 'accept', {});
    expect(other.statusCode, other.body).toBe(200);
  });

  it('issues the invoice from the settled draft, and the draft is closed', async () => {
    const settled = (await detail(FIN, statementId)).json();
    expect(settled.openDisputes).toBe(0);
    expect((await invoice(B, statementId)).statusCode).toBe(403);
    const issued = await invoice(FIN, statementId);
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json().status).toBe('INVOICED');
    const inv = await invoiceOf();
    expect(inv).toBeDefined();
    expect(inv.collectedPaise).toBe(settled.figures.collectedPaise);
    expect(inv.studentCount).toBe(settled.figures.studentCount);
    expect(inv.royaltyPaise).toBe(settled.figures.royaltyPaise);
    const closed = (await detail(B, statementId)).json();
    expect(closed).toMatchObject({ status: 'INVOICED', royaltyInvoiceId: inv.id, invoiceNo: inv.invoiceNo });
    // Settled: no dispute after the invoice, no second draft of the month.
    const late = await onLine(B, lineOf(children[1]).id, 'dispute', { reason: 'Once more', claimedPaise: 0 });
    expect(late.statusCode).toBe(409);
    expect((await prepare(FIN, { month: thisMonth, franchiseeId: 3 })).statusCode).toBe(409);
  });
});
