import { formatPaise } from '@portal/core';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { actingUser, conflict, figuresWritten, type CommandOutcome, type RequestContext } from '@portal/kit';
import { ACCOUNTS, ROYALTY_BASE } from '@portal/mod-ledger/shared';
import { feeHead, postJournal } from '@portal/mod-ledger/server';
import { FEES_COLLECTED, TUITION_FEES } from '../../shared/index.ts';
import type { refundPaymentInput } from '../../shared/inputs.ts';
import { studentInstallments } from '../schema.ts';
import type { Payment } from './confirm.service.ts';

/**
 * Gives a confirmed installment payment back. Posted money is never edited: the installment owes the
 * amount again and a reversing entry debits the student's receivable with the payment's fee head, so
 * the month of the refund collects that much less (royalty included). The receipt stays, marked
 * refunded. A form fee is not refunded here: settling it admitted the child.
 */
export async function refundPayment(
  ctx: RequestContext,
  payment: Payment,
  input: z.infer<typeof refundPaymentInput>,
): Promise<CommandOutcome<Payment>> {
  if (payment.referenceType !== TUITION_FEES || !payment.studentInstallmentId)
    throw conflict('Only a fee installment payment can be refunded; an application fee stays with the enquiry');
  const [inst] = await ctx.db
    .select()
    .from(studentInstallments)
    .where(eq(studentInstallments.id, payment.studentInstallmentId))
    .for('update');
  if (inst.paidPaise < payment.amountPaise)
    throw conflict(`The installment shows only ${formatPaise(inst.paidPaise)} paid; it cannot give back more`);
  await ctx.db
    .update(studentInstallments)
    .set({ paidPaise: inst.paidPaise - payment.amountPaise, updatedAt: new Date() })
    .where(eq(studentInstallments.id, inst.id));
  // The money leaves the account it came into: the gateway's nodal account until it is transferred.
  const cashAccount =
    payment.mode === 'ONLINE' && payment.status === 'CONFIRMED' ? ACCOUNTS.NODAL_ACCOUNT : ACCOUNTS.CENTRE_BANK;
  const head = await feeHead(ctx, payment.feeHead);
  await postJournal(ctx, {
    franchiseeId: payment.franchiseeId,
    reference: `payment-refund:${payment.id}`,
    description: `${head.name} refund of receipt ${payment.receiptNo}: ${input.reason}`,
    lines: [
      {
        account: ACCOUNTS.STUDENT_RECEIVABLE,
        debit: payment.amountPaise,
        studentAdmissionId: payment.studentAdmissionId,
        tag: payment.feeHead,
      },
      { account: cashAccount, credit: payment.amountPaise },
    ],
  });
  await figuresWritten(ctx, FEES_COLLECTED, ROYALTY_BASE);
  const refund = {
    refundedAt: new Date(),
    refundReason: input.reason,
    refundReference: input.refundReference ?? null,
    decidedBy: actingUser(ctx).id,
  };
  return { set: refund, answer: { ...payment, ...refund, status: 'REFUNDED' } };
}
