import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import { todayInIndia } from '@portal/core';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { collectedTotal } from '../server/index.ts';
import { rupees } from '../server/tally/tally.ts';
import { A, B, FIN, assignHybrid, payOnline, system } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Entry = { LEDGERNAME: string; ISDEEMEDPOSITIVE: string; AMOUNT: string };
type Voucher = {
  '@_REMOTEID': string;
  VOUCHERTYPENAME: string;
  VOUCHERNUMBER: string;
  DATE: string;
  'ALLLEDGERENTRIES.LIST': Entry[];
};
type Message = { LEDGER?: { NAME: string; PARENT: string }; VOUCHER?: Voucher };

const paise = (amount: string) => {
  const [r, p = '0'] = amount.replace('-', '').split('.');
  return (amount.startsWith('-') ? -1 : 1) * (Number(r) * 100 + Number(p.padEnd(2, '0')));
};

const parse = (xml: string) =>
  new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    parseTagValue: false,
    isArray: (name) => ['TALLYMESSAGE', 'ALLLEDGERENTRIES.LIST'].includes(name),
  }).parse(xml);

describe('books for TallyPrime', () => {
  const day = todayInIndia();
  const url = (franchiseeId: number, from = day, to = day) =>
    `/api/finance/tally-export?franchiseeID=${franchiseeId}&from=${from}&to=${to}`;

  it("is Tally's import envelope of balanced receipts summing to the fees collected, alike twice", async () => {
    const plan = await assignHybrid(t, 2);
    const paid = await payOnline(t, plan.referenceId, plan.installments[0].id);
    expect(paid.verify?.statusCode, paid.verify?.body).toBe(200);
    // A refund of it lowers the period's collections: a Payment voucher takes the money back out.
    const second = await payOnline(t, plan.referenceId, plan.installments[1].id);
    expect(second.verify?.statusCode, second.verify?.body).toBe(200);
    const rows = (await t.as(A, { method: 'GET', url: `/api/payment-links?q=${plan.referenceId}` })).json().rows;
    const refunded = rows.find((r: { amountPaise: number; status: string }) => r.status === 'CONFIRMED');
    const refund = await t.as(FIN, {
      method: 'POST',
      url: `/api/approve-payment/${refunded.id}/refund`,
      payload: { reason: 'Paid twice by the family', refundReference: 'UTR123456789' },
    });
    expect(refund.statusCode, refund.body).toBe(200);

    const res = await t.as(A, { method: 'GET', url: url(2) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const doc = parse(res.body);
    expect(doc.ENVELOPE.HEADER.TALLYREQUEST).toBe('Import Data');
    const data = doc.ENVELOPE.BODY.IMPORTDATA;
    expect(data.REQUESTDESC.REPORTNAME).toBe('Vouchers');
    const messages: Message[] = data.REQUESTDATA.TALLYMESSAGE;
    const ledgers = messages.flatMap((m) => (m.LEDGER ? [m.LEDGER] : []));
    const vouchers = messages.flatMap((m) => (m.VOUCHER ? [m.VOUCHER] : []));
    expect(ledgers.find((l) => l.NAME === 'Fee income: Tuition')?.PARENT).toBe('Direct Incomes');
    expect(ledgers.some((l) => l.PARENT === 'Sundry Debtors')).toBe(true);
    expect(ledgers.some((l) => ['Cash-in-Hand', 'Bank Accounts'].includes(l.PARENT))).toBe(true);
    expect(new Set(vouchers.map((v) => v.VOUCHERTYPENAME))).toEqual(new Set(['Receipt', 'Payment']));
    expect(new Set(vouchers.map((v) => v['@_REMOTEID'])).size).toBe(vouchers.length);

    // Every voucher balances: debits (negative, deemed positive) equal credits.
    for (const v of vouchers) {
      expect(v.DATE).toBe(day.replaceAll('-', ''));
      const entries = v['ALLLEDGERENTRIES.LIST'];
      expect(
        entries.reduce((a, e) => a + paise(e.AMOUNT), 0),
        v.VOUCHERNUMBER,
      ).toBe(0);
      for (const e of entries) expect(e.ISDEEMEDPOSITIVE).toBe(paise(e.AMOUNT) < 0 ? 'Yes' : 'No');
      expect(entries.every((e) => /^-?\d+\.\d{2}$/.test(e.AMOUNT))).toBe(true);
    }
    // Receipts less refunds are the money service's fees collected for the centre and period.
    const income = (v: Voucher) =>
      v['ALLLEDGERENTRIES.LIST']
        .filter((e) => e.LEDGERNAME.startsWith('Fee income: '))
        .reduce((a, e) => a + paise(e.AMOUNT), 0);
    const collected = await collectedTotal(system(t), { franchiseeIds: 2, from: day, to: day });
    expect(collected).toBeGreaterThan(0);
    expect(vouchers.reduce((a, v) => a + income(v), 0)).toBe(collected);
    const refundVoucher = vouchers.find((v) => v.VOUCHERTYPENAME === 'Payment')!;
    expect(refundVoucher.VOUCHERNUMBER).toBe(`${refunded.receiptNo}-R`);

    // A second export of the same period is the same file, byte for byte.
    const again = await t.as(A, { method: 'GET', url: url(2) });
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
    // Head office exports any centre's books.
    expect((await t.as(FIN, { method: 'GET', url: url(2) })).body).toBe(res.body);
  });

  it("refuses another centre's books and a period that is not one", async () => {
    const other = await t.as(B, { method: 'GET', url: url(2) });
    expect([403, 404]).toContain(other.statusCode);
    const parent = await t.as('parent@demo.school', { method: 'GET', url: url(2) });
    expect(parent.statusCode).toBe(403);
    const backwards = await t.as(A, { method: 'GET', url: url(2, '2026-05-01', '2026-04-01') });
    expect(backwards.statusCode).toBe(400);
    const long = await t.as(A, { method: 'GET', url: url(2, '2024-04-01', '2026-03-31') });
    expect(long.statusCode).toBe(400);
  });

  it('writes rupees with two decimals from paise', () => {
    expect([rupees(123456), rupees(-5), rupees(100), rupees(0)]).toEqual(['1234.56', '-0.05', '1.00', '0.00']);
  });
});
