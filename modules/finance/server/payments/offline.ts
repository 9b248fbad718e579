import { isoDate } from '@portal/core';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  audit,
  mayTouchFranchisee,
  conflict,
  fieldError,
  inTransaction,
  notFound,
  type CommandOutcome,
  type RequestContext,
} from '@portal/kit';
import { OFFLINE_MODES } from '../../shared/index.ts';
import { payments } from '../schema.ts';
import { AlreadyConfirmed, confirmPayment, type Payment } from './confirm.ts';
import { checkAmount, newReceiptToken, newUniqueReceipt, resolveTarget } from './target.ts';

export const offlineInput = z.strictObject({
  referenceId: z
    .string()
    .trim()
    .min(8, { error: 'Payment link is not valid' })
    .max(64, { error: 'Payment link is not valid' }),
  installmentId: z.number().int().positive().max(2_147_483_647).optional(),
  amountPaise: z.number({ error: 'Amount must be an amount in paise' }),
  mode: z.enum(OFFLINE_MODES, { error: `Mode must be one of: ${OFFLINE_MODES.join(', ')}` }),
  instrumentNo: z.string().trim().max(40).optional(),
  instrumentDate: isoDate('Cheque date').optional(),
  bankName: z.string().trim().max(120).optional(),
  remarks: z.string().trim().max(300).optional(),
});

/** A centre records cash, a cheque or a bank transfer; finance approves it before it counts. */
export async function recordOfflinePayment(ctx: RequestContext, input: z.infer<typeof offlineInput>) {
  if (input.mode !== 'CASH' && !input.instrumentNo)
    throw fieldError(
      'instrumentNo',
      input.mode === 'CHEQUE' ? 'Cheque number is required' : 'Bank reference (UTR) is required',
    );
  return inTransaction(ctx, async (ctx) => {
    const target = await resolveTarget(ctx, input.referenceId, input.installmentId);
    if (!mayTouchFranchisee(ctx, target.franchiseeId)) throw notFound('Payment link');
    // Serialise recordings for one reference so the due check holds.
    await ctx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${input.referenceId}))`);
    const fresh = await resolveTarget(ctx, input.referenceId, input.installmentId);
    checkAmount(input.amountPaise, fresh);
    const [payment] = await ctx.db
      .insert(payments)
      .values({
        franchiseeId: target.franchiseeId,
        referenceType: target.referenceType,
        referenceId: target.referenceId,
        studentFeePlanId: target.studentFeePlanId,
        studentInstallmentId: target.studentInstallmentId,
        studentAdmissionId: target.studentAdmissionId,
        payerName: target.payerName,
        amountPaise: input.amountPaise,
        mode: input.mode,
        status: 'APPROVAL_WAITING',
        uniqueReceipt: newUniqueReceipt(),
        receiptToken: newReceiptToken(),
        instrumentNo: input.instrumentNo ?? null,
        instrumentDate: input.instrumentDate ?? null,
        bankName: input.bankName ?? null,
        remarks: input.remarks ?? null,
        createdBy: ctx.user!.id,
      })
      .returning();
    await audit(ctx, {
      resource: 'payments',
      recordId: payment.id,
      action: 'record-offline',
      franchiseeId: payment.franchiseeId,
      changes: { amountPaise: input.amountPaise, mode: input.mode },
    });
    return payment;
  });
}

/** Finance approves an offline payment (the `approve` command): it is confirmed and posted like an online one. */
export async function approvePayment(ctx: RequestContext, payment: Payment): Promise<CommandOutcome<Payment>> {
  try {
    return { answer: await confirmPayment(ctx, payment.id) };
  } catch (err) {
    if (err instanceof AlreadyConfirmed) throw conflict(err.message);
    throw err;
  }
}

/** Finance refuses an offline payment (the `reject` command): it fails with the remarks as the reason. */
export function rejectPayment(
  ctx: RequestContext,
  _payment: Payment,
  input: { remarks: string },
): CommandOutcome<Payment> {
  return { set: { failureReason: input.remarks, decidedBy: ctx.user!.id } };
}
