import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  actingUser,
  audit,
  mayTouchFranchisee,
  conflict,
  fieldError,
  inTransaction,
  notFound,
  requireRoute,
  type CommandOutcome,
  type RequestContext,
} from '@portal/kit';
import { deskPermission, MODE_REFERENCE } from '../../shared/index.ts';
import type { offlineInput } from '../../shared/inputs.ts';
import { formFeeAwaitsApproval } from '@portal/mod-enquiry/server';
import { feeHead } from '@portal/mod-ledger/server';
import { payments } from '../schema.ts';
import { AlreadyConfirmed, confirmPayment, type Payment } from './confirm.service.ts';
import { checkAmount, newReceiptToken, newUniqueReceipt, paidFor, resolveTarget } from './target.service.ts';
import { paymentsShape } from '../../shared/resources.ts';

/**
 * Money taken at the centre's desk, for tuition or a form fee: recorded with its mode and reference
 * and the permission for what it pays (offline payment, offline application or admission form). Where
 * head office says desk money of its fee head needs finance's approval it waits for it, and approval
 * confirms it like an online payment (receipt, ledger, the form fee settled); otherwise it is
 * confirmed at once.
 */
export async function recordOfflinePayment(ctx: RequestContext, input: z.infer<typeof offlineInput>) {
  const referenceName = MODE_REFERENCE[input.mode];
  if (referenceName && !input.instrumentNo) throw fieldError('instrumentNo', `${referenceName} is required`);
  if (input.mode === 'CHEQUE' && !input.instrumentDate) throw fieldError('instrumentDate', 'Cheque date is required');
  return inTransaction(ctx, async (ctx) => {
    const target = await resolveTarget(ctx, input.referenceId, input.installmentId);
    if (!mayTouchFranchisee(ctx, target.franchiseeId)) throw notFound('Payment link');
    requireRoute(ctx, { modules: [deskPermission(target.referenceType)], write: true }, 'POST');
    // Serialise recordings for one reference so the due check holds.
    await ctx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${input.referenceId}))`);
    const fresh = await resolveTarget(ctx, input.referenceId, input.installmentId);
    checkAmount(input.amountPaise, fresh);
    const [payment] = await ctx.db
      .insert(payments)
      .values({
        ...paidFor(target),
        amountPaise: input.amountPaise,
        mode: input.mode,
        status: 'APPROVAL_WAITING',
        uniqueReceipt: newUniqueReceipt(),
        receiptToken: newReceiptToken(),
        instrumentNo: input.instrumentNo ?? null,
        instrumentDate: input.instrumentDate ?? null,
        bankName: input.bankName ?? null,
        remarks: input.remarks ?? null,
        createdBy: actingUser(ctx).id,
      })
      .returning();
    await audit(ctx, {
      resource: paymentsShape,
      recordId: payment.id,
      action: 'record-offline',
      franchiseeId: payment.franchiseeId,
      changes: { amountPaise: input.amountPaise, mode: input.mode },
    });
    if (!(await feeHead(ctx, payment.feeHead)).deskNeedsApproval) return confirmPayment(ctx, payment.id);
    if (!payment.studentFeePlanId) await formFeeAwaitsApproval(ctx, payment.referenceId, true);
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

/**
 * Finance refuses an offline payment (the `reject` command): it fails with the remarks as the reason, and
 * a form fee it held is due again unless other desk money for it still waits.
 */
export async function rejectPayment(
  ctx: RequestContext,
  payment: Payment,
  input: { remarks: string },
): Promise<CommandOutcome<Payment>> {
  if (!payment.studentFeePlanId) {
    const [other] = await ctx.db
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.referenceId, payment.referenceId),
          eq(payments.status, 'APPROVAL_WAITING'),
          ne(payments.id, payment.id),
        ),
      )
      .limit(1);
    if (!other) await formFeeAwaitsApproval(ctx, payment.referenceId, false);
  }
  return {
    set: { failureReason: input.remarks, decidedBy: actingUser(ctx).id },
    answer: { ...payment, status: 'FAILED', failureReason: input.remarks },
  };
}
