import { todayInIndia } from '@portal/core';
import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { audit, type RequestContext } from '@portal/kit';
import { isActiveStaffOfCentre } from '@portal/mod-staff/server';
import { siblingAdmissions } from '@portal/mod-students/server';
import type { ConcessionRule } from '../../shared/index.ts';
import { owedSql } from '../money/installment.ts';
import { outstanding } from '../plans/account.service.ts';
import { planFeeHead } from '../plans/head.service.ts';
import { concessionTypes, studentConcessions, studentFeePlans, studentInstallments } from '../schema.ts';
import { approveConcession, concessionAmount, figures } from './concessions.service.ts';
import { feeConcessionShape } from '../../shared/resources.ts';

type ConcessionType = typeof concessionTypes.$inferSelect;

/** The words a rule's concession is asked with (its reason on the plan, the ledger and the approval list). */
export const RULE_REASONS: Record<Exclude<ConcessionRule, 'MANUAL'>, string> = {
  SIBLING: 'Sibling concession (by rule)',
  STAFF_CHILD: 'Staff child concession (by rule)',
  EARLY_PAYMENT: 'Early payment concession (by rule)',
};

/**
 * The active type giving a rule at a centre: the centre's own, else head office's network-wide one (the lowest id
 * when there are several), if it bears on the fee head and is valid on the day.
 */
export async function ruleType(
  ctx: RequestContext,
  franchiseeId: number,
  rule: ConcessionRule,
  on: { feeHead: string; day: string },
): Promise<ConcessionType | null> {
  const types = await ctx.db
    .select()
    .from(concessionTypes)
    .where(
      and(
        eq(concessionTypes.rule, rule),
        eq(concessionTypes.isActive, true),
        or(eq(concessionTypes.franchiseeId, franchiseeId), isNull(concessionTypes.franchiseeId)),
      ),
    )
    .orderBy(asc(concessionTypes.id));
  const own = types.filter((t) => t.franchiseeId === franchiseeId);
  const type = (own.length > 0 ? own : types)[0];
  if (!type) return null;
  if (type.feeHeads.length > 0 && !type.feeHeads.includes(on.feeHead)) return null;
  if (type.validFrom && on.day < type.validFrom) return null;
  return type;
}

/**
 * Gives a rule's concession on a plan through the concession service's path: the amount under the type's cap, the
 * centre's cap and what is unpaid (cut to them, nothing when nothing is left), asked PENDING, and approved and
 * posted at once where the centre does not want finance to approve concessions by rule. Once per key: a second
 * call (or a concession rejected before) gives nothing. Answers the concession, or null.
 */
export async function giveByRule(
  ctx: RequestContext,
  p: { type: ConcessionType; rule: ConcessionRule; sfpId: number; key: string; basePaise?: number },
) {
  const [given] = await ctx.db
    .select({ id: studentConcessions.id })
    .from(studentConcessions)
    .where(eq(studentConcessions.ruleKey, p.key));
  if (given) return null;
  const f = await figures(ctx, p.sfpId, undefined, true);
  const amount = concessionAmount({
    ...p.type,
    planTotalPaise: f.sfp.totalPaise,
    basePaise: p.basePaise,
    otherConcessionsPaise: f.other,
    maxConcessionBp: f.maxConcessionBp,
    unpaidPaise: f.unpaid,
    clip: true,
  });
  if (amount <= 0) return null;
  const [row] = await ctx.db
    .insert(studentConcessions)
    .values({
      franchiseeId: f.sfp.franchiseeId,
      studentFeePlanId: f.sfp.id,
      concessionTypeId: p.type.id,
      reason: RULE_REASONS[p.rule as keyof typeof RULE_REASONS],
      amountPaise: amount,
      status: 'PENDING',
      rule: p.rule,
      ruleKey: p.key,
    })
    .onConflictDoNothing({ target: studentConcessions.ruleKey })
    .returning();
  if (!row) return null;
  await audit(ctx, {
    resource: feeConcessionShape,
    recordId: row.id,
    action: 'request',
    franchiseeId: row.franchiseeId,
    changes: { amountPaise: amount, concessionTypeId: p.type.id, rule: p.rule },
  });
  if (f.ruleConcessionApproval) return row;
  const outcome = await approveConcession(ctx, row, true);
  const [approved] = await ctx.db
    .update(studentConcessions)
    .set({ ...outcome.set, status: 'APPROVED', updatedAt: new Date() })
    .where(eq(studentConcessions.id, row.id))
    .returning();
  await audit(ctx, {
    resource: feeConcessionShape,
    recordId: row.id,
    action: 'approve',
    franchiseeId: row.franchiseeId,
    changes: { status: ['PENDING', 'APPROVED'], rule: p.rule },
  });
  return approved;
}

/**
 * When a plan is assigned: the sibling concession (a brother or sister with an Active admission at the centre this
 * year; with "second and later children only", not for the first admitted) and the staff-child concession (a parent
 * is an active staff member of the centre), each once per plan.
 */
export async function concessionsOnAssign(
  ctx: RequestContext,
  sfp: typeof studentFeePlans.$inferSelect,
  admissionDate: string,
) {
  const { feeHead } = await planFeeHead(ctx, sfp.planId);
  const on = { feeHead, day: todayInIndia() };
  const sibling = await ruleType(ctx, sfp.franchiseeId, 'SIBLING', on);
  if (sibling) {
    const siblings = await siblingAdmissions(ctx, sfp.studentAdmissionId);
    const elder = siblings.some(
      (s) =>
        s.admissionDate < admissionDate ||
        (s.admissionDate === admissionDate && s.studentAdmissionId < sfp.studentAdmissionId),
    );
    if (siblings.length > 0 && (!sibling.laterChildrenOnly || elder))
      await giveByRule(ctx, { type: sibling, rule: 'SIBLING', sfpId: sfp.id, key: `SIBLING:plan:${sfp.id}` });
  }
  const staffChild = await ruleType(ctx, sfp.franchiseeId, 'STAFF_CHILD', on);
  if (staffChild && (await isActiveStaffOfCentre(ctx, sfp.franchiseeId, { mobile: sfp.parentMobile })))
    await giveByRule(ctx, { type: staffChild, rule: 'STAFF_CHILD', sfpId: sfp.id, key: `STAFF_CHILD:plan:${sfp.id}` });
}

const DAY = 86_400_000;

/** Whether an installment of the plan that fell due before `day` is still unpaid. */
async function overdueBefore(ctx: RequestContext, studentFeePlanId: number, day: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: studentInstallments.id })
    .from(studentInstallments)
    .where(
      and(
        eq(studentInstallments.studentFeePlanId, studentFeePlanId),
        lt(studentInstallments.dueDate, day),
        gt(owedSql, sql`0`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * When a payment of an installment is confirmed: if it leaves the installment paid in full at least the type's days
 * before its due date (the day the money was taken, in India), the early-payment concession on that installment's
 * amount, once per installment, spread over what the plan still owes.
 */
export async function concessionOnPayment(
  ctx: RequestContext,
  payment: {
    studentInstallmentId: number | null;
    feeHead: string;
    franchiseeId: number;
    createdAt: Date;
    mode: string;
  },
) {
  if (!payment.studentInstallmentId) return;
  const [inst] = await ctx.db
    .select()
    .from(studentInstallments)
    .where(eq(studentInstallments.id, payment.studentInstallmentId));
  if (!inst || outstanding(inst) > 0) return;
  const paidOn = todayInIndia(payment.mode === 'ONLINE' ? new Date() : payment.createdAt);
  const type = await ruleType(ctx, payment.franchiseeId, 'EARLY_PAYMENT', { feeHead: payment.feeHead, day: paidOn });
  if (!type) return;
  const lastDay = new Date(Date.parse(`${inst.dueDate}T00:00:00Z`) - type.earlyDays * DAY).toISOString().slice(0, 10);
  if (paidOn > lastDay) return;
  // A family paying one installment early while an earlier one is overdue is a late payer, not an early one.
  if (await overdueBefore(ctx, inst.studentFeePlanId, paidOn)) return;
  await giveByRule(ctx, {
    type,
    rule: 'EARLY_PAYMENT',
    sfpId: inst.studentFeePlanId,
    key: `EARLY_PAYMENT:installment:${inst.id}`,
    basePaise: inst.amountPaise,
  });
}
