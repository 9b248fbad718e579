import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia } from '@portal/core';
import { pdfText, startTestApp, type TestApp } from '@portal/server/testing';
import { eq } from 'drizzle-orm';
import { franchisees } from '@portal/mod-org/server';
import { A, B, DELIVERY, FIN, admissionsOf, productId } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const ok = (res: { statusCode: number; body: string }, code = 200) => expect(res.statusCode, res.body).toBe(code);
const TEACHER = 'teacher@demo.school';
const PARENT = 'parent@demo.school';
const month = todayInIndia().slice(0, 7);

type Line = {
  hsnCode: string;
  gstRateBp: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  quantity: number;
  unitPricePaise: number;
  totalPaise: number;
};
type Summary = {
  figures: { key: string; label: string; value: number | null }[];
  rows: (Omit<Line, 'quantity' | 'unitPricePaise' | 'totalPaise'> & { invoices: number })[];
  invoices: number;
  total: number;
};
const fig = (s: Summary, key: string) => s.figures.find((f) => f.key === key)!.value;
const sum = (lines: Line[], k: keyof Line) => lines.reduce((a, l) => a + (l[k] as number), 0);

/** A kit order of the centre's first child in the cart, confirmed by head office: its invoice's lines. */
async function confirmedKitOrder(who: string): Promise<{ id: number; lines: Line[]; totals: Record<string, number> }> {
  const cart = await t.as(who, { method: 'GET', url: '/api/place-order/cart?kitType=CURRICULUM_KIT_1' });
  ok(cart);
  const child = cart.json().rows[0].id as number;
  const placed = await t.as(who, {
    method: 'POST',
    url: '/api/place-order',
    payload: { kitType: 'CURRICULUM_KIT_1', studentAdmissionIds: [child] },
  });
  ok(placed, 201);
  ok(await t.as(DELIVERY, { method: 'POST', url: `/api/order-history/${placed.json().id}/confirm`, payload: {} }));
  const order = (await t.as(who, { method: 'GET', url: `/api/order-history/${placed.json().id}` })).json();
  return { id: order.id, lines: order.lines, totals: order };
}

describe('tax invoices of what is sold', () => {
  it('a kit invoice carries HSN and rate, CGST + SGST inside head office’s state and IGST outside it', async () => {
    // Centre 002 is in Karnataka with head office: CGST and SGST, each half the rate, no IGST.
    const inside = await confirmedKitOrder(A);
    const taxed = inside.lines.find((l) => l.gstRateBp > 0)!;
    expect(taxed).toMatchObject({ hsnCode: '9609', gstRateBp: 1200, igstPaise: 0 });
    expect(taxed.cgstPaise).toBe(Math.round((taxed.taxablePaise * 600) / 10_000));
    expect(taxed.sgstPaise).toBe(taxed.cgstPaise);
    expect(inside.lines.every((l) => /^\d{4,8}$/.test(l.hsnCode))).toBe(true);
    expect(inside.totals.igstPaise).toBe(0);
    // Centre 003 is in Maharashtra: IGST at the full rate, no CGST or SGST.
    const outside = await confirmedKitOrder(B);
    const igst = outside.lines.find((l) => l.gstRateBp > 0)!;
    expect(igst).toMatchObject({ hsnCode: '9609', gstRateBp: 1200, cgstPaise: 0, sgstPaise: 0 });
    expect(igst.igstPaise).toBe(Math.round((igst.taxablePaise * 1200) / 10_000));
    expect(outside.totals.cgstPaise + outside.totals.sgstPaise).toBe(0);
    expect(outside.totals.totalPaise).toBe(sum(outside.lines, 'totalPaise'));
    // The kit invoice lists its books (0 %) apart and keeps them out of the taxable value; its amounts read ₹.
    const books = inside.lines.filter((l) => l.gstRateBp === 0);
    expect(books.length).toBeGreaterThan(0);
    const kitPdf = await t.as(A, { method: 'GET', url: `/api/order-history/${inside.id}/invoice` });
    ok(kitPdf);
    const kit = pdfText(kitPdf.rawPayload);
    expect(kit.text).toContain('Nil-rated and exempt supplies');
    expect(kit.text).not.toContain('Rs.');
    expect(kit.rupeeSign).toBe(true);

    // Head office's GST summary of the month holds both invoices, split as they were.
    const summary = await t.as(FIN, { method: 'GET', url: `/api/gst/summary?franchiseeID=1&month=${month}` });
    ok(summary);
    const s = summary.json() as Summary;
    const both = [...inside.lines, ...outside.lines];
    // The books (0 %) are nil-rated: their value is apart, never in the taxable value.
    const taxedLines = both.filter((l) => l.gstRateBp > 0);
    expect(fig(s, 'gst.taxable')).toBe(sum(taxedLines, 'taxablePaise'));
    expect(fig(s, 'gst.nilExempt')).toBe(
      sum(
        both.filter((l) => l.gstRateBp === 0),
        'totalPaise',
      ),
    );
    expect(fig(s, 'gst.nilExempt')).toBeGreaterThan(0);
    expect(fig(s, 'gst.cgst')).toBe(sum(both, 'cgstPaise'));
    expect(fig(s, 'gst.igst')).toBe(sum(both, 'igstPaise'));
    expect(s.invoices).toBe(2);
    expect(s.rows.find((r) => r.hsnCode === '9609' && r.gstRateBp === 1200)).toMatchObject({
      invoices: 2,
      cgstPaise: taxed.cgstPaise,
      igstPaise: igst.igstPaise,
    });
  });

  let child: number;
  const sales: Line[][] = [];

  it('a centre sells uniforms and books to a family: a tax invoice charged to the child’s fee account', async () => {
    child = (await admissionsOf(t, 2, 'LKG'))[0]!;
    const tshirt = await productId(t, 'UNI-TSHIRT');
    const books = await productId(t, 'CK1-LKG-BOOKS');
    const crayons = await productId(t, 'CRAYON-12');
    const res = await t.as(A, {
      method: 'POST',
      url: '/api/family-sales',
      payload: {
        studentAdmissionId: child,
        items: [
          { productId: tshirt, quantity: 3 },
          { productId: books, quantity: 1 },
          { productId: crayons, quantity: 1 },
        ],
      },
    });
    ok(res, 201);
    const sale = res.json();
    expect(sale).toMatchObject({
      invoiceNo: expect.stringMatching(/^BLR-001\/SI\/\d{4}-\d{2}\/0001$/),
      placeOfSupply: 'Karnataka',
      intraState: true,
      igstPaise: 0,
      // Taxed goods and a nil-rated book to an unregistered family: an invoice-cum-bill of supply (rule 46A).
      document: 'INVOICE_CUM_BILL_OF_SUPPLY',
      documentTitle: 'Invoice-cum-bill of supply',
      seller: expect.objectContaining({ gstin: '29AAFCL5678K1ZR', pan: 'AAFCL5678K' }),
    });
    // T-shirts: 3 × ₹320 = ₹960 at 5 %: ₹24 CGST and ₹24 SGST, each at 2.5 % on the line.
    expect(sale.lines[0]).toMatchObject({
      hsnCode: '6109',
      gstRateBp: 500,
      taxablePaise: 960_00,
      cgstPaise: 24_00,
      sgstPaise: 24_00,
      igstPaise: 0,
      totalPaise: 1_008_00,
    });
    // Books are 0 %: nil-rated, on their own line with their HSN, no tax and no taxable value.
    expect(sale.lines[1]).toMatchObject({
      hsnCode: '4901',
      gstRateBp: 0,
      supply: 'NIL_EXEMPT',
      taxablePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
    });
    expect(sale.lines[1].totalPaise).toBe(sale.lines[1].unitPricePaise * sale.lines[1].quantity);
    // The taxable value is the taxed lines only; the book's value is apart.
    expect(sale.subtotalPaise).toBe(960_00 + 85_00);
    expect(sale.nilExemptPaise).toBe(sale.lines[1].totalPaise);
    // Crayons ₹85 at 12 %: 6 % of 8,500 paise is 510 paise on each half.
    expect(sale.lines[2]).toMatchObject({ hsnCode: '9609', gstRateBp: 1200, cgstPaise: 5_10, sgstPaise: 5_10 });
    expect(sale.totalPaise).toBe(sum(sale.lines, 'totalPaise'));
    expect(sale.subtotalPaise + sale.nilExemptPaise + sale.cgstPaise + sale.sgstPaise).toBe(sale.totalPaise);
    sales.push(sale.lines);

    // The total is a charge on the child's fee account, due, on the Kit and uniform head.
    const account = await t.as(A, { method: 'GET', url: `/api/student-account/${child}` });
    ok(account);
    expect(account.json().charges).toContainEqual(
      expect.objectContaining({ amountPaise: sale.totalPaise, status: 'DUE', feeHead: 'KIT' }),
    );
    // ... and a debit on the child's ledger.
    const ledger = await t.as(A, { method: 'GET', url: `/api/ledger/student/${child}` });
    ok(ledger);
    expect(JSON.stringify(ledger.json())).toContain(sale.invoiceNo);

    const pdf = await t.as(A, { method: 'GET', url: `/api/family-sales/${sale.id}/invoice` });
    ok(pdf);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The PDF names its document, lists the book apart, keeps it out of the taxable value and writes ₹, not "Rs.".
    const printed = pdfText(pdf.rawPayload);
    expect(printed.text).toContain('Invoice-cum-bill of supply');
    expect(printed.text).toContain('Nil-rated and exempt value');
    expect(printed.text).toContain('Seller PAN');
    expect(printed.text).not.toContain('Rs.');
    expect(printed.rupeeSign).toBe(true);
    const catalogue = await t.as(A, { method: 'GET', url: '/api/family-sales/catalogue' });
    expect(catalogue.json().rows).toContainEqual(
      expect.objectContaining({ id: tshirt, hsnCode: '6109', gstRateBp: 500, pricePaise: 320_00 }),
    );
    const listed = await t.as(A, { method: 'GET', url: `/api/family-sales?studentAdmissionID=${child}` });
    expect(listed.json().rows.map((r: { id: number }) => r.id)).toEqual([sale.id]);

    const second = await t.as(A, {
      method: 'POST',
      url: '/api/family-sales',
      payload: { studentAdmissionId: child, items: [{ productId: tshirt, quantity: 1 }] },
    });
    ok(second, 201);
    expect(second.json().invoiceNo).toMatch(/\/SI\/\d{4}-\d{2}\/0002$/);
    sales.push(second.json().lines);
  });

  it('tuition is exempt: it is never on a tax invoice and the summary counts it apart', async () => {
    // Tuition collected this month for the child.
    const plans = (await t.as(A, { method: 'GET', url: '/api/fee-plan?q=Hybrid%20annual%20plan' })).json();
    const assigned = await t.as(A, {
      method: 'POST',
      url: `/api/fee-plans/${plans.rows[0].id}/assign`,
      payload: { studentAdmissionId: child },
    });
    ok(assigned, 201);
    const plan = (
      await t.as(null, { method: 'GET', url: `/api/public/admission-payments/${assigned.json().referenceId}` })
    ).json();
    const first = plan.installments[0];
    const desk = await t.as(A, {
      method: 'POST',
      url: '/api/payments/offline',
      payload: {
        referenceId: assigned.json().referenceId,
        installmentId: first.id,
        amountPaise: first.outstandingPaise,
        mode: 'CASH',
      },
    });
    ok(desk, 201);
    ok(await t.as(FIN, { method: 'POST', url: `/api/approve-payment/${desk.json().id}/approve` }));

    const res = await t.as(A, { method: 'GET', url: `/api/gst/summary?month=${month}` });
    ok(res);
    const s = res.json() as Summary;
    const lines = sales.flat();
    // Exempt: the tuition taken; taxable: exactly the two invoices' lines, so no tuition rupee is taxed.
    expect(fig(s, 'gst.exempt')).toBe(first.outstandingPaise);
    expect(fig(s, 'gst.taxable')).toBe(sum(lines, 'taxablePaise'));
    expect(fig(s, 'gst.cgst')).toBe(sum(lines, 'cgstPaise'));
    expect(fig(s, 'gst.sgst')).toBe(sum(lines, 'sgstPaise'));
    expect(fig(s, 'gst.igst')).toBe(0);
    expect(s.invoices).toBe(2);
    // The nil-rated book is not a taxable supply: its value is its own figure and its row says what it is.
    const book = lines.find((l) => l.gstRateBp === 0)!;
    expect(fig(s, 'gst.taxable')).toBe(4 * 320_00 + 85_00);
    expect(fig(s, 'gst.nilExempt')).toBe(book.totalPaise);
    expect(s.rows.find((r) => r.hsnCode === '4901')).toMatchObject({
      supply: 'NIL_EXEMPT',
      taxablePaise: 0,
      valuePaise: book.totalPaise,
    });
    // Every row is a catalogue HSN code of the invoices; none is a fee head.
    expect(s.rows.map((r) => r.hsnCode).sort()).toEqual(['4901', '6109', '9609']);
    expect(s.rows.find((r) => r.hsnCode === '6109')).toMatchObject({ invoices: 2, taxablePaise: 4 * 320_00 });
    // The rows add up to the figures.
    expect(s.rows.reduce((a, r) => a + r.taxablePaise, 0)).toBe(fig(s, 'gst.taxable'));

    // Paged: one row a page, three rows in all.
    const paged = (await t.as(A, { method: 'GET', url: `/api/gst/summary?month=${month}&pageSize=1&page=2` })).json();
    expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 1 });
    expect(paged.rows).toEqual([s.rows[1]]);

    const csv = await t.as(A, { method: 'GET', url: `/api/gst/summary?month=${month}&format=csv` });
    ok(csv);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.headers['content-disposition']).toContain(`gst-summary-BLR-001-${month}.csv`);
    const text = csv.body.replace(/^\ufeff/, '');
    expect(text.split('\n')[0]).toBe('Supply,HSN,GST rate (%),Invoices,Value (₹),CGST (₹),SGST (₹),IGST (₹)');
    expect(text).toContain(`Exempt supplies (fees),,,,${(first.outstandingPaise / 100).toFixed(2)}`);
    expect(text).toContain(`Total,,,2,${(sum(lines, 'taxablePaise') / 100).toFixed(2)}`);
    expect(text).toContain(`Nil-rated and exempt goods,4901,0,1,${(book.totalPaise / 100).toFixed(2)}`);

    // An empty month: nothing but zeros.
    const empty = (await t.as(A, { method: 'GET', url: '/api/gst/summary?month=2019-04' })).json() as Summary;
    expect(empty.rows).toEqual([]);
    expect(empty.figures.map((f) => f.value)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('a sale to a buyer in another state carries IGST; books alone go on a bill of supply', async () => {
    const tshirt = await productId(t, 'UNI-TSHIRT');
    const books = await productId(t, 'CK1-LKG-BOOKS');
    const res = await t.as(A, {
      method: 'POST',
      url: '/api/family-sales',
      payload: { studentAdmissionId: child, buyerState: 'Maharashtra', items: [{ productId: tshirt, quantity: 2 }] },
    });
    ok(res, 201);
    // 2 × ₹320 = ₹640 at 5 %: ₹32 IGST, no CGST or SGST.
    expect(res.json()).toMatchObject({
      placeOfSupply: 'Maharashtra',
      intraState: false,
      document: 'TAX_INVOICE',
      subtotalPaise: 640_00,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 32_00,
      totalPaise: 672_00,
    });
    const pdf = pdfText(
      (await t.as(A, { method: 'GET', url: `/api/family-sales/${res.json().id}/invoice` })).rawPayload,
    );
    expect(pdf.text).toContain('Maharashtra (inter-state: IGST)');
    // The centre's state given as the buyer's is the same as leaving it out: CGST and SGST.
    const local = await t.as(A, {
      method: 'POST',
      url: '/api/family-sales',
      payload: { studentAdmissionId: child, buyerState: 'Karnataka', items: [{ productId: tshirt, quantity: 2 }] },
    });
    ok(local, 201);
    expect(local.json()).toMatchObject({ intraState: true, cgstPaise: 16_00, sgstPaise: 16_00, igstPaise: 0 });

    const onlyBooks = await t.as(A, {
      method: 'POST',
      url: '/api/family-sales',
      payload: { studentAdmissionId: child, items: [{ productId: books, quantity: 1 }] },
    });
    ok(onlyBooks, 201);
    expect(onlyBooks.json()).toMatchObject({
      document: 'BILL_OF_SUPPLY',
      subtotalPaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
    });
    expect(onlyBooks.json().nilExemptPaise).toBe(onlyBooks.json().totalPaise);
    const bill = pdfText(
      (await t.as(A, { method: 'GET', url: `/api/family-sales/${onlyBooks.json().id}/invoice` })).rawPayload,
    );
    expect(bill.text).toContain('Bill of supply');
    expect(bill.text).not.toContain('Taxable value');

    // The month's summary: IGST from the inter-state sale, the books' value never taxable.
    const s = (await t.as(A, { method: 'GET', url: `/api/gst/summary?month=${month}` })).json() as Summary;
    expect(fig(s, 'gst.igst')).toBe(32_00);
    expect(fig(s, 'gst.taxable')).toBe(s.rows.reduce((a, r) => a + r.taxablePaise, 0));
    expect(s.rows.filter((r) => r.gstRateBp === 0).every((r) => r.taxablePaise === 0)).toBe(true);

    // The demo's own inter-state sale: Pune's centre sent a T-shirt and a workbook to a family in Karnataka.
    const demo = (await t.as(B, { method: 'GET', url: `/api/gst/summary?month=${month}` })).json() as Summary;
    expect(fig(demo, 'gst.igst')).toBeGreaterThan(0);
    expect(fig(demo, 'gst.cgst')).toBe(0);
    expect(fig(demo, 'gst.nilExempt')).toBeGreaterThan(0);
    expect(demo.rows.find((r) => r.hsnCode === '4901')).toMatchObject({ taxablePaise: 0 });

    const nowhere = await t.as(A, {
      method: 'POST',
      url: '/api/family-sales',
      payload: { studentAdmissionId: child, buyerState: 'Atlantis', items: [{ productId: tshirt, quantity: 1 }] },
    });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.body).toContain("The buyer's state must be one of India's states");
  });

  it('refuses a bad month, another centre, a teacher and a parent', async () => {
    const bad = await t.as(A, { method: 'GET', url: '/api/gst/summary?month=2026-13' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Month must be a month like 2026-11');
    const other = await t.as(A, { method: 'GET', url: `/api/gst/summary?franchiseeID=3&month=${month}` });
    expect([403, 404]).toContain(other.statusCode);
    expect((await t.as(TEACHER, { method: 'GET', url: `/api/gst/summary?month=${month}` })).statusCode).toBe(403);
    expect((await t.as(PARENT, { method: 'GET', url: `/api/gst/summary?month=${month}` })).statusCode).toBe(403);

    const tshirt = await productId(t, 'UNI-TSHIRT');
    const sale = { studentAdmissionId: child, items: [{ productId: tshirt, quantity: 1 }] };
    expect((await t.as(B, { method: 'POST', url: '/api/family-sales', payload: sale })).statusCode).toBe(404);
    expect((await t.as(TEACHER, { method: 'POST', url: '/api/family-sales', payload: sale })).statusCode).toBe(403);
    expect((await t.as(PARENT, { method: 'POST', url: '/api/family-sales', payload: sale })).statusCode).toBe(403);
    // A centre without a GSTIN issues no tax invoice.
    const [centre] = await t.db.db.select().from(franchisees).where(eq(franchisees.id, 2));
    await t.db.db.update(franchisees).set({ gstin: null }).where(eq(franchisees.id, 2));
    const noGstin = await t.as(A, { method: 'POST', url: '/api/family-sales', payload: sale });
    await t.db.db.update(franchisees).set({ gstin: centre!.gstin }).where(eq(franchisees.id, 2));
    expect(noGstin.statusCode).toBe(400);
    expect(noGstin.json().message).toBe(
      'Little Sprouts Preschool Indiranagar has no GSTIN yet: a tax invoice needs one (set it on the centre)',
    );
    const twice = await t.as(A, {
      method: 'POST',
      url: '/api/family-sales',
      payload: { ...sale, items: [sale.items[0], sale.items[0]] },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('An item is listed twice; give its quantity once');
  });
});
