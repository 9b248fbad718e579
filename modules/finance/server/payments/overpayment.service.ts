import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { refundInput } from '../../shared/inputs.ts';
import { actingUser, audit, conflict, inTransaction, loadRecord, type RequestContext, requireLevel } from '@portal/kit';
import { FINANCE_MODULES } from '../../shared/index.ts';
import { overpaymentResource } from '../resources.ts';
import { paymentOverpayments, payments } from '../schema.ts';

/**
 * The gateway captured money the portal refused to confirm (the fee or installment was
 * already paid, or owed less): the payment is marked FAILED with the reason and the money
 * is listed for finance to refund. Never posted to the ledger, never a receipt. Runs in
 * the caller's transaction; a second call for the same payment adds nothing.
 */
export async function holdForRefund(
  ctx: RequestContext,
  paymentId: number,
  reason: string,
  gatewayPaymentId: string | null | undefined,
) {
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!payment || payment.status === 'CONFIRMED' || payment.status === 'TRANSFERRED') return;
  const [already] = await ctx.db
    .select({ id: paymentOverpayments.id })
    .from(paymentOverpayments)
    .where(eq(paymentOverpayments.paymentId, payment.id));
  if (already) return;
  const gatewayId = gatewayPaymentId ?? payment.gatewayPaymentId;
  await ctx.db
    .update(payments)
    .set({
      status: 'FAILED',
      failureReason: `${reason}; refund due`,
      gatewayPaymentId: gatewayId,
      updatedAt: new Date(),
    })
    .where(eq(payments.id, payment.id));
  const [held] = await ctx.db
    .insert(paymentOverpayments)
    .values({
      franchiseeId: payment.franchiseeId,
      paymentId: payment.id,
      referenceType: payment.referenceType,
      referenceId: payment.referenceId,
      payerName: payment.payerName,
      amountPaise: payment.amountPaise,
      gatewayPaymentId: gatewayId,
      reason,
    })
    .returning();
  await audit(ctx, {
    resource: overpaymentResource,
    recordId: held.id,
    action: 'create',
    franchiseeId: held.franchiseeId,
    changes: { paymentId: payment.id, amountPaise: payment.amountPaise, reason },
  });
}

/** Finance records that an overpayment was refunded (inside its fence; once). */
export async function markRefunded(ctx: RequestContext, id: number, input: z.infer<typeof refundInput>) {
  requireLevel(ctx, FINANCE_MODULES.APPROVE_PAYMENT, 'level_7');
  return inTransaction(ctx, async (ctx) => {
    const row = await loadRecord(ctx, overpaymentResource, id, { forUpdate: true });
    if (row.status !== 'REFUND_DUE') throw conflict('This overpayment has already been refunded');
    const [updated] = await ctx.db
      .update(paymentOverpayments)
      .set({
        status: 'REFUNDED',
        refundReference: input.refundReference,
        refundedAt: new Date(),
        refundedBy: actingUser(ctx).id,
        updatedAt: new Date(),
      })
      .where(eq(paymentOverpayments.id, id))
      .returning();
    await audit(ctx, {
      resource: overpaymentResource,
      recordId: id,
      action: 'refund',
      franchiseeId: updated.franchiseeId,
      changes: { status: ['REFUND_DUE', 'REFUNDED'], refundReference: input.refundReference },
    });
    return updated;
  });
}
