import { formatPaise, formatRs, todayInIndia } from '@portal/core';
import { renderPdf } from '@portal/mod-ledger/server';
import { moneyFont } from '../payments/receipt.service.ts';
import type { Certificate } from './certificate.service.ts';
import { paiseInWords } from './words.ts';

const dmy = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

/** The certificate as a one-page A4 PDF (more pages when the receipts run over). */
export async function certificatePdf(c: Certificate): Promise<{ file: Buffer; name: string }> {
  const rupeeFont = moneyFont();
  const money = (paise: number) => (rupeeFont ? formatPaise(paise) : formatRs(paise));
  const [startYear, endYear] = [c.financialYear.slice(0, 4), String(Number(c.financialYear.slice(0, 4)) + 1)];
  const file = await renderPdf(
    (doc) => {
      if (rupeeFont) doc.registerFont('Money', rupeeFont);
      doc.font('Helvetica-Bold').fontSize(16).fillColor('#333366').text(c.centre.name, { align: 'center' });
      doc.font('Helvetica').fontSize(10).fillColor('#555555').text(c.centre.address, { align: 'center' });
      doc
        .font('Helvetica')
        .fontSize(10)
        .text(
          [`PAN ${c.centre.pan ?? 'not recorded'}`, c.centre.gstin ? `GSTIN ${c.centre.gstin}` : '']
            .filter(Boolean)
            .join('   '),
          { align: 'center' },
        );
      doc.moveDown(1).fillColor('#000000');
      doc.font('Helvetica-Bold').fontSize(13).text('Tuition fee certificate', { align: 'center' });
      doc
        .font('Helvetica')
        .fontSize(10)
        .text(`Financial year ${c.financialYear} (01-04-${startYear} to 31-03-${endYear}), income tax section 80C`, {
          align: 'center',
        });
      doc.moveDown(1);
      doc
        .font('Helvetica')
        .fontSize(10)
        .text(
          `This is to certify that ${c.parent} paid the following tuition fees to ${c.centre.name} for the ` +
            `education of ${c.child.name}${c.child.className ? `, studying in ${c.child.className}` : ''}, ` +
            `during the financial year ${c.financialYear}. Development fees, donations, transport, kit and other ` +
            'fees are not included.',
          { align: 'left' },
        );
      doc.moveDown(1);

      const cols = [
        { title: 'Receipt no.', x: 48, width: 130 },
        { title: 'Date', x: 182, width: 80 },
        { title: 'Fee head', x: 266, width: 170 },
        { title: 'Amount', x: 440, width: 107, align: 'right' as const },
      ];
      const row = (cells: string[], bold = false) => {
        if (doc.y > 760) doc.addPage();
        const y = doc.y;
        let bottom = y;
        cells.forEach((text, i) => {
          const col = cols[i];
          // Amounts in Noto Sans for the rupee sign; the rest in Helvetica.
          const font = text.includes('₹') ? 'Money' : bold ? 'Helvetica-Bold' : 'Helvetica';
          doc
            .font(font)
            .fontSize(10)
            .text(text, col.x, y, { width: col.width, align: col.align ?? 'left' });
          bottom = Math.max(bottom, doc.y);
        });
        doc.y = bottom + 4;
      };
      row(
        cols.map((c) => c.title),
        true,
      );
      doc.moveTo(48, doc.y).lineTo(547, doc.y).strokeColor('#999999').stroke();
      doc.y += 4;
      for (const l of c.lines)
        row([
          l.receiptNo ?? '',
          dmy(l.on),
          l.refund ? `${l.feeHeadName} (refund)` : l.feeHeadName,
          money(l.amountPaise),
        ]);
      doc.moveTo(48, doc.y).lineTo(547, doc.y).strokeColor('#999999').stroke();
      doc.y += 4;
      row(['Total', '', '', money(c.totalPaise)], true);
      doc.moveDown(0.5);
      doc
        .font('Helvetica-Bold')
        .fontSize(10)
        .text(`In words: ${paiseInWords(c.totalPaise)}`, 48, doc.y, { width: 499 });
      doc.moveDown(2);
      doc
        .font('Helvetica')
        .fontSize(9)
        .fillColor('#555555')
        .text(
          `Issued on ${dmy(todayInIndia())} from the fee records of ${c.centre.name}. ` +
            'A computer-generated certificate; no signature is required.',
          48,
          doc.y,
          { width: 499 },
        );
    },
    { title: `Tuition fee certificate ${c.financialYear}: ${c.child.name}` },
  );
  const slug = c.child.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'child';
  return { file, name: `tuition-fee-certificate-${c.financialYear}-${slug}.pdf` };
}
