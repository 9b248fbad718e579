import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { installmentsInput } from '../../shared/inputs.ts';
import { formatPaise } from '@portal/core';
import { audit, badRequest, conflict, inTransaction, loadRecord, type RequestContext } from '@portal/kit';
import { feePlanResource } from '../resources.ts';
import { feePlanInstallments, feePlans } from '../schema.ts';
import { replaceInstallments } from './schedule.service.ts';

export async function planInstallments(ctx: RequestContext, planId: number) {
  // Read through the resource for its fence; answered from the typed row.
  await loadRecord(ctx, feePlanResource, planId);
  const [plan] = await ctx.db.select().from(feePlans).where(eq(feePlans.id, planId));
  const rows = await ctx.db
    .select()
    .from(feePlanInstallments)
    .where(eq(feePlanInstallments.planId, planId))
    .orderBy(feePlanInstallments.seq);
  return { plan, installments: rows };
}

/**
 * A pending plan's installments and royalty breakdown set by hand
 * (fee-installment and fee-installment/royalty screens): they must add up to the
 * plan total, each positive, royalty within the installment, dates rising.
 */
export async function saveInstallments(ctx: RequestContext, planId: number, input: z.infer<typeof installmentsInput>) {
  return inTransaction(ctx, async (ctx) => {
    const plan = await loadRecord(ctx, feePlanResource, planId, { forUpdate: true });
    if (plan.status !== 'PENDING') throw conflict('Installments of an approved or rejected plan cannot be changed');
    const sum = input.installments.reduce((a, i) => a + i.amountPaise, 0);
    for (const [k, i] of input.installments.entries()) {
      if (i.amountPaise <= 0) throw badRequest(`Installment ${k + 1}: amount must be more than zero`);
      if (i.royaltyPaise < 0 || i.royaltyPaise > i.amountPaise)
        throw badRequest(`Installment ${k + 1}: royalty must be between zero and the installment amount`);
      if (k > 0 && i.dueDate <= input.installments[k - 1].dueDate)
        throw badRequest(`Installment ${k + 1}: due date must be after the one before`);
    }
    if (sum !== Number(plan.totalPaise))
      throw badRequest(
        `Installments add up to ${formatPaise(sum)}, the plan total is ${formatPaise(Number(plan.totalPaise))}`,
      );
    await replaceInstallments(
      ctx,
      planId,
      input.installments.map((i, k) => ({ ...i, seq: k + 1 })),
      plan.franchiseeId,
    );
    await ctx.db
      .update(feePlanResource.table)
      .set({ installmentCount: input.installments.length, updatedAt: new Date() })
      .where(eq(feePlanResource.columns.id, planId));
    await audit(ctx, {
      resource: feePlanResource,
      recordId: planId,
      action: 'installments',
      franchiseeId: plan.franchiseeId,
      changes: { installments: input.installments.length },
    });
    return planInstallments(ctx, planId);
  });
}
