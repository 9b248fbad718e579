import { and, eq } from 'drizzle-orm';
import { formatDate } from '@portal/core';
import { audit, inTransaction, loadRecord, notFound, requireUser, type RequestContext } from '@portal/kit';
import { chargeChild, reverseCharge } from '@portal/mod-finance/server';
import type { ChildSummary } from '@portal/mod-students/server';
import { lateFee, minutesAfterClosing } from '../../shared/late-pickup.ts';
import { now, timeInIndia } from '../clock.ts';
import { dayLateFees, dayLatePickupSettings } from '../schema.ts';
import { latePickupFeeResource } from './fee-resource.ts';
import { latePickupFeeShape } from '../../shared/resources.ts';
import { latePickupDescription } from '@portal/mod-finance/shared';

const shown = (f: typeof dayLateFees.$inferSelect) => ({
  id: f.id,
  feePaise: f.feePaise,
  minutesLate: f.minutesLate,
  status: f.status as 'BILLED' | 'WAIVED',
});

/**
 * Bills a late check-out, in the check-out's transaction: collected after the centre's closing plus its grace,
 * the fee for every started interval goes on the child's account through finance's one-off charge, on the rule's
 * fee head. Once per child per day: a second call finds the day's fee (and finance's charge is keyed the same).
 */
export async function billLatePickup(ctx: RequestContext, child: ChildSummary, day: string, outAt: Date) {
  const [rule] = await ctx.db
    .select()
    .from(dayLatePickupSettings)
    .where(eq(dayLatePickupSettings.franchiseeId, child.franchiseeId));
  if (!rule) return null;
  const minutesLate = minutesAfterClosing(rule, day, outAt);
  const feePaise = lateFee(rule, minutesLate);
  if (feePaise === 0) return null;
  const [billed] = await ctx.db
    .select()
    .from(dayLateFees)
    .where(and(eq(dayLateFees.studentAdmissionId, child.studentAdmissionId), eq(dayLateFees.day, day)));
  if (billed) return shown(billed);
  const charge = await chargeChild(ctx, {
    franchiseeId: child.franchiseeId,
    studentAdmissionId: child.studentAdmissionId,
    feeHeadId: rule.feeHeadId,
    chargeDate: day,
    description: latePickupDescription(formatDate(day), timeInIndia(outAt), minutesLate),
    amountPaise: feePaise,
    sourceKey: `late-pickup:${child.studentAdmissionId}:${day}`,
  });
  const [fee] = await ctx.db
    .insert(dayLateFees)
    .values({
      franchiseeId: child.franchiseeId,
      studentAdmissionId: child.studentAdmissionId,
      day,
      minutesLate,
      feePaise,
      chargeId: charge.id,
    })
    .returning();
  return shown(fee!);
}

/**
 * The centre head waives a late fee: finance reverses its charge (posted money is never edited) and the fee reads
 * WAIVED with who, when and why, in one transaction with an audit row. Another centre's fee is not found.
 */
export async function waiveLateFee(ctx: RequestContext, id: number, reason: string) {
  requireUser(ctx);
  const fee = await loadRecord(ctx, latePickupFeeResource, id);
  return inTransaction(ctx, async (tx) => {
    const [locked] = await tx.db.select().from(dayLateFees).where(eq(dayLateFees.id, fee.id)).for('update');
    if (!locked) throw notFound('Late pickup fee');
    await reverseCharge(tx, locked.chargeId, `Late pickup fee waived: ${reason}`);
    const [waived] = await tx.db
      .update(dayLateFees)
      .set({ status: 'WAIVED', waivedBy: tx.user!.id, waivedAt: now(), waiveReason: reason, updatedAt: now() })
      .where(eq(dayLateFees.id, locked.id))
      .returning();
    await audit(tx, {
      resource: latePickupFeeShape,
      recordId: locked.id,
      action: 'waive',
      franchiseeId: locked.franchiseeId,
      changes: { reason, feePaise: locked.feePaise },
    });
    return shown(waived!);
  });
}
