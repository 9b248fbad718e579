import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  audit,
  auditSubject,
  badRequest,
  conflict,
  inTransaction,
  loadRecord,
  notFound,
  type RequestContext,
} from '@portal/kit';
import { ACCOUNTS } from '@portal/mod-ledger/shared';
import { postJournal } from '@portal/mod-ledger/server';
import { academicYears } from '@portal/mod-org/server';
import { admissionInfo } from '@portal/mod-students/server';
import type { z } from 'zod';
import type { assignPlanInput } from '../../shared/inputs.ts';
import { feePlanResource } from '../resources.ts';
import { feePlanInstallments, studentFeePlans, studentInstallments } from '../schema.ts';
import { concessionsOnAssign } from '../concessions/rules.service.ts';
import { planFeeHead } from './head.service.ts';
import { installmentsForJoining, midYearRuleOf } from './mid-year.service.ts';

const feePlanAssignSubject = auditSubject('student-fee-plan');

/** 24 random characters: the parents' payment link, unguessable. */
export function newReferenceId(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * Assigns an approved plan to a student admission of the same centre and year:
 * copies its installments to the student, bills the total to the student ledger
 * (Dr student receivable, Cr fee income) and opens the payment link — one
 * transaction, so a plan is never assigned without its posting. A child admitted after
 * installments fell due is billed by the centre's mid-year rule (or the one asked for).
 */
export async function assignPlan(ctx: RequestContext, planId: number, input: z.infer<typeof assignPlanInput>) {
  const { studentAdmissionId } = input;
  return inTransaction(ctx, async (ctx) => {
    const plan = await loadRecord(ctx, feePlanResource, planId);
    if (plan.status !== 'APPROVED') throw conflict('Only an approved fee plan can be assigned');
    const admission = await admissionInfo(ctx, studentAdmissionId);
    if (!admission) throw notFound('Student admission');
    if (admission.franchiseeId !== plan.franchiseeId)
      throw badRequest('The plan belongs to another centre', { planId: 'Choose a plan of the student’s centre' });
    if (admission.academicYearId !== plan.academicYearId)
      throw badRequest('The plan is for another academic year', {
        planId: 'Choose a plan of the admission’s academic year',
      });
    if (admission.classCategory && admission.classCategory !== plan.classCategory)
      throw badRequest(`The plan is for ${String(plan.classCategory)}, the student is in ${admission.classCategory}`, {
        planId: 'Choose a plan of the student’s class category',
      });
    const [existing] = await ctx.db
      .select({ id: studentFeePlans.id })
      .from(studentFeePlans)
      .where(and(eq(studentFeePlans.studentAdmissionId, studentAdmissionId), eq(studentFeePlans.planId, planId)));
    if (existing) throw conflict('This plan is already assigned to the student');
    const planned = await ctx.db
      .select()
      .from(feePlanInstallments)
      .where(eq(feePlanInstallments.planId, planId))
      .orderBy(feePlanInstallments.seq);
    const [year] = await ctx.db
      .select({ startDate: academicYears.startDate, endDate: academicYears.endDate })
      .from(academicYears)
      .where(eq(academicYears.id, admission.academicYearId));
    const { installments: schedule, rule } = installmentsForJoining({
      schedule: planned,
      royaltyBp: Number(plan.royaltyBp),
      joinedOn: admission.admissionDate,
      yearStart: year.startDate,
      yearEnd: year.endDate,
      rule: input.midYearRule ?? (await midYearRuleOf(ctx, admission.franchiseeId)),
    });
    const total = schedule.reduce((a, s) => a + s.amountPaise, 0);
    const [sfp] = await ctx.db
      .insert(studentFeePlans)
      .values({
        franchiseeId: admission.franchiseeId,
        academicYearId: admission.academicYearId,
        studentAdmissionId,
        studentName: admission.studentName,
        parentMobile: admission.parentMobile,
        planId,
        totalPaise: total,
        referenceId: newReferenceId(),
        midYearRule: rule,
        createdBy: ctx.user?.id ?? null,
      })
      .returning();
    await ctx.db.insert(studentInstallments).values(
      schedule.map((s) => ({
        franchiseeId: sfp.franchiseeId,
        studentFeePlanId: sfp.id,
        studentAdmissionId,
        seq: s.seq,
        label: s.label,
        dueDate: s.dueDate,
        amountPaise: s.amountPaise,
        royaltyPaise: s.royaltyPaise,
      })),
    );
    const entry = await postJournal(ctx, {
      franchiseeId: sfp.franchiseeId,
      reference: `student-fee-plan:${sfp.id}`,
      description: `${String(plan.name)} assigned to ${admission.studentName}`,
      lines: [
        // The receivable's debit carries no head: royalty counts the heads' money collected, not billed.
        { account: ACCOUNTS.STUDENT_RECEIVABLE, debit: total, studentAdmissionId },
        { account: ACCOUNTS.FEE_INCOME, credit: total, tag: (await planFeeHead(ctx, planId)).feeHead },
      ],
    });
    const [row] = await ctx.db
      .update(studentFeePlans)
      .set({ journalEntryId: entry.id })
      .where(eq(studentFeePlans.id, sfp.id))
      .returning();
    await audit(ctx, {
      resource: feePlanAssignSubject,
      recordId: sfp.id,
      action: 'assign',
      franchiseeId: sfp.franchiseeId,
      changes: { planId, studentAdmissionId, totalPaise: total, midYearRule: rule },
    });
    // Sibling and staff-child concessions by rule, in the same transaction as the plan's billing.
    await concessionsOnAssign(ctx, row, admission.admissionDate);
    return row;
  });
}
