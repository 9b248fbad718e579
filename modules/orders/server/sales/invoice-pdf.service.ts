import { formatDate } from '@portal/core';
import type { RequestContext } from '@portal/kit';
import { heading, keyValues, pdfRupees as rs, renderPdf } from '@portal/mod-ledger/server';
import { nilLinesTable, taxedLinesTable } from '../orders/documents.service.ts';
import { familySale } from './family-sale.service.ts';

/**
 * The centre's invoice to a family: per line HSN, quantity, price, taxable value, GST rate and CGST + SGST (IGST
 * when the buyer is in another state); each line's tax is rounded half-up to the paisa on the line, and the totals
 * are the sums of the lines. Nil-rated and exempt goods (0 %) are listed apart, outside the taxable value; a sale
 * of only such goods is a bill of supply, a sale of both an invoice-cum-bill of supply. Amounts read ₹.
 */
export async function familySalePdf(ctx: RequestContext, id: number): Promise<{ pdf: Buffer; name: string }> {
  const s = await familySale(ctx, id);
  const intra = s.intraState;
  const taxed = s.lines.filter((l) => l.supply === 'TAXABLE');
  const nil = s.lines.filter((l) => l.supply === 'NIL_EXEMPT');
  const pdf = await renderPdf(
    (doc) => {
      heading(doc, s.documentTitle, `${s.invoiceNo} dated ${formatDate(s.saleDate)}`);
      keyValues(doc, [
        ['From', `${s.seller.name}, ${s.seller.address}, ${s.seller.state}`],
        ['Seller GSTIN', s.seller.gstin ?? '-'],
        ['Seller PAN', s.seller.pan ?? '-'],
        ['Bill to', `${s.billedTo} (for ${s.childName})`],
        ['Buyer GSTIN', 'Unregistered'],
        ['Place of supply', `${s.placeOfSupply}${intra ? '' : ' (inter-state: IGST)'}`],
      ]);
      doc.moveDown(0.5);
      if (taxed.length > 0) {
        doc.font('Helvetica-Bold').fontSize(10).text('Taxable supplies');
        doc.moveDown(0.2);
        taxedLinesTable(doc, taxed, intra);
      }
      nilLinesTable(doc, nil, 'Nil-rated and exempt supplies (bill of supply: no GST charged)');
      keyValues(doc, [
        ...(taxed.length > 0 ? ([['Taxable value', rs(s.subtotalPaise)]] as [string, string][]) : []),
        ...(nil.length > 0 ? ([['Nil-rated and exempt value', rs(s.nilExemptPaise)]] as [string, string][]) : []),
        ...((taxed.length === 0
          ? []
          : intra
            ? [
                ['CGST', rs(s.cgstPaise)],
                ['SGST', rs(s.sgstPaise)],
              ]
            : [['IGST', rs(s.igstPaise)]]) as [string, string][]),
        ['Total', rs(s.totalPaise)],
        ['Payment', "Charged to the child's fee account"],
        ...(taxed.length > 0
          ? ([['Rounding', "GST per line, half-up to the paisa; CGST and SGST each at half the line's rate"]] as [
              string,
              string,
            ][])
          : []),
      ]);
    },
    { title: `${s.documentTitle} ${s.invoiceNo}` },
  );
  return { pdf, name: `invoice-${s.invoiceNo.replace(/\//g, '-')}.pdf` };
}
