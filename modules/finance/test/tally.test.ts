import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import { todayInIndia } from '@portal/core';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { and, eq } from 'drizzle-orm';
import { journalEntries } from '@portal/mod-ledger/server';
import { collectedTotal } from '../server/index.ts';
import { rupees } from '../server/tally/tally.service.ts';
import { A, B, FIN, assignHybrid, payOnline, system } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Entry = { LEDGERNAME: string; ISDEEMEDPOSITIVE: string; AMOUNT: string };
type Voucher = {
  '@_REMOTEID': string;
  '@_VCHTYPE': string;
  VOUCHERTYPENAME: string;
  VOUCHERNUMBER: string;
  PARTYLEDGERNAME: string;
  NARRATION: string;
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
    const types = new Set(vouchers.map((v) => v.VOUCHERTYPENAME));
    expect(types.has('Receipt') && types.has('Payment')).toBe(true);
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
    // Receipts less refunds are the money service's fees collected for the centre and period: the money the
    // receipts bring into cash, bank and the gateway's account, less what the refunds take out.
    const money = (v: Voucher) =>
      v['ALLLEDGERENTRIES.LIST']
        .filter((e) =>
          ledgers.some((l) => l.NAME === e.LEDGERNAME && ['Cash-in-Hand', 'Bank Accounts'].includes(l.PARENT)),
        )
        .reduce((a, e) => a - paise(e.AMOUNT), 0);
    const collected = await collectedTotal(system(t), { franchiseeIds: 2, from: day, to: day });
    expect(collected).toBeGreaterThan(0);
    const receiptsAndRefunds = vouchers.filter((v) => ['Receipt', 'Payment'].includes(v.VOUCHERTYPENAME));
    expect(receiptsAndRefunds.reduce((a, v) => a + money(v), 0)).toBe(collected);
    // The payer's ledger carries the receipt: the family is the receipt's party, credited with what it paid.
    const receipt = receiptsAndRefunds.find((v) => v.VOUCHERTYPENAME === 'Receipt')!;
    expect(ledgers.find((l) => l.NAME === receipt.PARTYLEDGERNAME)?.PARENT).toBe('Sundry Debtors');
    const refundVoucher = vouchers.find((v) => v.VOUCHERTYPENAME === 'Payment')!;
    expect(refundVoucher.VOUCHERNUMBER).toBe(`${refunded.receiptNo}-R`);

    // A second export of the same period is the same file, byte for byte.
    const again = await t.as(A, { method: 'GET', url: url(2) });
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
    // Head office exports any centre's books.
    expect((await t.as(FIN, { method: 'GET', url: url(2) })).body).toBe(res.body);
  });

  it('is the whole book: a sale with its GST ledgers, a concession, a credit note, royalty; all balanced', async () => {
    // A family sale of a taxed T-shirt and a nil-rated book, and one to a buyer in another state.
    const plan = await assignHybrid(t, 2);
    const catalogue = (await t.as(A, { method: 'GET', url: '/api/family-sales/catalogue' })).json().rows as {
      id: number;
      gstRateBp: number;
      hsnCode: string;
    }[];
    const taxed = catalogue.find((p) => p.hsnCode === '6109')!;
    const book = catalogue.find((p) => p.gstRateBp === 0)!;
    const sell = async (payload: object) => {
      const res = await t.as(A, { method: 'POST', url: '/api/family-sales', payload });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as {
        invoiceNo: string;
        cgstPaise: number;
        sgstPaise: number;
        igstPaise: number;
        totalPaise: number;
      };
    };
    const sale = await sell({
      studentAdmissionId: plan.studentAdmissionId,
      items: [
        { productId: taxed.id, quantity: 2 },
        { productId: book.id, quantity: 1 },
      ],
    });
    const away = await sell({
      studentAdmissionId: plan.studentAdmissionId,
      buyerState: 'Tamil Nadu',
      items: [{ productId: taxed.id, quantity: 1 }],
    });
    // A concession on the child's plan, raised by the centre and approved by head office.
    const types = (await t.as(A, { method: 'GET', url: '/api/concession-type?rule=MANUAL&pageSize=50' })).json().rows;
    const raised = await t.as(A, {
      method: 'POST',
      url: '/api/fee-concessions',
      payload: {
        studentFeePlanId: plan.id,
        concessionTypeId: types.find((x: { name: string }) => x.name === 'Early Bird').id,
        reason: 'Admission before 31 January',
      },
    });
    expect(raised.statusCode, raised.body).toBe(201);
    const approved = await t.as(FIN, {
      method: 'POST',
      url: `/api/approve-concession/${raised.json().id}/approve`,
      payload: {},
    });
    expect(approved.statusCode, approved.body).toBe(200);
    // Head office's credit note to the centre.
    const note = await t.as(FIN, {
      method: 'POST',
      url: '/api/ledger/transaction/add',
      payload: { franchiseeId: 2, type: 'CREDIT_NOTE', amountPaise: 1_250_00, reason: 'Damaged kit returned' },
    });
    expect(note.statusCode, note.body).toBe(201);

    const month = { from: `${day.slice(0, 8)}01`, to: day };
    const read = async (who: string, centre: number, period = month) => {
      const res = await t.as(who, { method: 'GET', url: url(centre, period.from, period.to) });
      expect(res.statusCode, res.body).toBe(200);
      const data = parse(res.body).ENVELOPE.BODY.IMPORTDATA;
      const messages: Message[] = data.REQUESTDATA.TALLYMESSAGE;
      return {
        raw: res.rawPayload,
        ledgers: messages.flatMap((m) => (m.LEDGER ? [m.LEDGER] : [])),
        vouchers: messages.flatMap((m) => (m.VOUCHER ? [m.VOUCHER] : [])),
      };
    };
    const amounts = (v: Voucher) =>
      Object.fromEntries(v['ALLLEDGERENTRIES.LIST'].map((e) => [e.LEDGERNAME, paise(e.AMOUNT)]));
    const wellFormed = (book: Awaited<ReturnType<typeof read>>) => {
      const names = new Set(book.ledgers.map((l) => l.NAME));
      expect(names.size).toBe(book.ledgers.length);
      expect(new Set(book.vouchers.map((v) => v['@_REMOTEID'])).size).toBe(book.vouchers.length);
      for (const v of book.vouchers) {
        expect(v['@_VCHTYPE']).toBe(v.VOUCHERTYPENAME);
        const entries = v['ALLLEDGERENTRIES.LIST'];
        expect(entries.length, v.VOUCHERNUMBER).toBeGreaterThanOrEqual(2);
        // Debits (negative, deemed positive) equal credits in every voucher, and every ledger is created first.
        expect(
          entries.reduce((a, e) => a + paise(e.AMOUNT), 0),
          v.VOUCHERNUMBER,
        ).toBe(0);
        for (const e of entries) {
          expect(names.has(e.LEDGERNAME), e.LEDGERNAME).toBe(true);
          expect(e.ISDEEMEDPOSITIVE).toBe(paise(e.AMOUNT) < 0 ? 'Yes' : 'No');
        }
        expect(names.has(v.PARTYLEDGERNAME), v.PARTYLEDGERNAME).toBe(true);
      }
    };

    const centre = await read(A, 2);
    wellFormed(centre);
    const parentOf = (name: string) => centre.ledgers.find((l) => l.NAME === name)?.PARENT;
    // The sale: Sales voucher, the family debited, the goods and each tax credited on their own ledgers.
    const sold = centre.vouchers.find((v) => v.VOUCHERNUMBER.startsWith(`${sale.invoiceNo}#`))!;
    expect(sold.VOUCHERTYPENAME).toBe('Sales');
    expect(parentOf(sold.PARTYLEDGERNAME)).toBe('Sundry Debtors');
    expect(amounts(sold)).toMatchObject({
      [sold.PARTYLEDGERNAME]: -sale.totalPaise,
      'Output CGST': sale.cgstPaise,
      'Output SGST': sale.sgstPaise,
    });
    expect(amounts(sold)['Output IGST']).toBeUndefined();
    expect(parentOf('Output CGST')).toBe('Duties & Taxes');
    expect(parentOf('Sales: kits, uniforms and books')).toBe('Sales Accounts');
    const inter = centre.vouchers.find((v) => v.VOUCHERNUMBER.startsWith(`${away.invoiceNo}#`))!;
    expect(amounts(inter)).toMatchObject({ 'Output IGST': away.igstPaise });
    expect(away.igstPaise).toBeGreaterThan(0);
    // The concession: a journal debiting concessions allowed, crediting the family.
    const concession = centre.vouchers.find((v) =>
      v['ALLLEDGERENTRIES.LIST'].some((e) => e.LEDGERNAME === 'Concessions allowed'),
    )!;
    expect(concession.VOUCHERTYPENAME).toBe('Journal');
    expect(amounts(concession)['Concessions allowed']).toBeLessThan(0);
    expect(parentOf(concession.PARTYLEDGERNAME)).toBe('Sundry Debtors');
    // Head office's credit note lowers what the centre owes it: a debit note in the centre's books.
    const lowered = centre.vouchers.find((v) => v.NARRATION === 'Damaged kit returned')!;
    expect(lowered.VOUCHERTYPENAME).toBe('Debit Note');
    expect(parentOf(lowered.PARTYLEDGERNAME)).toBe('Sundry Creditors');
    expect(amounts(lowered)[lowered.PARTYLEDGERNAME]).toBe(-1_250_00);

    // Head office's book: the same credit note credits the centre, a debtor; royalty is receivable.
    const office = await read(FIN, 1);
    wellFormed(office);
    const credit = office.vouchers.find((v) => v.NARRATION === 'Damaged kit returned')!;
    expect(credit.VOUCHERTYPENAME).toBe('Credit Note');
    expect(credit.PARTYLEDGERNAME).toBe('Little Sprouts Preschool Indiranagar (BLR-001)');
    expect(office.ledgers.find((l) => l.NAME === credit.PARTYLEDGERNAME)?.PARENT).toBe('Sundry Debtors');
    expect(amounts(credit)[credit.PARTYLEDGERNAME]).toBe(1_250_00);
    // Royalty invoiced (the demo's invoice of centre 002): receivable in head office's book, payable in the centre's,
    // its GST output in one and input in the other, in the month it was invoiced.
    const [invoiced] = await t.db.db
      .select({ on: journalEntries.entryDate })
      .from(journalEntries)
      .where(and(eq(journalEntries.referenceType, 'royalty-invoice'), eq(journalEntries.franchiseeId, 2)));
    const royaltyMonth = { from: `${invoiced!.on.slice(0, 8)}01`, to: invoiced!.on };
    const officeThen = await read(FIN, 1, royaltyMonth);
    const centreThen = await read(A, 2, royaltyMonth);
    wellFormed(officeThen);
    wellFormed(centreThen);
    const royalty = officeThen.vouchers.find(
      (v) =>
        v.PARTYLEDGERNAME.endsWith('(BLR-001)') &&
        v['ALLLEDGERENTRIES.LIST'].some((e) => e.LEDGERNAME === 'Royalty income'),
    )!;
    expect(royalty.VOUCHERTYPENAME).toBe('Sales');
    expect(amounts(royalty)['Output CGST']).toBeGreaterThan(0);
    const payable = centreThen.vouchers.find((v) => v['@_REMOTEID'] === royalty['@_REMOTEID'].replace('-c1-', '-c2-'))!;
    expect(payable.VOUCHERTYPENAME).toBe('Purchase');
    expect(amounts(payable)['Royalty payable to head office']).toBe(-amounts(royalty)['Royalty income']!);
    expect(amounts(payable)['Input CGST']).toBe(-amounts(royalty)['Output CGST']!);
    expect(centreThen.ledgers.find((l) => l.NAME === payable.PARTYLEDGERNAME)?.PARENT).toBe('Sundry Creditors');

    // Exported again, the same file: Tally matches every voucher by its remote id and adds none twice.
    const again = await read(A, 2);
    expect(again.raw.equals(centre.raw)).toBe(true);
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
