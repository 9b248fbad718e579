import { eq } from 'drizzle-orm';
import { conflict, mayTouchFranchisee, notFound, type RequestContext } from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { formatRs } from '@portal/core';
import { feeHead, heading, keyValues, renderPdf } from '@portal/mod-ledger/server';
import { bankDetails, payments, studentInstallments } from '../schema.ts';

const dmy = (d: Date) => {
  const ist = new Date(d.getTime() + 330 * 60_000).toISOString();
  return `${ist.slice(8, 10)}-${ist.slice(5, 7)}-${ist.slice(0, 4)}`;
};

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
  const file = await renderPdf(
    (doc) => {
      heading(
        doc,
        'Fee Receipt',
        `${centre.companyName}, ${centre.address}${centre.gstin ? ` | GSTIN ${centre.gstin}` : ''}`,
      );
      keyValues(doc, [
        ['Receipt number', payment.receiptNo ?? ''],
        ['Date', dmy(payment.confirmedAt ?? payment.createdAt)],
        ['Received from', payment.payerName ?? ''],
        [
          'For',
          inst
            ? `${head.name}: ${inst.label}, ` +
              `due ${inst.dueDate.slice(8, 10)}-${inst.dueDate.slice(5, 7)}-${inst.dueDate.slice(0, 4)}`
            : head.name,
        ],
        ['Amount', formatRs(payment.amountPaise)],
        [
          'Mode',
          payment.mode === 'ONLINE'
            ? `Online (${payment.gatewayPaymentId ?? ''})`
            : `${payment.mode}${payment.instrumentNo ? ` ${payment.instrumentNo}` : ''}`,
        ],
        ['Order receipt', payment.uniqueReceipt],
        ...(payment.refundedAt
          ? [['Refunded', `${dmy(payment.refundedAt)}: ${payment.refundReason ?? ''}`] as [string, string]]
          : []),
        ...(inst
          ? [
              ['Balance on this installment', formatRs(inst.amountPaise - inst.concessionPaise - inst.paidPaise)] as [
                string,
                string,
              ],
            ]
          : []),
        ...(bank
          ? [['Centre bank', `${bank.bankName}, A/c ${bank.accountNumber}, IFSC ${bank.ifsc}`] as [string, string]]
          : []),
      ]);
      doc
        .moveDown(1)
        .fontSize(8)
        .fillColor('#555555')
        .text('This is a computer-generated receipt and needs no signature.');
    },
    { title: `Receipt ${payment.receiptNo}` },
  );
  return { file, name: `receipt-${String(payment.receiptNo).replace(/\//g, '-')}.pdf` };
}

/** A receipt for staff (inside their fence). */
export async function receiptPdf(ctx: RequestContext, paymentId: number) {
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment || !mayTouchFranchisee(ctx, payment.franchiseeId)) throw notFound('Payment');
  return render(ctx, payment);
}

/** A receipt for the payer, by the unguessable token handed back after paying. */
export async function publicReceiptPdf(ctx: RequestContext, token: string) {
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.receiptToken, token));
  if (!payment) throw notFound('Receipt');
  return render(ctx, payment);
}
