import { formatPaise } from '@portal/core';
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  badRequest,
  conflict,
  fieldError,
  mayTouchFranchisee,
  notFound,
  requireRoute,
  routeSubject,
  type RequestContext,
} from '@portal/kit';
import { feeHead } from '@portal/mod-ledger/server';
import { deskPermission, FINANCE_MODULES, formFeeHead, TUITION_FEES } from '../../shared/index.ts';
import { outstanding, publicPlan } from '../plans/account.service.ts';
import { planFeeHead } from '../plans/head.service.ts';
import { findPaymentRequest, formFeeDue } from '@portal/mod-enquiry/server';
import { payerOfAdmission } from '@portal/mod-students/server';
import { payments, studentFeePlans, studentInstallments } from '../schema.ts';

export interface PaymentTarget {
  franchiseeId: number;
  referenceType: string;
  referenceId: string;
  studentFeePlanId: number | null;
  studentInstallmentId: number | null;
  studentAdmissionId: number | null;
  payerName: string | null;
  /** What is still owed, less money recorded at the desk that waits for approval. */
  duePaise: number;
  /** Desk money recorded for it that waits for finance's approval. */
  waitingPaise: number;
  /** The fee head's code and name: what the money is for. */
  feeHead: string;
  feeHeadName: string;
}

/** The columns a payment row takes from what it pays for: the centre, the reference, the fee head and the payer. */
export function paidFor(target: PaymentTarget) {
  return {
    franchiseeId: target.franchiseeId,
    referenceType: target.referenceType,
    referenceId: target.referenceId,
    feeHead: target.feeHead,
    studentFeePlanId: target.studentFeePlanId,
    studentInstallmentId: target.studentInstallmentId,
    studentAdmissionId: target.studentAdmissionId,
    payerName: target.payerName,
  };
}

/**
 * What a payment is for, from its reference: an installment of a student's fee
 * plan (TUITION FEES), or a payment request raised by the admissions side. The due
 * excludes offline payments already waiting for approval, so two cashiers cannot
 * both record the same money.
 */
export async function resolveTarget(
  ctx: RequestContext,
  referenceId: string,
  installmentId?: number,
): Promise<PaymentTarget> {
  const [sfp] = await ctx.db.select().from(studentFeePlans).where(eq(studentFeePlans.referenceId, referenceId));
  if (sfp) {
    if (sfp.status !== 'ACTIVE') throw conflict('This fee plan is no longer active');
    if (!installmentId) throw fieldError('installmentId', 'Choose the installment to pay');
    const [inst] = await ctx.db
      .select()
      .from(studentInstallments)
      .where(and(eq(studentInstallments.id, installmentId), eq(studentInstallments.studentFeePlanId, sfp.id)));
    if (!inst) throw notFound('Installment');
    const [{ waiting }] = await ctx.db
      .select({ waiting: sql<string>`coalesce(sum(${payments.amountPaise}), 0)` })
      .from(payments)
      .where(and(eq(payments.studentInstallmentId, inst.id), eq(payments.status, 'APPROVAL_WAITING')));
    return {
      franchiseeId: sfp.franchiseeId,
      referenceType: TUITION_FEES,
      referenceId,
      studentFeePlanId: sfp.id,
      studentInstallmentId: inst.id,
      studentAdmissionId: sfp.studentAdmissionId,
      // The receipt is made out to the family, not to the child the fees are for.
      payerName: (await payerOfAdmission(ctx, sfp.studentAdmissionId)) ?? sfp.studentName,
      duePaise: outstanding(inst) - Number(waiting),
      waitingPaise: Number(waiting),
      ...(await planFeeHead(ctx, sfp.planId)),
    };
  }
  const request = await findPaymentRequest(ctx, referenceId);
  if (!request) throw notFound('Payment link');
  // What confirmed payments brought in is on the request; cash waiting for approval is held back too.
  const [{ waiting }] = await ctx.db
    .select({ waiting: sql<string>`coalesce(sum(${payments.amountPaise}), 0)` })
    .from(payments)
    .where(and(eq(payments.referenceId, referenceId), eq(payments.status, 'APPROVAL_WAITING')));
  return {
    franchiseeId: request.franchiseeId,
    referenceType: request.referenceType,
    referenceId,
    studentFeePlanId: null,
    studentInstallmentId: null,
    studentAdmissionId: null,
    payerName: request.payerName,
    duePaise: Math.max(0, formFeeDue(request) - Number(waiting)),
    waitingPaise: Number(waiting),
    ...(await formHead(ctx, request.referenceType)),
  };
}

async function formHead(ctx: RequestContext, referenceType: string) {
  const head = await feeHead(ctx, formFeeHead(referenceType));
  return { feeHead: head.code, feeHeadName: head.name };
}

/** Refuses zero, negative, fractional and over-the-due amounts, with the reason. */
export function checkAmount(amountPaise: number, target: PaymentTarget): void {
  if (target.duePaise <= 0 && target.waitingPaise > 0)
    throw conflict(
      `A payment of ${formatPaise(target.waitingPaise)} is awaiting finance's approval; ` +
        'nothing more is due until it is decided',
    );
  if (target.duePaise <= 0) throw conflict('Nothing is due on this payment link');
  if (!Number.isSafeInteger(amountPaise))
    throw fieldError('amountPaise', 'Amount must be in rupees with at most 2 decimals');
  if (amountPaise <= 0) throw fieldError('amountPaise', 'Amount must be more than zero');
  if (amountPaise > target.duePaise)
    throw badRequest(`Amount is more than the ${formatPaise(target.duePaise)} due`, {
      amountPaise: 'Amount is more than what is due',
    });
}

export const newReceiptToken = () => randomBytes(18).toString('base64url');
export const newUniqueReceipt = () => `rcpt_${randomBytes(9).toString('hex')}`;

/** A reference as staff see it before recording a payment: a student's plan or a form fee request. */
/**
 * A reference or a receipt read at the desk: the payment links' readers read every kind; whoever holds only a desk
 * permission (a counsellor taking form fees) reads the kinds that permission takes, and not a child's tuition.
 */
export function requireDeskReader(ctx: RequestContext, referenceType: string): void {
  if (routeSubject(ctx, 'GET').holds(FINANCE_MODULES.PAYMENT_LINKS)) return;
  requireRoute(ctx, { modules: [deskPermission(referenceType)] }, 'GET');
}

export async function describeReference(ctx: RequestContext, referenceId: string) {
  const [sfp] = await ctx.db
    .select({ id: studentFeePlans.id, franchiseeId: studentFeePlans.franchiseeId })
    .from(studentFeePlans)
    .where(eq(studentFeePlans.referenceId, referenceId));
  if (sfp) {
    if (!mayTouchFranchisee(ctx, sfp.franchiseeId)) throw notFound('Payment link');
    requireDeskReader(ctx, TUITION_FEES);
    return {
      kind: 'plan' as const,
      permission: deskPermission(TUITION_FEES),
      plan: await publicPlan(ctx, referenceId),
      request: null,
      payments: await paymentsOnReference(ctx, referenceId),
    };
  }
  const request = await findPaymentRequest(ctx, referenceId);
  if (!request || !mayTouchFranchisee(ctx, request.franchiseeId)) throw notFound('Payment link');
  requireDeskReader(ctx, request.referenceType);
  const { franchiseeId, referenceType, amountPaise, receivedPaise, status, description, payerName } = request;
  return {
    kind: 'request' as const,
    permission: deskPermission(referenceType),
    plan: null,
    request: {
      ...{ franchiseeId, referenceType, amountPaise, receivedPaise, status, description, payerName },
      due: await resolveTarget(ctx, referenceId),
    },
    payments: await paymentsOnReference(ctx, referenceId),
  };
}

/** The payments on a reference that stand: waiting for finance's approval or receipted. */
async function paymentsOnReference(ctx: RequestContext, referenceId: string) {
  return ctx.db
    .select({
      id: payments.id,
      amountPaise: payments.amountPaise,
      mode: payments.mode,
      status: payments.status,
      receiptNo: payments.receiptNo,
    })
    .from(payments)
    .where(
      and(
        eq(payments.referenceId, referenceId),
        inArray(payments.status, ['APPROVAL_WAITING', 'CONFIRMED', 'TRANSFERRED']),
      ),
    )
    .orderBy(asc(payments.id));
}
