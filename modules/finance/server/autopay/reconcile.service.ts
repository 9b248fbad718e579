import { and, eq, lte, sql } from 'drizzle-orm';
import { formatPaise, todayInIndia } from '@portal/core';
import { audit, fenced, inTransaction, type RequestContext } from '@portal/kit';
import type { GatewayConfig } from '../razorpay/gateway.ts';
import { findDebit } from '../razorpay/recurring.ts';
import { autopayDebits, autopayMandates, payments, studentFeePlans, studentInstallments } from '../schema.ts';
import { debited, targetOf, wordsOf, type Claimed } from './debits.service.ts';
import { autopayDebitView } from './views.ts';

/**
 * A debit is DEBITING for the seconds its gateway call takes (the call gives up after 15 s); one still DEBITING
 * after this lost its server during the call: the bank may have taken the money with no receipt, ledger entry or
 * word to the family, or taken nothing.
 */
export const STUCK_AFTER_MS = 15 * 60_000;

/** Shown on the centre's AutoPay debits (the debit's reason) when a stuck debit is released. */
export const RELEASED_REASON =
  'The server stopped during this debit; the gateway confirmed nothing was taken, so it is tried again';

/**
 * Settles each debit a dead server left DEBITING by asking the gateway what became of its order: taken, it is
 * completed as a debit is (payment confirmed, ledger, receipt, the family told); not taken, it is released to be
 * tried again (the try that never reached the bank not counted); not known yet (the gateway pending or not
 * answering), it is left for the next run. Each outcome is on the debit's audit trail for the centre.
 */
export async function reconcileStuckDebits(
  ctx: RequestContext,
  cfg: GatewayConfig,
  now: Date,
): Promise<{ completed: number; released: number; unsettled: number }> {
  const stuck = await ctx.db
    .select({ debit: autopayDebits, payment: payments })
    .from(autopayDebits)
    .innerJoin(payments, eq(payments.id, autopayDebits.paymentId))
    .innerJoin(autopayMandates, eq(autopayMandates.id, autopayDebits.mandateId))
    .where(
      fenced(
        ctx,
        autopayDebits.franchiseeId,
        eq(autopayDebits.status, 'DEBITING'),
        lte(autopayDebits.updatedAt, new Date(Date.now() - STUCK_AFTER_MS)),
      ),
    )
    .orderBy(autopayDebits.id);
  const counts = { completed: 0, released: 0, unsettled: 0 };
  for (const { debit, payment } of stuck) {
    const found = await findDebit(cfg, payment.uniqueReceipt).catch(() => ({ state: 'pending' as const }));
    if (found.state === 'pending') {
      counts.unsettled++;
      continue;
    }
    if (found.state === 'taken') {
      const claimed: Claimed = {
        payment,
        words: await wordsFor(ctx, debit, payment.amountPaise),
        attempts: debit.attempts,
      };
      await audit(ctx, {
        resource: autopayDebitView,
        recordId: debit.id,
        action: 'reconcile',
        franchiseeId: debit.franchiseeId,
        changes: { found: 'taken at the gateway', gatewayPaymentId: found.paymentId },
      });
      if (await debited(ctx, debit, claimed, found)) counts.completed++;
      continue;
    }
    await inTransaction(ctx, async (ctx) => {
      await ctx.db
        .update(payments)
        .set({ status: 'FAILED', failureReason: RELEASED_REASON, updatedAt: new Date() })
        .where(eq(payments.id, payment.id));
      await ctx.db
        .update(autopayDebits)
        .set({
          status: 'RETRYING',
          attempts: sql`greatest(${autopayDebits.attempts} - 1, 0)`,
          nextAttemptOn: todayInIndia(now),
          failureReason: RELEASED_REASON,
          updatedAt: new Date(),
        })
        .where(and(eq(autopayDebits.id, debit.id), eq(autopayDebits.status, 'DEBITING')));
      await audit(ctx, {
        resource: autopayDebitView,
        recordId: debit.id,
        action: 'reconcile',
        franchiseeId: debit.franchiseeId,
        changes: { found: 'nothing taken at the gateway', released: true },
      });
    });
    counts.released++;
  }
  return counts;
}

/** The words of the family's receipt message, as the debit's claim made them. */
async function wordsFor(ctx: RequestContext, debit: typeof autopayDebits.$inferSelect, amountPaise: number) {
  const [inst] = await ctx.db
    .select({ label: studentInstallments.label, child: studentFeePlans.studentName, planId: studentFeePlans.id })
    .from(studentInstallments)
    .innerJoin(studentFeePlans, eq(studentFeePlans.id, studentInstallments.studentFeePlanId))
    .where(eq(studentInstallments.id, debit.studentInstallmentId));
  const target = await targetOf(ctx, inst.planId, debit.studentInstallmentId);
  return target
    ? wordsOf(target, inst.label, inst.child, amountPaise)
    : { child: inst.child, installment: inst.label, head: 'Fees', amount: formatPaise(amountPaise) };
}
