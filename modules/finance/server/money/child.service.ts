import { todayInIndia } from '@portal/core';
import type { RequestContext } from '@portal/kit';
import { studentAccount } from '../plans/account.service.ts';

/**
 * One child's money across their fee plans, from their plan accounts: billed, conceded, paid, waiting
 * for approval and still owed; the installments still owed, soonest first; and every payment taken
 * for the child, online or at the desk, confirmed or waiting. The parent's, the centre's and the
 * dashboards' figures for a child come from here.
 */
export async function childMoney(ctx: RequestContext, studentAdmissionId: number) {
  const { plans, charges } = await studentAccount(ctx, studentAdmissionId);
  const sumOf = (status: string) => charges.filter((c) => c.status === status).reduce((a, c) => a + c.amountPaise, 0);
  const chargesDuePaise = sumOf('DUE');
  const chargesPaidPaise = sumOf('PAID');
  const today = todayInIndia();
  const sum = (pick: (p: (typeof plans)[number]) => number) => plans.reduce((a, p) => a + pick(p), 0);
  const owed = plans
    .flatMap((p) => p.installments.map((i) => ({ ...i, planName: p.planName })))
    .filter((i) => i.outstandingPaise > 0)
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.id - b.id)
    .map((i) => ({
      id: i.id,
      planName: i.planName,
      label: i.label,
      dueDate: i.dueDate,
      duePaise: i.outstandingPaise,
      awaitingApprovalPaise: i.awaitingApprovalPaise,
      status: i.status,
      overdue: i.dueDate < today,
    }));
  const payments = plans
    .flatMap((p) => p.payments)
    .sort((a, b) => b.id - a.id)
    .map((p) => ({
      id: p.id,
      feeHead: p.feeHead,
      feeHeadName: p.feeHeadName,
      amountPaise: p.amountPaise,
      mode: p.mode,
      status: p.status,
      receiptNo: p.receiptNo,
      receiptToken: p.receiptNo ? p.receiptToken : null,
      paidAt: p.confirmedAt ?? p.createdAt,
    }));
  return {
    studentAdmissionId,
    billedPaise: sum((p) => p.totalPaise) + chargesDuePaise + chargesPaidPaise,
    /** One-off charges still standing (late pickup, …), due or paid: in billed; the due ones in outstanding. */
    chargesPaise: chargesDuePaise + chargesPaidPaise,
    concessionPaise: sum((p) => p.concessionPaise),
    paidPaise: sum((p) => p.paidPaise) + chargesPaidPaise,
    awaitingApprovalPaise: sum((p) => p.awaitingApprovalPaise),
    outstandingPaise: sum((p) => p.outstandingPaise) + chargesDuePaise,
    owed,
    payments,
  };
}
