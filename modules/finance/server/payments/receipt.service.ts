import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { conflict, mayTouchFranchisee, notFound, type RequestContext } from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { adminUsers } from '@portal/mod-users/server';
import { DEFAULT_LANGUAGE, formatPaise, formatRs, type Language } from '@portal/core';
import { feeHead, renderPdf } from '@portal/mod-ledger/server';
import { receiptMessage } from './messages.ts';
import { receiptTaxLine } from './receipt-tax.ts';
import { requireDeskReader } from './target.service.ts';
import { bankDetails, payments, studentInstallments } from '../schema.ts';
import { outstanding } from '../money/installment.ts';

const isoToDmy = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

const dmy = (d: Date) => {
  const ist = new Date(d.getTime() + 330 * 60_000).toISOString();
  return `${ist.slice(8, 10)}-${ist.slice(5, 7)}-${ist.slice(0, 4)}`;
};

/** Where the Noto fonts of the Indian scripts are found (Debian's fonts-noto-core), and their file names. */
const FONT_DIRS = ['/usr/share/fonts/truetype/noto', '/usr/share/fonts/noto', '/usr/share/fonts/opentype/noto'];
const SCRIPT: Record<Exclude<Language, 'en'>, string> = { hi: 'Devanagari', kn: 'Kannada', ta: 'Tamil' };

/**
 * Noto Sans (Latin with the rupee sign), for amounts: the PDF's built-in Helvetica has no ₹, so without the font
 * an amount reads 'Rs.'.
 */
export function moneyFont(): string | null {
  for (const dir of FONT_DIRS) {
    const file = path.join(dir, 'NotoSans-Regular.ttf');
    if (existsSync(file)) return file;
  }
  return null;
}

/** The regular and bold font files of a language's script, or null when the server has none (English then). */
function scriptFonts(language: Language): { regular: string; bold: string } | null {
  if (language === 'en') return null;
  for (const dir of FONT_DIRS) {
    const regular = path.join(dir, `NotoSans${SCRIPT[language]}-Regular.ttf`);
    const bold = path.join(dir, `NotoSans${SCRIPT[language]}-Bold.ttf`);
    if (existsSync(regular)) return { regular, bold: existsSync(bold) ? bold : regular };
  }
  return null;
}

/** The language a child's parents read (the first linked account that chose one), English for anyone else. */
async function parentLanguage(ctx: RequestContext, admissionId: number | null): Promise<Language> {
  if (!admissionId) return DEFAULT_LANGUAGE;
  const [parent] = await ctx.db
    .select({ language: adminUsers.language })
    .from(adminUsers)
    .where(and(eq(adminUsers.studentAdmissionId, admissionId), isNotNull(adminUsers.language)))
    .orderBy(asc(adminUsers.id))
    .limit(1);
  return parent?.language ?? DEFAULT_LANGUAGE;
}

// Names, numbers and references are written in Helvetica; the receipt's own words in the script of its language
// (the Noto fonts carry digits but no Latin letters, so a value never mixes the two).
const LATIN = /[A-Za-z]/;

async function render(ctx: RequestContext, payment: typeof payments.$inferSelect) {
  if (!payment.receiptNo) throw conflict('A receipt is issued once the payment is confirmed');
  const [centre] = await ctx.db.select().from(franchisees).where(eq(franchisees.id, payment.franchiseeId));
  const [bank] = await ctx.db
    .select()
    .from(bankDetails)
    .where(eq(bankDetails.franchiseeId, payment.franchiseeId))
    .limit(1);
  const [inst] = payment.studentInstallmentId
    ? await ctx.db.select().from(studentInstallments).where(eq(studentInstallments.id, payment.studentInstallmentId))
    : [];
  const head = await feeHead(ctx, payment.feeHead);
  const tax = await receiptTaxLine(ctx, payment.feeHead);
  const wanted = await parentLanguage(ctx, payment.studentAdmissionId);
  const fonts = scriptFonts(wanted);
  const language = fonts ? wanted : DEFAULT_LANGUAGE;
  const say = (key: Parameters<typeof receiptMessage>[1], values?: Record<string, string>) =>
    receiptMessage(language, key, values);
  const modeName = say('modeName', { mode: payment.mode });
  const rupeeFont = moneyFont();
  const money = (paise: number) => (rupeeFont ? formatPaise(paise) : formatRs(paise));
  const reference = payment.mode === 'ONLINE' ? payment.gatewayPaymentId : payment.instrumentNo;
  const rows: [string, string][] = [
    [say('receiptNo'), payment.receiptNo ?? ''],
    [say('date'), dmy(payment.confirmedAt ?? payment.createdAt)],
    [say('receivedFrom'), payment.payerName ?? ''],
    [say('feeHead'), inst ? `${head.name}: ${inst.label}` : head.name],
    ...(inst ? [[say('dueDate'), isoToDmy(inst.dueDate)] as [string, string]] : []),
    [say('amount'), money(payment.amountPaise)],
    ...(tax ? [[say('tax'), tax] as [string, string]] : []),
    [say('mode'), modeName],
    ...(reference ? [[say('reference'), reference] as [string, string]] : []),
    [say('orderReceipt'), payment.uniqueReceipt],
    ...(payment.refundedAt
      ? [
          [say('refunded'), dmy(payment.refundedAt)] as [string, string],
          ...(payment.refundReason ? [[say('refundReason'), payment.refundReason] as [string, string]] : []),
        ]
      : []),
    ...(inst ? [[say('balance'), money(outstanding(inst))] as [string, string]] : []),
    ...(bank
      ? [[say('bank'), `${bank.bankName}, A/c ${bank.accountNumber}, IFSC ${bank.ifsc}`] as [string, string]]
      : []),
  ];
  const file = await renderPdf(
    (doc) => {
      if (fonts) {
        doc.registerFont('Words', fonts.regular);
        doc.registerFont('Words-Bold', fonts.bold);
      }
      if (rupeeFont) doc.registerFont('Money', rupeeFont);
      const words = fonts ? 'Words' : 'Helvetica';
      const wordsBold = fonts ? 'Words-Bold' : 'Helvetica-Bold';
      const fontFor = (value: string) => {
        if (rupeeFont && value.includes('₹')) return 'Money';
        return fonts && !LATIN.test(value) ? words : 'Helvetica';
      };
      doc.font(wordsBold).fontSize(18).fillColor('#333366').text(say('title'));
      doc
        .font('Helvetica')
        .fontSize(10)
        .fillColor('#555555')
        .text(`${centre.companyName}, ${centre.address}${centre.gstin ? ` | GSTIN ${centre.gstin}` : ''}`);
      doc.fillColor('#000000').moveDown(0.8);
      for (const [label, value] of rows) {
        const y = doc.y;
        doc.font(wordsBold).fontSize(10).text(label, 48, y, { width: 170 });
        const below = doc.y;
        doc
          .font(fontFor(value))
          .fontSize(10)
          .text(value, 48 + 175, y, { width: 325 });
        doc.y = Math.max(doc.y, below);
        doc.moveDown(0.3);
      }
      doc.moveDown(1).font(words).fontSize(8).fillColor('#555555').text(say('footer'), 48);
    },
    { title: `Receipt ${payment.receiptNo}` },
  );
  return { file, name: `receipt-${String(payment.receiptNo).replace(/\//g, '-')}.pdf`, language };
}

/** A receipt for staff (inside their fence). */
export async function receiptPdf(ctx: RequestContext, paymentId: number) {
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment || !mayTouchFranchisee(ctx, payment.franchiseeId)) throw notFound('Payment');
  requireDeskReader(ctx, payment.referenceType);
  return render(ctx, payment);
}

/** A receipt for the payer, by the unguessable token handed back after paying. */
export async function publicReceiptPdf(ctx: RequestContext, token: string) {
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.receiptToken, token));
  if (!payment) throw notFound('Receipt');
  return render(ctx, payment);
}
