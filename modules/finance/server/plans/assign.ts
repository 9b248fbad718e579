import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { audit, badRequest, conflict, inTransaction, loadRecord, notFound, type RequestContext } from '@portal/kit';
import { ACCOUNTS } from '@portal/mod-ledger/shared';
import { postJournal } from '@portal/mod-ledger/server';
import { ports } from '../ports.ts';
import { feePlanResource } from '../resources.ts';
import { feePlanInstallments, studentFeePlans, studentInstallments } from '../schema.ts';

/** 24 random characters: the parents' payment link, unguessable. */
export function newReferenceId(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * Assigns an approved plan to a student admission of the same centre and year:
 * copies its installments to the student, bills the total to the student ledger
 * (Dr student receivable, Cr fee income) and opens the payment link — one
 * transaction, so a plan is never assigned without its posting.
 */
export async function assignPlan(ctx: RequestContext, planId: number, studentAdmissionId: number) {
  return inTransaction(ctx, async (ctx) => {
    const plan = await loadRecord(ctx, feePlanResource, planId);
    if (plan.status !== 'APPROVED') throw conflict('Only an approved fee plan can be assigned');
    const admission = await ports().findAdmission(ctx, studentAdmissionId);
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
    const schedule = await ctx.db
      .select()
      .from(feePlanInstallments)
      .where(eq(feePlanInstallments.planId, planId))
      .orderBy(feePlanInstallments.seq);
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
        createdBy: ctx.user?.id ?? null,
      })
      .returning();
    await ctx.db
      .insert(studentInstallments)
      .values(
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
        // Billing carries no TUITION tag: royalty counts money collected, not fees billed.
        { account: ACCOUNTS.STUDENT_RECEIVABLE, debit: total, studentAdmissionId },
        { account: ACCOUNTS.FEE_INCOME, credit: total },
      ],
    });
    const [row] = await ctx.db
      .update(studentFeePlans)
      .set({ journalEntryId: entry.id })
      .where(eq(studentFeePlans.id, sfp.id))
      .returning();
    await audit(ctx, {
      resource: 'student-fee-plan',
      recordId: sfp.id,
      action: 'assign',
      franchiseeId: sfp.franchiseeId,
      changes: { planId, studentAdmissionId, totalPaise: total },
    });
    return row;
  });
}
