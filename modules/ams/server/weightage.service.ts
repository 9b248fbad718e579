import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { audit, fieldError, inTransaction, loadRecord, requireHeadOffice, type RequestContext } from '@portal/kit';
import { activeAuditCategories } from '@portal/mod-audit/server';
import type { weightageAnswer } from '../shared/contracts.ts';
import { FULL_WEIGHT, VISIT_AUDIT_TYPE_LABELS, VISIT_AUDIT_TYPES } from '../shared/constants.ts';
import type { WeightageInput } from '../shared/inputs.ts';
import { amsCycleResource } from './resources.ts';
import { amsCategoryWeights, amsCycles } from './schema.ts';
import { amsCycleShape } from '../shared/resources.ts';

type Weightage = z.output<typeof weightageAnswer>;

/** weightageModification: the cycle's weight of each kind of audit, and of each active category within it. */
export async function cycleWeightage(ctx: RequestContext, cycleId: number): Promise<Weightage> {
  const cycle = await loadRecord(ctx, amsCycleResource, cycleId);
  const categories = await activeAuditCategories(ctx, VISIT_AUDIT_TYPES);
  const stored = await ctx.db
    .select({ categoryId: amsCategoryWeights.categoryId, weight: amsCategoryWeights.weight })
    .from(amsCategoryWeights)
    .where(eq(amsCategoryWeights.cycleId, cycleId));
  const weightOf = new Map(stored.map((w) => [w.categoryId, w.weight]));
  return {
    cycle: { id: cycle.id, name: cycle.name, startDate: cycle.startDate, endDate: cycle.endDate },
    centreWeight: cycle.centreWeight,
    academicWeight: cycle.academicWeight,
    types: VISIT_AUDIT_TYPES.map((auditType) => {
      const rows = categories
        .filter((c) => c.auditType === auditType)
        .map((c) => ({ categoryId: c.id, name: c.name, weight: weightOf.get(c.id) ?? 0 }));
      return { auditType, total: rows.reduce((sum, r) => sum + r.weight, 0), categories: rows };
    }),
  };
}

/**
 * Sets a cycle's weightage. Centre and academic audits add up to 100 %, and so do the categories of each kind
 * of audit that carries weight; a category missing from the body weighs nothing. Every refusal names the set
 * that does not add up and by how much.
 */
export async function saveCycleWeightage(
  ctx: RequestContext,
  cycleId: number,
  input: WeightageInput,
): Promise<Weightage> {
  requireHeadOffice(ctx, 'Only head office sets the weightage');
  await inTransaction(ctx, async (ctx) => {
    const cycle = await loadRecord(ctx, amsCycleResource, cycleId, { forUpdate: true });
    const kinds = input.centreWeight + input.academicWeight;
    if (kinds !== FULL_WEIGHT)
      throw fieldError(
        'academicWeight',
        `The weightage of centre and academic audits must add up to ${FULL_WEIGHT} % (now ${kinds} %)`,
      );
    const categories = await activeAuditCategories(ctx, VISIT_AUDIT_TYPES);
    const known = new Map(categories.map((c) => [c.id, c]));
    input.categories.forEach((row, i) => {
      if (!known.has(row.categoryId))
        throw fieldError(
          `categories.${i}.categoryId`,
          'This category is no longer on the centre or academic checklist; open the weightage again',
        );
    });
    for (const auditType of VISIT_AUDIT_TYPES) {
      const typeWeight = auditType === 'centre' ? input.centreWeight : input.academicWeight;
      const own = input.categories.filter((r) => known.get(r.categoryId)!.auditType === auditType);
      if (typeWeight === 0 || !categories.some((c) => c.auditType === auditType)) continue;
      const total = own.reduce((sum, r) => sum + r.weight, 0);
      if (total !== FULL_WEIGHT) {
        const label = VISIT_AUDIT_TYPE_LABELS[auditType].toLowerCase();
        const message = `The categories of the ${label} must add up to ${FULL_WEIGHT} % (now ${total} %)`;
        throw fieldError(`categories.${auditType}`, message);
      }
    }
    const before = await ctx.db
      .select({ categoryId: amsCategoryWeights.categoryId, weight: amsCategoryWeights.weight })
      .from(amsCategoryWeights)
      .where(eq(amsCategoryWeights.cycleId, cycleId));
    await ctx.db
      .update(amsCycles)
      .set({ centreWeight: input.centreWeight, academicWeight: input.academicWeight, updatedAt: new Date() })
      .where(eq(amsCycles.id, cycleId));
    await ctx.db.delete(amsCategoryWeights).where(eq(amsCategoryWeights.cycleId, cycleId));
    const rows = input.categories.filter((r) => r.weight > 0);
    if (rows.length) await ctx.db.insert(amsCategoryWeights).values(rows.map((r) => ({ ...r, cycleId })));
    await audit(ctx, {
      resource: amsCycleShape,
      recordId: cycleId,
      action: 'weightage',
      changes: {
        centreWeight: [cycle.centreWeight, input.centreWeight],
        academicWeight: [cycle.academicWeight, input.academicWeight],
        categories: [before, rows],
      },
    });
  });
  return cycleWeightage(ctx, cycleId);
}
