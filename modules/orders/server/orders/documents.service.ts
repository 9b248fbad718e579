import { formatDate } from '@portal/core';
import { conflict, type RequestContext } from '@portal/kit';
import { fontFor, heading, keyValues, pdfRupees as rs, renderPdf } from '@portal/mod-ledger/server';
import { supplyOf } from '../gst/supply.ts';
import { kitLabel } from '../../shared/index.ts';
import { orderDetails } from './read.service.ts';
import { partiesOf, type Party } from './parties.service.ts';

export type Pdf = Parameters<typeof heading>[0];
type Details = Awaited<ReturnType<typeof orderDetails>>;

export function parties(doc: Pdf, seller: Party, buyer: Party) {
  keyValues(doc, [
    ['From', `${seller.companyName}, ${seller.address}, ${seller.city} ${seller.pincode}, ${seller.state}`],
    ['Seller GSTIN', seller.gstin ?? '-'],
    ['To', `${buyer.companyName} (${buyer.code}), ${buyer.address}, ${buyer.city} ${buyer.pincode}, ${buyer.state}`],
    ['Buyer GSTIN', buyer.gstin ?? 'Unregistered'],
  ]);
  doc.moveDown(0.5);
}

export function table(doc: Pdf, head: string[], widths: number[], rows: string[][]) {
  const row = (cells: string[], bold: boolean) => {
    if (doc.y > 760) doc.addPage();
    const y = doc.y;
    let x = 48;
    let h = 0;
    cells.forEach((c, i) => {
      doc
        .font(fontFor(c, bold))
        .fontSize(8)
        .text(c, x, y, { width: widths[i] - 4, align: i >= 2 ? 'right' : 'left' });
      h = Math.max(h, doc.y - y);
      x += widths[i];
    });
    doc.y = y + h + 3;
  };
  row(head, true);
  for (const r of rows) row(r, false);
  doc.x = 48;
}

/** A GST line as both invoices print it: the goods, their HSN, quantity and price, and the tax on them. */
interface GstLine {
  description: string;
  hsnCode: string;
  quantity: number;
  unitPricePaise: number;
  taxablePaise: number;
  gstRateBp: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

/** The taxed lines: CGST and SGST within the seller's state, IGST across states. */
export function taxedLinesTable(doc: Pdf, lines: GstLine[], sameState: boolean) {
  table(
    doc,
    ['Item', 'HSN', 'Qty', 'Rate', 'Taxable', 'GST %', ...(sameState ? ['CGST', 'SGST'] : ['IGST']), 'Total'],
    sameState ? [150, 45, 30, 60, 60, 35, 45, 45, 60] : [170, 50, 30, 60, 65, 40, 55, 65],
    lines.map((l) => [
      l.description,
      l.hsnCode,
      String(l.quantity),
      rs(l.unitPricePaise),
      rs(l.taxablePaise),
      `${l.gstRateBp / 100}`,
      ...(sameState ? [rs(l.cgstPaise), rs(l.sgstPaise)] : [rs(l.igstPaise)]),
      rs(l.totalPaise),
    ]),
  );
  doc.moveDown(0.5);
}

/** Nil-rated and exempt goods under their own heading, outside the taxable value (none: nothing printed). */
export function nilLinesTable(doc: Pdf, lines: GstLine[], title: string) {
  if (lines.length === 0) return;
  doc.font('Helvetica-Bold').fontSize(10).text(title);
  doc.moveDown(0.2);
  table(
    doc,
    ['Item', 'HSN', 'Qty', 'Rate', 'Value'],
    [230, 60, 40, 80, 90],
    lines.map((l) => [l.description, l.hsnCode, String(l.quantity), rs(l.unitPricePaise), rs(l.totalPaise)]),
  );
  doc.moveDown(0.5);
}

/**
 * The tax invoice of a confirmed order: per line HSN, taxable value, CGST/SGST or IGST. Nil-rated and exempt goods
 * (0 %, books) are on their own lines below, outside the taxable value.
 */
export async function invoicePdf(ctx: RequestContext, id: number): Promise<{ pdf: Buffer; name: string }> {
  const o: Details = await orderDetails(ctx, id);
  if (!o.invoiceNo) throw conflict('The invoice is issued when head office confirms the order');
  const { buyer, seller, sameState } = await partiesOf(ctx, o.franchiseeId);
  const pdf = await renderPdf(
    (doc) => {
      heading(
        doc,
        'Tax invoice',
        `${o.invoiceNo} dated ${formatDate(o.confirmedAt)} - order ${o.orderNo} (${kitLabel(o.kitType)})`,
      );
      parties(doc, seller, buyer);
      keyValues(doc, [['Place of supply', buyer.state]]);
      doc.moveDown(0.3);
      const taxed = o.lines.filter((l) => supplyOf(l.gstRateBp) === 'TAXABLE');
      const nil = o.lines.filter((l) => supplyOf(l.gstRateBp) === 'NIL_EXEMPT');
      const nilPaise = nil.reduce((a, l) => a + l.totalPaise, 0);
      taxedLinesTable(doc, taxed, sameState);
      nilLinesTable(doc, nil, 'Nil-rated and exempt supplies (no GST charged)');
      keyValues(doc, [
        ['Taxable value', rs(o.subtotalPaise - nilPaise)],
        ...(nil.length > 0 ? ([['Nil-rated and exempt value', rs(nilPaise)]] as [string, string][]) : []),
        ...(sameState
          ? ([
              ['CGST', rs(o.cgstPaise)],
              ['SGST', rs(o.sgstPaise)],
            ] as [string, string][])
          : ([['IGST', rs(o.igstPaise)]] as [string, string][])),
        ['Invoice total', rs(o.totalPaise)],
        ['Payment', 'Charged to the franchisee ledger'],
        ['Rounding', "GST per line, half-up to the paisa; CGST and SGST each at half the line's rate"],
      ]);
    },
    { title: `Invoice ${o.invoiceNo}` },
  );
  return { pdf, name: `invoice-${o.invoiceNo.replace(/\//g, '-')}.pdf` };
}

/** The delivery challan that travels with a shipped order: goods and quantities, no prices. */
export async function challanPdf(ctx: RequestContext, id: number): Promise<{ pdf: Buffer; name: string }> {
  const o: Details = await orderDetails(ctx, id);
  if (!o.challanNo) throw conflict('The challan is issued when the order ships');
  const { buyer, seller } = await partiesOf(ctx, o.franchiseeId);
  const pdf = await renderPdf(
    (doc) => {
      heading(doc, 'Delivery challan', `${o.challanNo} dated ${formatDate(o.shippedAt)} - order ${o.orderNo}`);
      parties(doc, seller, buyer);
      keyValues(doc, [
        ['Dispatched from', o.warehouse ?? '-'],
        ['Courier', o.courier ?? '-'],
        ['Shipping reference', o.shippingReferenceNo ?? '-'],
        ['Invoice', o.invoiceNo ?? '-'],
      ]);
      doc.moveDown(0.5);
      table(
        doc,
        ['Item', 'HSN', 'Qty'],
        [380, 60, 60],
        o.lines.map((l) => [l.description, l.hsnCode, String(l.quantity)]),
      );
      doc.moveDown(2);
      doc.font('Helvetica').fontSize(10).text('Received in good condition: ____________________   Date: ____________');
    },
    { title: `Challan ${o.challanNo}` },
  );
  return { pdf, name: `challan-${o.challanNo.replace(/\//g, '-')}.pdf` };
}
