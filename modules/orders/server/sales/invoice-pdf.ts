import { formatDate, formatRs } from '@portal/core';
import type { RequestContext } from '@portal/kit';
import { heading, keyValues, renderPdf } from '@portal/mod-ledger/server';
import { table } from '../orders/documents.ts';
import { familySale } from './family-sale.ts';

/**
 * The centre's tax invoice to a family: per line HSN, quantity, price, taxable value, GST rate and CGST + SGST
 * (IGST when the place of supply is another state); each line's tax is rounded half-up to the paisa on the line,
 * and the totals are the sums of the lines.
 */
export async function familySalePdf(ctx: RequestContext, id: number): Promise<{ pdf: Buffer; name: string }> {
  const s = await familySale(ctx, id);
  const intra = s.intraState;
  const pdf = await renderPdf(
    (doc) => {
      heading(doc, 'Tax invoice', `${s.invoiceNo} dated ${formatDate(s.saleDate)}`);
      keyValues(doc, [
        ['From', `${s.seller.name}, ${s.seller.address}, ${s.seller.state}`],
        ['Seller GSTIN', s.seller.gstin ?? '-'],
        ['Bill to', `${s.billedTo} (for ${s.childName})`],
        ['Buyer GSTIN', 'Unregistered'],
        ['Place of supply', s.placeOfSupply],
      ]);
      doc.moveDown(0.5);
      table(
        doc,
        ['Item', 'HSN', 'Qty', 'Rate', 'Taxable', 'GST %', ...(intra ? ['CGST', 'SGST'] : ['IGST']), 'Total'],
        intra ? [150, 45, 30, 60, 60, 35, 45, 45, 60] : [170, 50, 30, 60, 65, 40, 55, 65],
        s.lines.map((l) => [
          l.description,
          l.hsnCode,
          String(l.quantity),
          formatRs(l.unitPricePaise),
          formatRs(l.taxablePaise),
          `${l.gstRateBp / 100}`,
          ...(intra ? [formatRs(l.cgstPaise), formatRs(l.sgstPaise)] : [formatRs(l.igstPaise)]),
          formatRs(l.totalPaise),
        ]),
      );
      doc.moveDown(0.5);
      keyValues(doc, [
        ['Taxable value', formatRs(s.subtotalPaise)],
        ...((intra
          ? [
              ['CGST', formatRs(s.cgstPaise)],
              ['SGST', formatRs(s.sgstPaise)],
            ]
          : [['IGST', formatRs(s.igstPaise)]]) as [string, string][]),
        ['Invoice total', formatRs(s.totalPaise)],
        ['Payment', "Charged to the child's fee account"],
        ['Rounding', "GST per line, half-up to the paisa; CGST and SGST each at half the line's rate"],
      ]);
    },
    { title: `Invoice ${s.invoiceNo}` },
  );
  return { pdf, name: `invoice-${s.invoiceNo.replace(/\//g, '-')}.pdf` };
}
