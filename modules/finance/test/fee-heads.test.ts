import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { todayInIndia } from '@portal/core';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { journalEntries, journalLines, royaltyInvoices } from '@portal/mod-ledger/server';
import { payments } from '../server/index.ts';
import { A, FIN, approvedPlan, assertBalanced, assignHybrid, payOnline } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const month = todayInIndia().slice(0, 7);

/** Centre 2's collections that bear royalty this month, as the royalty report shows them. */
async function royaltyBase(): Promise<number> {
  const rows = (await t.as(FIN, { method: 'GET', url: `/api/royalty/list?months=${month}` })).json().rows;
  return rows.find((r: { franchiseeId: number }) => r.franchiseeId === 2)?.collectedPaise ?? 0;
}

/** Assigns centre 2's approved bus plan to an admission; answers its public plan. */
async function assignBus(studentAdmissionId: number) {
  const planId = await approvedPlan(t, A, 'School bus quarterly plan');
  const res = await t.as(A, {
    method: 'POST',
    url: `/api/fee-plans/${planId}/assign`,
    payload: { studentAdmissionId },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (await t.as(null, { method: 'GET', url: `/api/public/admission-payments/${res.json().referenceId}` })).json();
}

const paymentLines = (paymentId: number) =>
  t.db.db
    .select({ account: journalLines.account, tag: journalLines.tag, description: journalEntries.description })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(eq(journalEntries.reference, `payment:${paymentId}`));

describe('fee heads', () => {
  it('carry a bus installment as transport, bearing no royalty, and a tuition one as tuition, bearing it', async () => {
    const tuition = await assignHybrid(t);
    const bus = await assignBus(tuition.studentAdmissionId);
    const before = await royaltyBase();

    const paidBus = await payOnline(t, bus.referenceId, bus.installments[0].id);
    expect(paidBus.verify?.statusCode, paidBus.verify?.body).toBe(200);
    expect(await royaltyBase()).toBe(before);
    const [busPayment] = await t.db.db.select().from(payments).where(eq(payments.referenceId, bus.referenceId));
    expect(busPayment.feeHead).toBe('TRANSPORT');
    const busLines = await paymentLines(busPayment.id);
    expect(busLines.find((l) => l.account === 'STUDENT_RECEIVABLE')?.tag).toBe('TRANSPORT');
    expect(busLines[0].description).toMatch(/^Transport online payment, receipt /);

    const paidTuition = await payOnline(t, tuition.referenceId, tuition.installments[0].id);
    expect(paidTuition.verify?.statusCode, paidTuition.verify?.body).toBe(200);
    expect(await royaltyBase()).toBe(before + tuition.installments[0].amountPaise);

    // The payment list (and its export) names each payment's head.
    const listed = (await t.as(A, { method: 'GET', url: `/api/payment-links?q=${bus.referenceId}` })).json().rows;
    expect(listed[0]).toMatchObject({ feeHead: 'TRANSPORT', feeHeadName: 'Transport' });
    await assertBalanced(t);
  });

  it("follow the royalty agreement's heads, which finance edits, and refuse a head that does not exist", async () => {
    const base = await royaltyBase();
    const [{ paise }] = await t.db.db
      .select({ paise: sql<string>`coalesce(sum(${journalLines.credit} - ${journalLines.debit}), 0)` })
      .from(journalLines)
      .where(
        sql`${journalLines.franchiseeId} = 2 and ${journalLines.account} = 'STUDENT_RECEIVABLE'
          and ${journalLines.tag} = 'TRANSPORT' and ${journalLines.month} = ${month}`,
      );
    const transport = Number(paise);
    expect(transport).toBeGreaterThan(0);
    const terms = { model: 'PERCENT', percentBp: 1000, effectiveFrom: '2024-04-01' };
    const unknown = await t.as(FIN, {
      method: 'PUT',
      url: '/api/royalty/settings/2',
      payload: { ...terms, royaltyHeads: ['TUITION', 'SWIMMING'] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('No fee head is called SWIMMING');
    const saved = await t.as(FIN, {
      method: 'PUT',
      url: '/api/royalty/settings/2',
      payload: { ...terms, royaltyHeads: ['TUITION', 'TRANSPORT'] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().royaltyHeads).toEqual(['TUITION', 'TRANSPORT']);
    expect(await royaltyBase()).toBe(base + transport);

    // An invoice keeps the heads it counted; one that counted bus fees as tuition is corrected by a credit note.
    const issued = await t.as(FIN, { method: 'POST', url: '/api/royalty/invoices', payload: { month } });
    expect(issued.statusCode, issued.body).toBe(201);
    const [invoice] = await t.db.db
      .select()
      .from(royaltyInvoices)
      .where(sql`${royaltyInvoices.franchiseeId} = 2 and ${royaltyInvoices.month} = ${month}`);
    expect(invoice.royaltyHeads).toEqual(['TUITION', 'TRANSPORT']);
    await t.db.db.execute(sql`update royalty_invoices set royalty_heads = '{TUITION}' where id = ${invoice.id}`);
    await t.as(FIN, { method: 'PUT', url: '/api/royalty/settings/2', payload: terms });
    const notes = async () =>
      t.db.db
        .select({ credit: journalLines.credit })
        .from(journalLines)
        .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
        .where(
          sql`${journalEntries.reference} = ${`royalty-credit-note:${invoice.invoiceNo}`}
            and ${journalLines.account} = 'FRANCHISEE_RECEIVABLE'`,
        );
    await t.as(FIN, { method: 'POST', url: '/api/royalty/invoices', payload: { month } });
    // 10 % of the bus fees, with CGST and SGST at 9 % each on it.
    const royalty = Math.round(transport / 10);
    expect(await notes()).toEqual([{ credit: royalty + 2 * Math.round(royalty * 0.09) }]);
    await t.as(FIN, { method: 'POST', url: '/api/royalty/invoices', payload: { month } });
    expect(await notes()).toHaveLength(1);
    await assertBalanced(t);
  });
});
