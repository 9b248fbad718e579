import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '@portal/db';
import { assertFranchisee, audit, badRequest, type RequestContext, requireAccess, requireLevel } from '@portal/kit';
import type { RoyaltySettingInput } from '../../shared/inputs.ts';
import { LEDGER_MODULES } from '../../shared/accounts.ts';
import { feeHeads, royaltySettings } from '../schema.ts';
import { slabProblem, type RoyaltyTerms } from './compute.ts';

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
  await checkRoyaltyHeads(ctx.db, input.royaltyHeads);
  const values = { ...input, franchiseeId, updatedAt: new Date() };
  const [row] = await ctx.db
    .insert(royaltySettings)
    .values(values)
    .onConflictDoUpdate({ target: royaltySettings.franchiseeId, set: values })
    .returning();
  await audit(ctx, { resource: 'royalty-setting', recordId: row.id, action: 'save', franchiseeId, changes: input });
  return row;
}

/** Every head an agreement names must be one of head office's fee heads. */
async function checkRoyaltyHeads(db: Executor, heads: string[]) {
  const known = new Set(
    (await db.select({ code: feeHeads.code }).from(feeHeads).where(inArray(feeHeads.code, heads))).map((h) => h.code),
  );
  const unknown = heads.filter((h) => !known.has(h));
  if (unknown.length)
    throw badRequest(`No fee head is called ${unknown.join(', ')}`, { royaltyHeads: 'Choose fee heads from the list' });
}

export async function termsFor(
  db: Executor,
  franchiseeIds: number[],
): Promise<Map<number, RoyaltyTerms & { gstRateBp: number; royaltyHeads: string[]; effectiveFrom: string }>> {
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
        royaltyHeads: r.royaltyHeads,
        effectiveFrom: r.effectiveFrom,
      },
    ]),
  );
}
