import { addDays, formatPaise } from '@portal/core';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  assertOwns,
  audit,
  badRequest,
  conflict,
  fenced,
  fieldError,
  inTransaction,
  mayTouchFranchisee,
  notFound,
  requireUser,
  type RequestContext,
} from '@portal/kit';
import { tellEach } from '@portal/mod-notifications/server';
import { ownChildRule } from '@portal/mod-users/server';
import { AUTOPAY_CAP_PAISE, FINANCE_MODULES as M } from '../../shared/index.ts';
import type { mandateInput, mandateAuthorisation } from '../../shared/autopay.ts';
import { verifyCheckout } from '../razorpay/gateway.ts';
import {
  cancelToken,
  createCustomer,
  createRegistrationOrder,
  testAuthorisation,
  tokenOfPayment,
} from '../razorpay/recurring.ts';
import type { PaymentGateway } from '../razorpay/settings.ts';
import {
  autopayDebits,
  autopayMandates,
  feePlans,
  feeReminders,
  studentFeePlans,
  studentInstallments,
} from '../schema.ts';
import { newUniqueReceipt } from '../payments/target.service.ts';
import { feeNow } from './clock.ts';
import { feeMessage } from './messages.ts';
import { FEES_PUSH, parentsOf } from './parents.ts';
import { autopayDebitView, autopayMandateView } from './views.ts';

export type Mandate = typeof autopayMandates.$inferSelect;

/** A parent acts only on their own child's plan (head office may act on any, inside its fence). */
async function ownChild(ctx: RequestContext, franchiseeId: number, studentAdmissionId: number, method: string) {
  requireUser(ctx);
  if (!mayTouchFranchisee(ctx, franchiseeId)) throw notFound('Fee plan');
  await assertOwns(ctx, ownChildRule, { module: M.AUTOPAY, method }, studentAdmissionId, () => notFound('Fee plan'));
}

async function mandateFor(ctx: RequestContext, mandateId: number, method: string): Promise<Mandate> {
  const [mandate] = await ctx.db.select().from(autopayMandates).where(eq(autopayMandates.id, mandateId));
  if (!mandate) throw notFound('AutoPay mandate');
  try {
    await ownChild(ctx, mandate.franchiseeId, mandate.studentAdmissionId, method);
  } catch {
    throw notFound('AutoPay mandate');
  }
  return mandate;
}

/** The most one debit may take: the plan's largest installment, never above ₹15,000 (RBI's no-authentication limit). */
async function capOf(ctx: RequestContext, studentFeePlanId: number): Promise<number> {
  const rows = await ctx.db
    .select({ amount: studentInstallments.amountPaise, concession: studentInstallments.concessionPaise })
    .from(studentInstallments)
    .where(eq(studentInstallments.studentFeePlanId, studentFeePlanId));
  const largest = Math.max(0, ...rows.map((r) => r.amount - r.concession));
  return Math.min(AUTOPAY_CAP_PAISE, largest);
}

/**
 * Opens AutoPay for one of the parent's child's fee plans: a gateway customer and a registration order with
 * the cap per debit, which the parent then authorises in their UPI app (intent or QR; UPI Collect may no longer
 * create a mandate). An earlier setup the parent never finished is dropped.
 */
export async function setupMandate(ctx: RequestContext, input: z.infer<typeof mandateInput>, gateway: PaymentGateway) {
  const cfg = await gateway.config(ctx);
  if (!cfg.enabled) throw conflict('Online payment is not available on this portal; please pay at the centre');
  return inTransaction(ctx, async (ctx) => {
    const [sfp] = await ctx.db.select().from(studentFeePlans).where(eq(studentFeePlans.id, input.studentFeePlanId));
    if (!sfp) throw notFound('Fee plan');
    await ownChild(ctx, sfp.franchiseeId, sfp.studentAdmissionId, 'POST');
    if (sfp.status !== 'ACTIVE') throw conflict('This fee plan is no longer active');
    const limit = await capOf(ctx, sfp.id);
    if (limit <= 0) throw conflict('Nothing is left to pay on this fee plan');
    const capPaise = input.capPaise ?? limit;
    if (capPaise > limit)
      throw fieldError('capPaise', `The most AutoPay may take at a time here is ${formatPaise(limit)}`);
    const live = await ctx.db
      .select()
      .from(autopayMandates)
      .where(and(eq(autopayMandates.studentFeePlanId, sfp.id), inArray(autopayMandates.status, ['PENDING', 'ACTIVE'])))
      .for('update');
    if (live.some((m) => m.status === 'ACTIVE')) throw conflict('AutoPay is already on for this fee plan');
    if (live.length)
      await ctx.db
        .update(autopayMandates)
        .set({ status: 'ABANDONED', updatedAt: new Date() })
        .where(
          inArray(
            autopayMandates.id,
            live.map((m) => m.id),
          ),
        );
    const [parent] = (await parentsOf(ctx.db, sfp.studentAdmissionId)).filter((p) => p.id === ctx.user!.id);
    let customerId: string;
    let orderId: string;
    try {
      customerId = await createCustomer(cfg, {
        name: sfp.studentName,
        email: parent?.email ?? null,
        contact: parent?.mobile ?? null,
      });
      orderId = await createRegistrationOrder(cfg, {
        customerId,
        method: input.method,
        capPaise,
        // A mandate for the plan's year and a little after (late installments).
        expireAt: new Date(feeNow().getTime() + 400 * 86_400_000),
        receipt: newUniqueReceipt(),
      });
    } catch (err) {
      throw badRequest(`The payment gateway could not open AutoPay: ${(err as Error).message}`);
    }
    const [mandate] = await ctx.db
      .insert(autopayMandates)
      .values({
        franchiseeId: sfp.franchiseeId,
        studentFeePlanId: sfp.id,
        studentAdmissionId: sfp.studentAdmissionId,
        method: input.method,
        capPaise,
        gatewayCustomerId: customerId,
        gatewayOrderId: orderId,
        createdBy: ctx.user?.id ?? null,
      })
      .returning();
    await audit(ctx, {
      resource: autopayMandateView,
      recordId: mandate.id,
      action: 'create',
      franchiseeId: mandate.franchiseeId,
      changes: { capPaise, method: input.method },
    });
    return {
      id: mandate.id,
      status: mandate.status,
      capPaise,
      orderId,
      customerId,
      keyId: cfg.keyId,
      testMode: cfg.testMode,
    };
  });
}

/**
 * The gateway's answer to the parent's authorisation: its signature is checked against the registration order
 * we stored, then the mandate is live and the parents are told. Repeating it for a live mandate changes nothing.
 */
export async function authoriseMandate(
  ctx: RequestContext,
  mandateId: number,
  input: z.infer<typeof mandateAuthorisation>,
  gateway: PaymentGateway,
) {
  const cfg = await gateway.config(ctx);
  const mandate = await mandateFor(ctx, mandateId, 'POST');
  if (mandate.status === 'ACTIVE') return mandateSummary(mandate);
  if (mandate.status !== 'PENDING') throw conflict('This AutoPay setup was cancelled; please set it up again');
  if (!verifyCheckout(cfg, mandate.gatewayOrderId, input.razorpay_payment_id, input.razorpay_signature))
    throw badRequest('The authorisation signature does not match; AutoPay was not switched on');
  let tokenId: string;
  try {
    tokenId = await tokenOfPayment(cfg, input.razorpay_payment_id);
  } catch (err) {
    throw badRequest(`The payment gateway could not confirm the mandate: ${(err as Error).message}`);
  }
  return inTransaction(ctx, async (ctx) => {
    const [active] = await ctx.db
      .update(autopayMandates)
      .set({ status: 'ACTIVE', gatewayTokenId: tokenId, authorisedAt: feeNow(), updatedAt: new Date() })
      .where(and(eq(autopayMandates.id, mandate.id), eq(autopayMandates.status, 'PENDING')))
      .returning();
    if (!active) throw conflict('This AutoPay setup changed meanwhile; please reload');
    await audit(ctx, {
      resource: autopayMandateView,
      recordId: active.id,
      action: 'authorise',
      franchiseeId: active.franchiseeId,
      changes: { status: ['PENDING', 'ACTIVE'] },
    });
    const [plan] = await ctx.db
      .select({ child: studentFeePlans.studentName, plan: feePlans.name })
      .from(studentFeePlans)
      .innerJoin(feePlans, eq(feePlans.id, studentFeePlans.planId))
      .where(eq(studentFeePlans.id, active.studentFeePlanId));
    const words = { child: plan.child, plan: plan.plan, cap: formatPaise(active.capPaise) };
    await tellEach(
      ctx.db,
      await parentsOf(ctx.db, active.studentAdmissionId),
      (language) => ({
        subject: feeMessage(language, 'activeSubject', words),
        body: feeMessage(language, 'activeBody', words),
      }),
      FEES_PUSH,
    );
    return mandateSummary(active);
  });
}

/** Test mode only: what the parent's UPI app would answer (the UPI id failure@razorpay declines). */
export async function testAuthorise(ctx: RequestContext, mandateId: number, vpa: string, gateway: PaymentGateway) {
  const cfg = await gateway.config(ctx);
  if (!cfg.testMode) throw notFound('Test authorisation');
  const mandate = await mandateFor(ctx, mandateId, 'POST');
  if (mandate.status !== 'PENDING') throw conflict('This AutoPay setup is not waiting for authorisation');
  const answer = testAuthorisation(cfg, mandate.gatewayOrderId, vpa);
  if (!answer) throw conflict('The UPI app declined the mandate');
  return answer;
}

/** The parent stops AutoPay: no further debit is taken, notices already sent are void, the bank's token cancelled. */
export async function cancelMandate(ctx: RequestContext, mandateId: number, gateway: PaymentGateway) {
  const cfg = await gateway.config(ctx);
  const mandate = await mandateFor(ctx, mandateId, 'POST');
  if (mandate.status !== 'ACTIVE' && mandate.status !== 'PENDING') throw conflict('AutoPay is not on for this plan');
  const cancelled = await inTransaction(ctx, async (ctx) => {
    const [row] = await ctx.db
      .update(autopayMandates)
      .set({ status: 'CANCELLED', cancelledAt: feeNow(), cancelledBy: ctx.user?.id ?? null, updatedAt: new Date() })
      .where(and(eq(autopayMandates.id, mandate.id), eq(autopayMandates.status, mandate.status)))
      .returning();
    if (!row) throw conflict('This AutoPay mandate changed meanwhile; please reload');
    await ctx.db
      .update(autopayDebits)
      .set({ status: 'CANCELLED', decidedBy: ctx.user?.id ?? null, updatedAt: new Date() })
      .where(and(eq(autopayDebits.mandateId, row.id), inArray(autopayDebits.status, ['NOTIFIED', 'RETRYING'])));
    await audit(ctx, {
      resource: autopayMandateView,
      recordId: row.id,
      action: 'cancel',
      franchiseeId: row.franchiseeId,
      changes: { status: [mandate.status, 'CANCELLED'] },
    });
    return row;
  });
  // The portal alone starts debits, so the mandate is stopped already; the bank's token is cancelled too.
  if (cancelled.gatewayTokenId)
    await cancelToken(cfg, cancelled.gatewayCustomerId, cancelled.gatewayTokenId).catch(() => undefined);
  return mandateSummary(cancelled);
}

/** "Skip this one": the noticed debit is not taken; the installment is paid another way (reminders follow). */
export async function skipDebit(ctx: RequestContext, debitId: number) {
  const [debit] = await ctx.db.select().from(autopayDebits).where(eq(autopayDebits.id, debitId));
  if (!debit) throw notFound('AutoPay debit');
  try {
    await ownChild(ctx, debit.franchiseeId, debit.studentAdmissionId, 'POST');
  } catch {
    throw notFound('AutoPay debit');
  }
  return inTransaction(ctx, async (ctx) => {
    const [skipped] = await ctx.db
      .update(autopayDebits)
      .set({ status: 'SKIPPED', decidedBy: ctx.user?.id ?? null, updatedAt: new Date() })
      .where(and(eq(autopayDebits.id, debit.id), inArray(autopayDebits.status, ['NOTIFIED', 'RETRYING'])))
      .returning();
    if (!skipped) throw conflict(`This debit can no longer be skipped: it is ${debit.status.toLowerCase()}`);
    await audit(ctx, {
      resource: autopayDebitView,
      recordId: skipped.id,
      action: 'skip',
      franchiseeId: skipped.franchiseeId,
      changes: { status: [debit.status, 'SKIPPED'] },
    });
    return { id: skipped.id, status: skipped.status };
  });
}

function mandateSummary(m: Mandate) {
  return {
    id: m.id,
    studentFeePlanId: m.studentFeePlanId,
    method: m.method,
    capPaise: m.capPaise,
    status: m.status,
    authorisedAt: m.authorisedAt,
    cancelledAt: m.cancelledAt,
  };
}

/**
 * A child's AutoPay and reminders, as the parent's fee account and the centre show them: the mandates, each
 * noticed debit with the day it will be (or was) taken, and the reminders sent.
 */
export async function childAutopay(ctx: RequestContext, studentAdmissionId: number) {
  const mandates = await ctx.db
    .select()
    .from(autopayMandates)
    .where(
      fenced(
        ctx,
        autopayMandates.franchiseeId,
        eq(autopayMandates.studentAdmissionId, studentAdmissionId),
        inArray(autopayMandates.status, ['PENDING', 'ACTIVE', 'CANCELLED']),
      ),
    )
    .orderBy(desc(autopayMandates.id));
  const debits = await ctx.db
    .select({
      id: autopayDebits.id,
      mandateId: autopayDebits.mandateId,
      studentInstallmentId: autopayDebits.studentInstallmentId,
      label: studentInstallments.label,
      dueDate: autopayDebits.dueDate,
      amountPaise: autopayDebits.amountPaise,
      noticeSentAt: autopayDebits.noticeSentAt,
      nextAttemptOn: autopayDebits.nextAttemptOn,
      status: autopayDebits.status,
      attempts: autopayDebits.attempts,
      failureReason: autopayDebits.failureReason,
      paymentId: autopayDebits.paymentId,
    })
    .from(autopayDebits)
    .innerJoin(studentInstallments, eq(studentInstallments.id, autopayDebits.studentInstallmentId))
    .where(fenced(ctx, autopayDebits.franchiseeId, eq(autopayDebits.studentAdmissionId, studentAdmissionId)))
    .orderBy(asc(autopayDebits.dueDate), asc(autopayDebits.id));
  const reminders = await ctx.db
    .select({
      id: feeReminders.id,
      studentInstallmentId: feeReminders.studentInstallmentId,
      label: studentInstallments.label,
      kind: feeReminders.kind,
      offsetDays: feeReminders.offsetDays,
      outstandingPaise: feeReminders.outstandingPaise,
      sentOn: feeReminders.sentOn,
      recipients: feeReminders.recipients,
    })
    .from(feeReminders)
    .innerJoin(studentInstallments, eq(studentInstallments.id, feeReminders.studentInstallmentId))
    .where(fenced(ctx, feeReminders.franchiseeId, eq(feeReminders.studentAdmissionId, studentAdmissionId)))
    .orderBy(desc(feeReminders.sentOn), desc(feeReminders.id));
  return {
    mandates: mandates.map(mandateSummary),
    debits,
    reminders,
  };
}

/** The day a noticed debit may be taken: its due date, and never sooner than a day after the notice. */
export function firstDebitDay(dueDate: string, noticeDay: string): string {
  const dayAfter = addDays(noticeDay, 1);
  return dueDate > dayAfter ? dueDate : dayAfter;
}
