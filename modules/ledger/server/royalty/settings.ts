import { isoDate } from '@portal/core';
import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '@portal/db';
import { assertFranchisee, audit, badRequest, type RequestContext, requireAccess, requireLevel } from '@portal/kit';
import { ROYALTY_MODELS } from '../../shared/accounts.ts';
import { LEDGER_MODULES } from '../../shared/accounts.ts';
import { royaltySettings } from '../schema.ts';
import { slabProblem, type RoyaltyTerms } from './compute.ts';

const money = (label: string) =>
  z
    .number({ error: `${label} must be an amount in paise` })
    .int({ error: `${label} must be a whole number of paise` })
    .min(0, { error: `${label} cannot be negative` })
    .max(1_000_000_000_00, { error: `${label} is too large` });
const bp = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be in whole basis points` })
    .min(0, { error: `${label} cannot be negative` })
    .max(10_000, { error: `${label} cannot exceed 100%` });

export const royaltySettingInput = z.strictObject({
  model: z.enum(ROYALTY_MODELS, { error: `Model must be one of: ${ROYALTY_MODELS.join(', ')}` }),
  percentBp: bp('Percentage').default(0),
  perStudentPaise: money('Amount per student').default(0),
  slabs: z
    .array(z.strictObject({ uptoPaise: money('Slab limit').nullable(), percentBp: bp('Slab percentage') }))
    .max(20)
    .default([]),
  minimumGuaranteePaise: money('Minimum guarantee').default(0),
  gstRateBp: bp('GST rate').default(1800),
  effectiveFrom: isoDate('Effective from'),
});

export type RoyaltySettingInput = z.infer<typeof royaltySettingInput>;

export async function getRoyaltySetting(ctx: RequestContext, franchiseeId: number) {
  requireAccess(ctx, LEDGER_MODULES.ROYALTY, 'GET');
  assertFranchisee(ctx, franchiseeId);
  const [row] = await ctx.db.select().from(royaltySettings).where(eq(royaltySettings.franchiseeId, franchiseeId));
  return row ?? null;
}

/** Head office sets a franchisee's royalty terms (the agreement). */
export async function saveRoyaltySetting(ctx: RequestContext, franchiseeId: number, input: RoyaltySettingInput) {
  requireLevel(ctx, LEDGER_MODULES.ROYALTY, 'level_6');
  assertFranchisee(ctx, franchiseeId);
  if (input.model === 'PERCENT' && input.percentBp <= 0)
    throw badRequest('Percentage must be above 0', { percentBp: 'Percentage must be above 0' });
  if (input.model === 'PER_STUDENT' && input.perStudentPaise <= 0)
    throw badRequest('Amount per student must be above 0', { perStudentPaise: 'Amount per student must be above 0' });
  if (input.model === 'SLAB') {
    const problem = slabProblem(input.slabs);
    if (problem) throw badRequest(problem, { slabs: problem });
  }
  const values = { ...input, franchiseeId, updatedAt: new Date() };
  const [row] = await ctx.db
    .insert(royaltySettings)
    .values(values)
    .onConflictDoUpdate({ target: royaltySettings.franchiseeId, set: values })
    .returning();
  await audit(ctx, { resource: 'royalty-setting', recordId: row.id, action: 'save', franchiseeId, changes: input });
  return row;
}

export async function termsFor(
  db: Executor,
  franchiseeIds: number[],
): Promise<Map<number, RoyaltyTerms & { gstRateBp: number }>> {
  if (franchiseeIds.length === 0) return new Map();
  // fence-usage: a lookup by centres the caller has already fenced, not a fence
  const rows = await db.select().from(royaltySettings).where(inArray(royaltySettings.franchiseeId, franchiseeIds));
  return new Map(
    rows.map((r) => [
      r.franchiseeId,
      {
        model: r.model as RoyaltyTerms['model'],
        percentBp: r.percentBp,
        perStudentPaise: r.perStudentPaise,
        slabs: r.slabs,
        minimumGuaranteePaise: r.minimumGuaranteePaise,
        gstRateBp: r.gstRateBp,
      },
    ]),
  );
}
