import { addDays, formatDate, todayInIndia } from '@portal/core';
import { eq, gt, lt, sql } from 'drizzle-orm';
import { fenced, type RequestContext } from '@portal/kit';
import { TAGS } from '@portal/mod-ledger/shared';
import { owedSql } from '../money/installment.ts';
import { feeSettings, studentCharges, studentFeePlans, studentInstallments } from '../schema.ts';
import { activeFeeHeadId, chargeChild } from './charges.service.ts';
import { lateFeeDescription } from '../../shared/words.ts';

/** The key that bills an installment's late fee once, whatever the number of sweeps that see it overdue. */
const LATE_FEE_KEY = 'late-fee:installment:';
export const lateFeeKey = (installmentId: number) => `${LATE_FEE_KEY}${installmentId}`;

/**
 * The centre's late fee, applied: every unpaid installment of an active plan whose due date plus the centre's grace
 * has passed is charged the centre's "late fee per installment" once, on the late payment fee head, on the first day
 * past grace (or the first sweep after it). A centre with no late fee (0) charges none. Answers how many were charged.
 */
export async function chargeLateFees(ctx: RequestContext, now: Date): Promise<number> {
  const today = todayInIndia(now);
  const headId = await activeFeeHeadId(ctx, TAGS.LATE_FEE);
  if (headId === null) return 0; // head office switched the head off: no late fees anywhere
  const due = await ctx.db
    .select({
      id: studentInstallments.id,
      label: studentInstallments.label,
      dueDate: studentInstallments.dueDate,
      franchiseeId: studentInstallments.franchiseeId,
      studentAdmissionId: studentInstallments.studentAdmissionId,
      feePaise: feeSettings.lateFeePaise,
      graceDays: feeSettings.lateFeeGraceDays,
    })
    .from(studentInstallments)
    .innerJoin(studentFeePlans, eq(studentFeePlans.id, studentInstallments.studentFeePlanId))
    .innerJoin(feeSettings, eq(feeSettings.franchiseeId, studentInstallments.franchiseeId))
    .leftJoin(
      studentCharges,
      eq(studentCharges.sourceKey, sql`${LATE_FEE_KEY}::text || ${studentInstallments.id}::text`),
    )
    .where(
      fenced(
        ctx,
        studentInstallments.franchiseeId,
        eq(studentFeePlans.status, 'ACTIVE'),
        gt(feeSettings.lateFeePaise, 0),
        gt(owedSql, sql`0`),
        lt(studentInstallments.dueDate, today),
        sql`${studentCharges.id} is null`,
      ),
    )
    .orderBy(studentInstallments.dueDate, studentInstallments.id);
  let charged = 0;
  for (const row of due) {
    if (addDays(row.dueDate, row.graceDays) >= today) continue;
    // Its own transaction each (chargeChild's): one child's refusal does not undo the other families' fees.
    await chargeChild(ctx, {
      franchiseeId: row.franchiseeId,
      studentAdmissionId: row.studentAdmissionId,
      feeHeadId: headId,
      chargeDate: addDays(row.dueDate, row.graceDays + 1),
      description: lateFeeDescription(row.label, formatDate(row.dueDate)),
      amountPaise: row.feePaise,
      sourceKey: lateFeeKey(row.id),
    });
    charged++;
  }
  return charged;
}
