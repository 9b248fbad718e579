import { addDays, formatDate, formatPaise, todayInIndia, thrownMessage } from '@portal/core';
import { and, eq, gt, inArray, lte, notExists, sql } from 'drizzle-orm';
import { audit, fenced, inTransaction, type RequestContext } from '@portal/kit';
import { tellEach, type Telling } from '@portal/mod-notifications/server';
import { AUTOPAY_MAX_ATTEMPTS, AUTOPAY_NOTICE_DAYS } from '../../shared/index.ts';
import { owedSql } from '../money/installment.ts';
import { confirmPayment } from '../payments/confirm.service.ts';
import { holdForRefund } from '../payments/overpayment.service.ts';
import {
  newReceiptToken,
  newUniqueReceipt,
  paidFor,
  resolveTarget,
  type PaymentTarget,
} from '../payments/target.service.ts';
import type { GatewayConfig } from '../razorpay/gateway.ts';
import { debitToken } from '../razorpay/recurring.ts';
import {
  autopayDebits,
  autopayMandates,
  feeReminders,
  payments,
  studentFeePlans,
  studentInstallments,
} from '../schema.ts';
import { firstDebitDay, type Mandate } from './mandates.service.ts';
import { feeMessage, type FeeMessageKey } from './messages.ts';
import { FEES_PUSH, parentsOf } from './parents.ts';
import { autopayDebitView } from './views.ts';

const DAY_MS = 86_400_000;
type Debit = typeof autopayDebits.$inferSelect;

/** What is owed on the installment now, through the same target an online payment resolves (null: nothing to take). */
export async function targetOf(ctx: RequestContext, studentFeePlanId: number, installmentId: number) {
  const [sfp] = await ctx.db
    .select({ referenceId: studentFeePlans.referenceId })
    .from(studentFeePlans)
    .where(eq(studentFeePlans.id, studentFeePlanId));
  try {
    return await resolveTarget(ctx, sfp.referenceId, installmentId);
  } catch {
    return null; // The plan is no longer active.
  }
}

/** Tells the child's parents; the phone's text goes as the template's (the notice FEE_DUE, the receipt FEE_RECEIPT). */
async function tellParents(
  ctx: RequestContext,
  studentAdmissionId: number,
  subject: FeeMessageKey,
  body: FeeMessageKey,
  words: Record<string, string>,
  phone: Telling['phone'],
) {
  await tellEach(
    ctx.db,
    await parentsOf(ctx.db, studentAdmissionId),
    (language) => ({
      subject: feeMessage(language, subject, words),
      body: feeMessage(language, body, words),
      phone,
    }),
    FEES_PUSH,
  );
}

export const wordsOf = (target: PaymentTarget, label: string, child: string, amountPaise: number) => ({
  child,
  installment: label,
  head: target.feeHeadName,
  amount: formatPaise(amountPaise),
});

/**
 * Pre-debit notices: each installment of a live mandate's plan that falls due within the notice days and owes
 * something (no more than the mandate's cap) gets its debit row and a notice to the parents naming the amount
 * and the day. The day is the due date, and never sooner than the day after the notice.
 */
export async function sendNotices(ctx: RequestContext, now: Date): Promise<number> {
  const today = todayInIndia(now);
  const due = await ctx.db
    .select({
      mandateId: autopayMandates.id,
      capPaise: autopayMandates.capPaise,
      studentFeePlanId: studentInstallments.studentFeePlanId,
      installmentId: studentInstallments.id,
      label: studentInstallments.label,
      dueDate: studentInstallments.dueDate,
      franchiseeId: studentInstallments.franchiseeId,
      studentAdmissionId: studentInstallments.studentAdmissionId,
      child: studentFeePlans.studentName,
    })
    .from(autopayMandates)
    .innerJoin(studentFeePlans, eq(studentFeePlans.id, autopayMandates.studentFeePlanId))
    .innerJoin(studentInstallments, eq(studentInstallments.studentFeePlanId, autopayMandates.studentFeePlanId))
    .where(
      fenced(
        ctx,
        autopayMandates.franchiseeId,
        eq(autopayMandates.status, 'ACTIVE'),
        eq(studentFeePlans.status, 'ACTIVE'),
        lte(studentInstallments.dueDate, addDays(today, AUTOPAY_NOTICE_DAYS)),
        gt(owedSql, sql`0`),
        notExists(
          ctx.db
            .select({ one: sql`1` })
            .from(autopayDebits)
            .where(
              and(
                eq(autopayDebits.mandateId, autopayMandates.id),
                eq(autopayDebits.studentInstallmentId, studentInstallments.id),
              ),
            ),
        ),
      ),
    )
    .orderBy(studentInstallments.dueDate, studentInstallments.id);
  let sent = 0;
  for (const row of due) {
    const target = await targetOf(ctx, row.studentFeePlanId, row.installmentId);
    // Nothing to take, or more than the mandate allows: the schedule's reminders ask for it instead.
    if (!target || target.duePaise <= 0 || target.duePaise > row.capPaise) continue;
    sent += await inTransaction(ctx, async (ctx) => {
      const debitOn = firstDebitDay(row.dueDate, today);
      const [debit] = await ctx.db
        .insert(autopayDebits)
        .values({
          franchiseeId: row.franchiseeId,
          mandateId: row.mandateId,
          studentInstallmentId: row.installmentId,
          studentAdmissionId: row.studentAdmissionId,
          amountPaise: target.duePaise,
          dueDate: row.dueDate,
          noticeSentAt: now,
          nextAttemptOn: debitOn,
        })
        .onConflictDoNothing()
        .returning();
      if (!debit) return 0;
      const words = { ...wordsOf(target, row.label, row.child, target.duePaise), date: formatDate(debitOn) };
      await tellParents(ctx, row.studentAdmissionId, 'noticeSubject', 'noticeBody', words, {
        template: 'FEE_DUE',
        params: [words.child, words.amount, words.installment, words.date],
        franchiseeId: debit.franchiseeId,
      });
      return 1;
    });
  }
  return sent;
}

/**
 * Takes the debits whose day has come: only those noticed at least 24 hours before now and not skipped, on a
 * live mandate. Each is taken once at a time (DEBITING while the gateway answers), never more than its notice
 * said, and confirmed through the same payment path as an online payment (ledger, receipt).
 */
export async function takeDueDebits(ctx: RequestContext, cfg: GatewayConfig, now: Date): Promise<number> {
  const today = todayInIndia(now);
  const ready = await ctx.db
    .select({ debit: autopayDebits, mandate: autopayMandates })
    .from(autopayDebits)
    .innerJoin(autopayMandates, eq(autopayMandates.id, autopayDebits.mandateId))
    .where(
      fenced(
        ctx,
        autopayDebits.franchiseeId,
        inArray(autopayDebits.status, ['NOTIFIED', 'RETRYING']),
        eq(autopayMandates.status, 'ACTIVE'),
        lte(autopayDebits.nextAttemptOn, today),
        lte(autopayDebits.noticeSentAt, new Date(now.getTime() - DAY_MS)),
      ),
    )
    .orderBy(autopayDebits.id);
  let taken = 0;
  for (const { debit, mandate } of ready) if (await takeDebit(ctx, cfg, debit, mandate, now)) taken++;
  return taken;
}

async function takeDebit(ctx: RequestContext, cfg: GatewayConfig, debit: Debit, mandate: Mandate, now: Date) {
  const today = todayInIndia(now);
  // Claim the debit and open its payment; a second run finds it DEBITING and leaves it.
  const claimed = await inTransaction(ctx, async (ctx) => {
    const [row] = await ctx.db
      .update(autopayDebits)
      .set({ status: 'DEBITING', attempts: debit.attempts + 1, updatedAt: new Date() })
      .where(and(eq(autopayDebits.id, debit.id), eq(autopayDebits.status, debit.status)))
      .returning();
    if (!row) return null;
    const target = await targetOf(ctx, mandate.studentFeePlanId, debit.studentInstallmentId);
    if (!target || target.duePaise <= 0) {
      // Paid another way (or the plan closed) since the notice: nothing is taken.
      await ctx.db
        .update(autopayDebits)
        .set({ status: 'NOT_NEEDED', attempts: debit.attempts, updatedAt: new Date() })
        .where(eq(autopayDebits.id, debit.id));
      return null;
    }
    const amount = Math.min(target.duePaise, debit.amountPaise);
    const [payment] = await ctx.db
      .insert(payments)
      .values({
        ...paidFor(target),
        amountPaise: amount,
        mode: 'ONLINE',
        status: 'INITIATED',
        uniqueReceipt: newUniqueReceipt(),
        receiptToken: newReceiptToken(),
        remarks: `AutoPay mandate ${mandate.id}`,
      })
      .returning();
    await ctx.db.update(autopayDebits).set({ paymentId: payment.id }).where(eq(autopayDebits.id, debit.id));
    const [inst] = await ctx.db
      .select({ label: studentInstallments.label, child: studentFeePlans.studentName })
      .from(studentInstallments)
      .innerJoin(studentFeePlans, eq(studentFeePlans.id, studentInstallments.studentFeePlanId))
      .where(eq(studentInstallments.id, debit.studentInstallmentId));
    return { payment, words: wordsOf(target, inst.label, inst.child, amount), attempts: row.attempts };
  });
  if (!claimed) return false;
  const [parent] = await parentsOf(ctx.db, debit.studentAdmissionId);
  const outcome = await debitToken(cfg, {
    customerId: mandate.gatewayCustomerId,
    tokenId: mandate.gatewayTokenId!,
    amountPaise: claimed.payment.amountPaise,
    receipt: claimed.payment.uniqueReceipt,
    description: `${claimed.words.head}: ${claimed.words.installment}`,
    email: parent?.email ?? null,
    contact: parent?.mobile ?? null,
  });
  if (outcome.ok) return debited(ctx, debit, claimed, outcome);
  await failed(ctx, debit, claimed, outcome.reason, today);
  return false;
}

export type Claimed = { payment: typeof payments.$inferSelect; words: ReturnType<typeof wordsOf>; attempts: number };

export async function debited(
  ctx: RequestContext,
  debit: Debit,
  claimed: Claimed,
  gateway: { orderId: string; paymentId: string },
) {
  try {
    await inTransaction(ctx, async (ctx) => {
      await ctx.db
        .update(payments)
        .set({ gatewayOrderId: gateway.orderId, updatedAt: new Date() })
        .where(eq(payments.id, claimed.payment.id));
      const confirmed = await confirmPayment(ctx, claimed.payment.id, { gatewayPaymentId: gateway.paymentId });
      await ctx.db
        .update(autopayDebits)
        .set({ status: 'PAID', failureReason: null, updatedAt: new Date() })
        .where(eq(autopayDebits.id, debit.id));
      await audit(ctx, {
        resource: autopayDebitView,
        recordId: debit.id,
        action: 'debit',
        franchiseeId: debit.franchiseeId,
        changes: { paymentId: confirmed.id, receiptNo: confirmed.receiptNo, amountPaise: confirmed.amountPaise },
      });
      const words = { ...claimed.words, receipt: confirmed.receiptNo ?? '' };
      await tellParents(ctx, debit.studentAdmissionId, 'debitedSubject', 'debitedBody', words, {
        template: 'FEE_RECEIPT',
        params: [words.child, words.amount, words.installment, words.receipt],
        franchiseeId: debit.franchiseeId,
      });
    });
    return true;
  } catch (err) {
    // The bank took money the installment no longer owes (paid meanwhile): held for finance to refund.
    await inTransaction(ctx, async (ctx) => {
      await holdForRefund(ctx, claimed.payment.id, thrownMessage(err), gateway.paymentId);
      await ctx.db
        .update(autopayDebits)
        .set({ status: 'REFUND_DUE', failureReason: thrownMessage(err), updatedAt: new Date() })
        .where(eq(autopayDebits.id, debit.id));
    });
    return false;
  }
}

/** A refused debit: tried again the next day, and after the last try the family is reminded to pay. */
async function failed(ctx: RequestContext, debit: Debit, claimed: Claimed, reason: string, today: string) {
  const last = claimed.attempts >= AUTOPAY_MAX_ATTEMPTS;
  const retryOn = addDays(today, 1);
  await inTransaction(ctx, async (ctx) => {
    await ctx.db
      .update(payments)
      .set({ status: 'FAILED', failureReason: reason, updatedAt: new Date() })
      .where(eq(payments.id, claimed.payment.id));
    await ctx.db
      .update(autopayDebits)
      .set({
        status: last ? 'FELL_BACK' : 'RETRYING',
        failureReason: reason,
        nextAttemptOn: last ? today : retryOn,
        updatedAt: new Date(),
      })
      .where(eq(autopayDebits.id, debit.id));
    await audit(ctx, {
      resource: autopayDebitView,
      recordId: debit.id,
      action: 'debit-failed',
      franchiseeId: debit.franchiseeId,
      changes: { attempts: claimed.attempts, reason },
    });
    const parents = await parentsOf(ctx.db, debit.studentAdmissionId);
    const words = { ...claimed.words, reason, date: formatDate(retryOn) };
    await tellEach(
      ctx.db,
      parents,
      (language) => ({
        subject: feeMessage(language, 'failedSubject', words),
        body: feeMessage(language, last ? 'failedFinalBody' : 'failedRetryBody', words),
        phone: {
          template: 'FEE_DUE',
          params: [words.child, words.amount, words.installment, words.date],
          franchiseeId: debit.franchiseeId,
        },
      }),
      FEES_PUSH,
    );
    // The final failure notice is the family's reminder to pay: it is listed with the schedule's reminders.
    if (last)
      await ctx.db
        .insert(feeReminders)
        .values({
          franchiseeId: debit.franchiseeId,
          studentInstallmentId: debit.studentInstallmentId,
          studentAdmissionId: debit.studentAdmissionId,
          kind: 'AUTOPAY_FAILED',
          offsetDays: 0,
          outstandingPaise: claimed.payment.amountPaise,
          sentOn: today,
          recipients: parents.length,
        })
        .onConflictDoNothing();
  });
}
