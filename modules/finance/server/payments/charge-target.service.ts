import { formatPaise } from '@portal/core';
import { eq } from 'drizzle-orm';
import {
  assertOwns,
  badRequest,
  conflict,
  mayTouchFranchisee,
  notFound,
  requireUser,
  type RequestContext,
} from '@portal/kit';
import { feeHeads } from '@portal/mod-ledger/server';
import { payerOfAdmission } from '@portal/mod-students/server';
import { ownChildRule } from '@portal/mod-users/server';
import { CHARGE, chargeReference, FINANCE_MODULES as M } from '../../shared/index.ts';
import { studentCharges } from '../schema.ts';
import type { PaymentTarget } from './target.service.ts';

/** Why a charge can take no payment: paid already, or waived. */
export function chargeClosed(status: string): Error | null {
  if (status === 'PAID') return conflict('This charge has already been paid');
  if (status === 'REVERSED') return conflict('This charge was waived; nothing is due on it');
  return null;
}

/**
 * What paying a one-off charge is for: the charge must be on an account the user may read (inside the fence;
 * a parent only their own child's; anything else is not found) and still be due.
 */
export async function chargeTarget(ctx: RequestContext, chargeId: number): Promise<PaymentTarget> {
  requireUser(ctx);
  const [charge] = await ctx.db
    .select({
      id: studentCharges.id,
      franchiseeId: studentCharges.franchiseeId,
      studentAdmissionId: studentCharges.studentAdmissionId,
      amountPaise: studentCharges.amountPaise,
      status: studentCharges.status,
      feeHead: feeHeads.code,
      feeHeadName: feeHeads.name,
    })
    .from(studentCharges)
    .innerJoin(feeHeads, eq(feeHeads.id, studentCharges.feeHeadId))
    .where(eq(studentCharges.id, chargeId));
  if (!charge || !mayTouchFranchisee(ctx, charge.franchiseeId)) throw notFound('Charge');
  const right = { module: M.STUDENT_ACCOUNT, method: 'GET' };
  await assertOwns(ctx, ownChildRule, right, charge.studentAdmissionId, () => notFound('Charge'));
  const closed = chargeClosed(charge.status);
  if (closed) throw closed;
  return {
    franchiseeId: charge.franchiseeId,
    referenceType: CHARGE,
    referenceId: chargeReference(charge.id),
    studentFeePlanId: null,
    studentInstallmentId: null,
    studentAdmissionId: charge.studentAdmissionId,
    payerName: await payerOfAdmission(ctx, charge.studentAdmissionId),
    duePaise: charge.amountPaise,
    waitingPaise: 0,
    feeHead: charge.feeHead,
    feeHeadName: charge.feeHeadName,
  };
}

/** A charge is paid in one payment of exactly its amount. */
export function checkChargeAmount(amountPaise: number, target: PaymentTarget): void {
  if (amountPaise !== target.duePaise)
    throw badRequest(`A charge is paid in full: ${formatPaise(target.duePaise)}`, {
      amountPaise: `Pay the charge's ${formatPaise(target.duePaise)}`,
    });
}
