import { formatPaise } from '@portal/core';
import { eq } from 'drizzle-orm';
import { audit, conflict, figuresWritten, notFound, type RequestContext } from '@portal/kit';
import { ACCOUNTS, ROYALTY_BASE } from '@portal/mod-ledger/shared';
import { feeHead, postJournal } from '@portal/mod-ledger/server';
import { CHARGE, chargeOfReference, FEES_COLLECTED, FEES_OUTSTANDING, TUITION_FEES } from '../../shared/index.ts';
import { concessionOnPayment } from '../concessions/rules.service.ts';
import { outstanding } from '../plans/account.service.ts';
import { formFeePaymentConfirmed, type FormFeeOutcome } from '../workflows/payment-confirmed.service.ts';
import { payments, studentCharges, studentInstallments } from '../schema.ts';
import { chargeClosed } from './charge-target.service.ts';
import { nextReceiptNo } from './receipt-number.ts';
import { paymentsShape } from '../../shared/resources.ts';

export type Payment = typeof payments.$inferSelect;

export class AlreadyConfirmed extends Error {}

/**
 * Confirms one payment in the caller's transaction: the payment row and its
 * installment are locked, the installment must still owe at least the amount, the
 * money is posted (online: nodal account; offline: centre bank) against the
 * student's receivable, and a gap-free receipt number is taken. A form fee goes
 * through the payment-confirmed workflow first: the fee must still owe the amount,
 * and is settled (its form completed) only once it is covered in full. A payment is
 * confirmed at most once: a second call finds it CONFIRMED and is refused.
 */
export async function confirmPayment(
  ctx: RequestContext,
  paymentId: number,
  opts: { gatewayPaymentId?: string } = {},
): Promise<Payment & { formFee: FormFeeOutcome | null }> {
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!payment) throw notFound('Payment');
  if (payment.status === 'CONFIRMED' || payment.status === 'TRANSFERRED')
    throw new AlreadyConfirmed('This payment is already confirmed');
  if (payment.status === 'FAILED') throw conflict('This payment has failed and cannot be confirmed');
  const online = payment.mode === 'ONLINE';
  const cashAccount = online ? ACCOUNTS.NODAL_ACCOUNT : ACCOUNTS.CENTRE_BANK;
  // Money owed by a child (an installment, a charge): in at the cash account, out of the child's receivable.
  const fromReceivable = (studentAdmissionId: typeof payment.studentAdmissionId) => [
    { account: cashAccount, debit: payment.amountPaise },
    { account: ACCOUNTS.STUDENT_RECEIVABLE, credit: payment.amountPaise, studentAdmissionId, tag: payment.feeHead },
  ];

  let lines;
  let formFee: FormFeeOutcome | null = null;
  if (payment.referenceType === TUITION_FEES) {
    const [inst] = await ctx.db
      .select()
      .from(studentInstallments)
      .where(eq(studentInstallments.id, payment.studentInstallmentId!))
      .for('update');
    const due = outstanding(inst);
    if (due === 0) throw conflict('This installment has already been paid');
    if (payment.amountPaise > due)
      throw conflict(`The amount is more than the ${formatPaise(due)} still due on this installment`);
    await ctx.db
      .update(studentInstallments)
      .set({ paidPaise: inst.paidPaise + payment.amountPaise, updatedAt: new Date() })
      .where(eq(studentInstallments.id, inst.id));
    lines = fromReceivable(payment.studentAdmissionId);
  } else if (payment.referenceType === CHARGE) {
    // A one-off charge is paid once, in full: it reads PAID from now on (its posting stays as it was).
    const chargeId = chargeOfReference(payment.referenceId);
    const [charge] = chargeId
      ? await ctx.db.select().from(studentCharges).where(eq(studentCharges.id, chargeId)).for('update')
      : [];
    if (!charge) throw notFound('Charge');
    const closed = chargeClosed(charge.status);
    if (closed) throw closed;
    if (payment.amountPaise !== charge.amountPaise)
      throw conflict(`A charge is paid in full: ${formatPaise(charge.amountPaise)}`);
    await ctx.db
      .update(studentCharges)
      .set({ status: 'PAID', updatedAt: new Date() })
      .where(eq(studentCharges.id, charge.id));
    lines = fromReceivable(charge.studentAdmissionId);
  } else {
    // The fee must still owe this money; settling it completes its form (and admits the child).
    formFee = await formFeePaymentConfirmed(ctx, payment);
    lines = [
      { account: cashAccount, debit: payment.amountPaise },
      { account: ACCOUNTS.FEE_INCOME, credit: payment.amountPaise, tag: payment.feeHead },
    ];
  }
  const receiptNo = await nextReceiptNo(ctx.db, payment.franchiseeId);
  const how = online ? 'online' : payment.mode.toLowerCase();
  const head = await feeHead(ctx, payment.feeHead);
  const entry = await postJournal(ctx, {
    franchiseeId: payment.franchiseeId,
    reference: `payment:${payment.id}`,
    description: `${head.name} ${how} payment, receipt ${receiptNo}`,
    lines,
  });
  const [updated] = await ctx.db
    .update(payments)
    .set({
      status: 'CONFIRMED',
      receiptNo,
      journalEntryId: entry.id,
      confirmedAt: new Date(),
      gatewayPaymentId: opts.gatewayPaymentId ?? payment.gatewayPaymentId,
      decidedBy: online ? null : (ctx.user?.id ?? null),
      updatedAt: new Date(),
    })
    .where(eq(payments.id, payment.id))
    .returning();
  await audit(ctx, {
    resource: paymentsShape,
    recordId: payment.id,
    action: 'confirm',
    franchiseeId: payment.franchiseeId,
    changes: { status: [payment.status, 'CONFIRMED'], receiptNo, amountPaise: payment.amountPaise },
  });
  // An installment paid in full early earns the early-payment concession by rule, in the same transaction.
  if (payment.referenceType === TUITION_FEES) await concessionOnPayment(ctx, payment);
  // A paid charge is owed no more: the child's outstanding moves with the collection.
  if (payment.referenceType === CHARGE) await figuresWritten(ctx, FEES_COLLECTED, ROYALTY_BASE, FEES_OUTSTANDING);
  else await figuresWritten(ctx, FEES_COLLECTED, ROYALTY_BASE);
  return { ...updated, formFee };
}
