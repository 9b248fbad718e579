import { desc, eq, inArray } from 'drizzle-orm';
import { formatDate } from '@portal/core';
import type { Executor } from '@portal/db';
import {
  assertFranchisee,
  audit,
  auditSubject,
  badRequest,
  inTransaction,
  type RequestContext,
  requireAccess,
  requireLevel,
} from '@portal/kit';
import type { RoyaltyRuleInput, RoyaltySettingInput } from '../../shared/inputs.ts';
import { LEDGER_MODULES } from '../../shared/accounts.ts';
import { feeHeads, royaltySettings } from '../schema.ts';
import { slabProblem } from './compute.ts';
import { firstOnOrAfter } from './versions.ts';

const royaltySettingSubject = auditSubject('royalty-setting');

/** A centre's terms: its latest agreement version (versions are added at /royalty/agreement/:franchiseeId). */
export async function getRoyaltySetting(ctx: RequestContext, franchiseeId: number) {
  requireAccess(ctx, LEDGER_MODULES.ROYALTY, 'GET');
  assertFranchisee(ctx, franchiseeId);
  const [row] = await ctx.db
    .select()
    .from(royaltySettings)
    .where(eq(royaltySettings.franchiseeId, franchiseeId))
    .orderBy(desc(royaltySettings.versionNo))
    .limit(1);
  return row ?? null;
}

/** A royalty rule that cannot be charged is refused with the field to correct. */
export async function checkRoyaltyRule(db: Executor, input: RoyaltyRuleInput) {
  if (input.model === 'PERCENT' && input.percentBp <= 0)
    throw badRequest('Percentage must be above 0', { percentBp: 'Percentage must be above 0' });
  if (input.model === 'PER_STUDENT' && input.perStudentPaise <= 0)
    throw badRequest('Amount per student must be above 0', { perStudentPaise: 'Amount per student must be above 0' });
  if (input.model === 'SLAB') {
    const problem = slabProblem(input.slabs);
    if (problem) throw badRequest(problem, { slabs: problem });
  }
  await checkRoyaltyHeads(db, input.royaltyHeads);
}

/**
 * Head office sets a franchisee's royalty terms: a centre without an agreement gets its version 1; otherwise the
 * latest version's terms are corrected in place (a change from a later month is a new version instead).
 */
export async function saveRoyaltySetting(ctx: RequestContext, franchiseeId: number, input: RoyaltySettingInput) {
  requireLevel(ctx, LEDGER_MODULES.ROYALTY, 'level_6');
  assertFranchisee(ctx, franchiseeId);
  await checkRoyaltyRule(ctx.db, input);
  return inTransaction(ctx, async (ctx) => {
    const versions = await ctx.db
      .select()
      .from(royaltySettings)
      .where(eq(royaltySettings.franchiseeId, franchiseeId))
      .orderBy(desc(royaltySettings.versionNo))
      .for('update');
    const [latest, before] = versions;
    // A version is in force from the first of a month (a version kept from before the rule keeps its day).
    if (!input.effectiveFrom.endsWith('-01') && input.effectiveFrom !== latest?.effectiveFrom)
      throw badRequest('Royalty terms take effect on the first of a month', {
        effectiveFrom: `Choose the first of a month, as ${formatDate(firstOnOrAfter(input.effectiveFrom))}`,
      });
    if (before && input.effectiveFrom.slice(0, 7) <= before.effectiveFrom.slice(0, 7))
      throw badRequest(`Version ${latest.versionNo} must start after version ${before.versionNo}`, {
        effectiveFrom: `Choose a month after ${formatDate(before.effectiveFrom)}`,
      });
    const values = { ...input, franchiseeId, updatedAt: new Date() };
    const [row] = latest
      ? await ctx.db.update(royaltySettings).set(values).where(eq(royaltySettings.id, latest.id)).returning()
      : await ctx.db
          .insert(royaltySettings)
          .values({ ...values, versionNo: 1, createdBy: ctx.user?.id ?? null })
          .returning();
    await audit(ctx, {
      resource: royaltySettingSubject,
      recordId: row.id,
      action: 'save',
      franchiseeId,
      changes: input,
    });
    return row;
  });
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
