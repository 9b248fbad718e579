import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { cities, franchisees } from '@portal/mod-org/server';
import { mayTouchFranchisee, notFound, type RequestContext, requireAccess } from '@portal/kit';
import { LEDGER_MODULES } from '../../shared/accounts.ts';
import { qrContent } from '../einvoice/payload.ts';
import { invoicePayload } from '../einvoice/build.ts';
import { heading, keyValues, pdfRupees, renderPdf } from '../pdf.ts';
import { royaltyInvoices } from '../schema.ts';
import { ROYALTY_BASE } from '../../shared/figures.ts';

const dmy = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

export async function loadInvoice(ctx: RequestContext, id: number) {
  requireAccess(ctx, LEDGER_MODULES.ROYALTY, 'GET');
  const [inv] = await ctx.db.select().from(royaltyInvoices).where(eq(royaltyInvoices.id, id));
  if (!inv || !mayTouchFranchisee(ctx, inv.franchiseeId)) throw notFound('Royalty invoice');
  return inv;
}

/** The tax invoice as PDF, with the e-invoice QR code when an IRN exists. */
export async function royaltyInvoicePdf(ctx: RequestContext, id: number): Promise<{ file: Buffer; name: string }> {
  const inv = await loadInvoice(ctx, id);
  const [centre] = await ctx.db
    .select({
      companyName: franchisees.companyName,
      address: franchisees.address,
      pincode: franchisees.pincode,
      gstin: franchisees.gstin,
      city: cities.name,
    })
    .from(franchisees)
    .innerJoin(cities, eq(cities.id, franchisees.cityId))
    .where(eq(franchisees.id, inv.franchiseeId));
  // The owner the invoice billed when it was issued (an ownership transfer changes the centre's since).
  const buyer =
    centre && inv.buyerLegalName ? { ...centre, companyName: inv.buyerLegalName, gstin: inv.buyerGstin } : centre;
  const [seller] = await ctx.db
    .select({ companyName: franchisees.companyName, address: franchisees.address, gstin: franchisees.gstin })
    .from(franchisees)
    .where(eq(franchisees.isCorporate, true))
    .limit(1);
  const payload = await invoicePayload(ctx.db, inv);
  const qr =
    inv.irn && payload
      ? await QRCode.toBuffer(qrContent(payload, inv.irn, inv.invoiceDate), {
          errorCorrectionLevel: 'M',
          width: 180,
          margin: 1,
        })
      : null;
  const file = await renderPdf(
    (doc) => {
      heading(
        doc,
        'Tax Invoice',
        `${seller?.companyName ?? 'Head office'}, ${seller?.address ?? ''}` +
          `${seller?.gstin ? ` | GSTIN ${seller.gstin}` : ''}`,
      );
      if (qr) doc.image(qr, 400, 48, { width: 140 });
      keyValues(doc, [
        ['Invoice number', inv.invoiceNo],
        ['Invoice date', dmy(inv.invoiceDate)],
        ['Billed to', `${buyer.companyName}, ${buyer.address}, ${buyer.city} ${buyer.pincode}`],
        ['Buyer GSTIN', buyer.gstin ?? 'Unregistered'],
        ['Description', `Royalty for ${inv.month} (SAC 997331)`],
        [ROYALTY_BASE.label, pdfRupees(inv.collectedPaise)],
        ['Students', String(inv.studentCount)],
        ['Royalty by agreement', pdfRupees(inv.computedPaise)],
        ['Minimum guarantee top-up', pdfRupees(inv.minimumTopUpPaise)],
        ['Taxable value', pdfRupees(inv.royaltyPaise)],
        ...(inv.igstPaise
          ? [['IGST', pdfRupees(inv.igstPaise)] as [string, string]]
          : [
              ['CGST', pdfRupees(inv.cgstPaise)] as [string, string],
              ['SGST', pdfRupees(inv.sgstPaise)] as [string, string],
            ]),
        ['Invoice total', pdfRupees(inv.totalPaise)],
        ['IRN', inv.irn ?? `Not generated (${inv.einvoiceError ?? inv.einvoiceStatus})`],
      ]);
      doc
        .moveDown(1)
        .fontSize(8)
        .fillColor('#555555')
        .text('Amounts in Indian rupees. This invoice is posted to the franchisee ledger.');
    },
    { title: `Royalty invoice ${inv.invoiceNo}` },
  );
  return { file, name: `royalty-invoice-${inv.invoiceNo.replace(/\//g, '-')}.pdf` };
}
