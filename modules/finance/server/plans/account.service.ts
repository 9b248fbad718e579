import { and, asc, eq, inArray } from 'drizzle-orm';
import { todayInIndia } from '@portal/core';
import { mayTouchFranchisee, notFound, type RequestContext } from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { feeHeads } from '@portal/mod-ledger/server';
import { childCharges } from '../charges/charges.service.ts';
import {
  concessionTypes,
  feePlans,
  studentConcessions,
  studentFeePlans,
  studentInstallments,
  payments,
} from '../schema.ts';
import { outstanding } from '../money/installment.ts';

export type StudentPlanRow = typeof studentFeePlans.$inferSelect;

export { outstanding };

/**
 * How an installment stands on India's today: PAID, AWAITING APPROVAL while desk money recorded for
 * it waits for finance, PARTLY PAID, DUE once its due date has come, UPCOMING before it (never DUE
 * ahead of time).
 */
export function installmentStatus(
  i: { amountPaise: number; concessionPaise: number; paidPaise: number; dueDate: string },
  today: string,
  awaitingApprovalPaise = 0,
): string {
  if (outstanding(i) === 0) return 'PAID';
  if (awaitingApprovalPaise > 0) return 'AWAITING APPROVAL';
  if (i.paidPaise > 0) return 'PARTLY PAID';
  return i.dueDate <= today ? 'DUE' : 'UPCOMING';
}

/** A student's plans with installments, what is owed and the payments made. */
export async function planAccount(ctx: RequestContext, sfp: StudentPlanRow) {
  const [plan] = await ctx.db
    .select({ name: feePlans.name, classCategory: feePlans.classCategory })
    .from(feePlans)
    .where(eq(feePlans.id, sfp.planId));
  const [centre] = await ctx.db
    .select({ companyName: franchisees.companyName })
    .from(franchisees)
    .where(eq(franchisees.id, sfp.franchiseeId));
  const installments = await ctx.db
    .select()
    .from(studentInstallments)
    .where(eq(studentInstallments.studentFeePlanId, sfp.id))
    .orderBy(asc(studentInstallments.seq));
  const paid = await ctx.db
    .select({
      id: payments.id,
      referenceType: payments.referenceType,
      feeHead: payments.feeHead,
      feeHeadName: feeHeads.name,
      amountPaise: payments.amountPaise,
      mode: payments.mode,
      instrumentNo: payments.instrumentNo,
      status: payments.status,
      receiptNo: payments.receiptNo,
      receiptToken: payments.receiptToken,
      confirmedAt: payments.confirmedAt,
      studentInstallmentId: payments.studentInstallmentId,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .innerJoin(feeHeads, eq(feeHeads.code, payments.feeHead))
    .where(
      and(
        eq(payments.studentFeePlanId, sfp.id),
        inArray(payments.status, ['CONFIRMED', 'TRANSFERRED', 'APPROVAL_WAITING', 'REFUNDED']),
      ),
    )
    .orderBy(asc(payments.id));
  const concessions = await ctx.db
    .select({
      id: studentConcessions.id,
      concessionType: concessionTypes.name,
      rule: studentConcessions.rule,
      reason: studentConcessions.reason,
      amountPaise: studentConcessions.amountPaise,
      status: studentConcessions.status,
    })
    .from(studentConcessions)
    .innerJoin(concessionTypes, eq(concessionTypes.id, studentConcessions.concessionTypeId))
    .where(eq(studentConcessions.studentFeePlanId, sfp.id))
    .orderBy(asc(studentConcessions.id));
  const today = todayInIndia();
  const waiting = (installmentId: number) =>
    paid
      .filter((p) => p.status === 'APPROVAL_WAITING' && p.studentInstallmentId === installmentId)
      .reduce((a, p) => a + p.amountPaise, 0);
  const rows = installments.map((i) => ({
    ...i,
    outstandingPaise: outstanding(i),
    awaitingApprovalPaise: waiting(i.id),
    status: installmentStatus(i, today, waiting(i.id)),
  }));
  return {
    id: sfp.id,
    referenceId: sfp.referenceId,
    franchiseeId: sfp.franchiseeId,
    centre: centre?.companyName ?? '',
    studentAdmissionId: sfp.studentAdmissionId,
    studentName: sfp.studentName,
    planName: plan?.name ?? '',
    classCategory: plan?.classCategory ?? '',
    midYearRule: sfp.midYearRule,
    totalPaise: sfp.totalPaise,
    concessionPaise: rows.reduce((a, r) => a + r.concessionPaise, 0),
    paidPaise: rows.reduce((a, r) => a + r.paidPaise, 0),
    outstandingPaise: rows.reduce((a, r) => a + r.outstandingPaise, 0),
    awaitingApprovalPaise: rows.reduce((a, r) => a + r.awaitingApprovalPaise, 0),
    installments: rows,
    payments: paid,
    concessions,
  };
}

/** A student's fee account (ledger/student-fee-plan and student-account screens), inside the user's fence. */
export async function studentAccount(ctx: RequestContext, studentAdmissionId: number) {
  const plans = await ctx.db
    .select()
    .from(studentFeePlans)
    .where(eq(studentFeePlans.studentAdmissionId, studentAdmissionId))
    .orderBy(asc(studentFeePlans.id));
  const visible = plans.filter((p) => mayTouchFranchisee(ctx, p.franchiseeId));
  if (plans.length > 0 && visible.length === 0) throw notFound('Student admission');
  const accounts = await Promise.all(visible.map((p) => planAccount(ctx, p)));
  const charges = await childCharges(ctx, studentAdmissionId);
  const due = charges.filter((c) => c.status === 'DUE');
  return {
    studentAdmissionId,
    plans: accounts,
    charges,
    outstandingPaise: accounts.reduce((a, p) => a + p.outstandingPaise, 0) + due.reduce((a, c) => a + c.amountPaise, 0),
  };
}

/** An installment as a parent or a service screen shows it: its money and status, nothing internal. */
export function installmentLine(i: Awaited<ReturnType<typeof planAccount>>['installments'][number]) {
  return {
    id: i.id,
    label: i.label,
    dueDate: i.dueDate,
    amountPaise: i.amountPaise,
    concessionPaise: i.concessionPaise,
    paidPaise: i.paidPaise,
    outstandingPaise: i.outstandingPaise,
    awaitingApprovalPaise: i.awaitingApprovalPaise,
    status: i.status,
  };
}

/** The public installment list of a payment link: only what a parent needs to pay. */
export async function publicPlan(ctx: RequestContext, referenceId: string) {
  const [sfp] = await ctx.db.select().from(studentFeePlans).where(eq(studentFeePlans.referenceId, referenceId));
  if (!sfp || sfp.status !== 'ACTIVE') throw notFound('Payment link');
  const account = await planAccount(ctx, sfp);
  return {
    referenceId: account.referenceId,
    centre: account.centre,
    studentName: account.studentName,
    planName: account.planName,
    totalPaise: account.totalPaise,
    concessionPaise: account.concessionPaise,
    paidPaise: account.paidPaise,
    outstandingPaise: account.outstandingPaise,
    installments: account.installments.map(installmentLine),
    receipts: account.payments
      .filter((p) => p.receiptNo)
      .map((p) => ({
        receiptNo: p.receiptNo,
        receiptToken: p.receiptToken,
        amountPaise: p.amountPaise,
        confirmedAt: p.confirmedAt,
      })),
  };
}
