import { and, eq, sql } from 'drizzle-orm';
import type { RequestContext, RowOf } from '@portal/kit';
import { adminUsers } from '@portal/mod-users/server';
import { leadAllocationRules, leadAllocations, type enquiries } from '../schema.ts';
import { chooseRule, type RuleState } from './choose-rule.ts';

/** The centre's active rules whose counsellor is still an active user, locked for this transaction. */
export async function activeRules(ctx: RequestContext, franchiseeId: number): Promise<RuleState[]> {
  const rules = await ctx.db
    .select({
      id: leadAllocationRules.id,
      method: leadAllocationRules.method,
      pincode: leadAllocationRules.pincode,
      classId: leadAllocationRules.classId,
      counsellorId: leadAllocationRules.counsellorId,
      assignedCount: leadAllocationRules.assignedCount,
    })
    .from(leadAllocationRules)
    .where(and(eq(leadAllocationRules.franchiseeId, franchiseeId), eq(leadAllocationRules.isActive, true)))
    .for('update');
  if (!rules.length) return [];
  const active = new Set(
    (
      await ctx.db
        .select({ id: adminUsers.id })
        .from(adminUsers)
        .where(and(eq(adminUsers.isActive, true), eq(adminUsers.franchiseeId, franchiseeId)))
    ).map((u) => u.id),
  );
  return rules.filter((r) => active.has(r.counsellorId));
}

/**
 * Picks the counsellor of a new lead by the centre's rules and counts the lead against
 * the rule, inside the caller's transaction; null when the centre has no rule for it.
 */
export async function allocateNewLead(
  ctx: RequestContext,
  franchiseeId: number,
  lead: { pincode?: string | null; classId?: number | null },
): Promise<number | null> {
  const rule = chooseRule(await activeRules(ctx, franchiseeId), lead);
  if (!rule) return null;
  await ctx.db
    .update(leadAllocationRules)
    .set({ assignedCount: sql`${leadAllocationRules.assignedCount} + 1` })
    .where(eq(leadAllocationRules.id, rule.id));
  return rule.counsellorId;
}

/** Logs the automatic allocation of a stored lead to its counsellor, naming the rule that gave it. */
export async function logAutoAllocation(
  ctx: RequestContext,
  enquiry: Pick<RowOf<typeof enquiries>, 'id' | 'franchiseeId' | 'pincode' | 'classId'>,
  counsellorId: number,
): Promise<void> {
  const franchiseeId = enquiry.franchiseeId;
  const theirs = (await activeRules(ctx, franchiseeId)).filter((r) => r.counsellorId === counsellorId);
  const rule = chooseRule(theirs, enquiry);
  await ctx.db.insert(leadAllocations).values({
    franchiseeId,
    enquiryId: enquiry.id,
    kind: 'AUTO',
    toUserId: counsellorId,
    ruleId: rule?.id ?? null,
    reason: rule ? `${rule.method} rule` : 'Auto-allocation rule',
    byUserId: ctx.user?.id ?? null,
  });
}
