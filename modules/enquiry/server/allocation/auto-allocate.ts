import { and, eq, sql } from 'drizzle-orm';
import type { RequestContext, Row } from '@portal/kit';
import { adminUsers } from '@portal/mod-users/server';
import { enquiries, leadAllocationRules, leadAllocations } from '../schema.ts';
import { chooseRule, type RuleState } from './choose-rule.ts';

/** The centre's active rules whose counsellor is still an active user, locked for this transaction. */
export async function activeRules(ctx: RequestContext, franchiseeId: number): Promise<RuleState[]> {
  const rules = await ctx.db
    .select({ id: leadAllocationRules.id, method: leadAllocationRules.method, pincode: leadAllocationRules.pincode, classId: leadAllocationRules.classId, counsellorId: leadAllocationRules.counsellorId, assignedCount: leadAllocationRules.assignedCount })
    .from(leadAllocationRules)
    .where(and(eq(leadAllocationRules.franchiseeId, franchiseeId), eq(leadAllocationRules.isActive, true)))
    .for('update');
  if (!rules.length) return [];
  const active = new Set(
    (await ctx.db.select({ id: adminUsers.id }).from(adminUsers).where(and(eq(adminUsers.isActive, true), eq(adminUsers.franchiseeId, franchiseeId)))).map((u) => u.id),
  );
  return rules.filter((r) => active.has(r.counsellorId));
}

/** Gives a new, unassigned lead to a counsellor by the centre's rules, and logs it. */
export async function autoAllocate(ctx: RequestContext, enquiry: Row): Promise<number | null> {
  if (enquiry.assignedTo) return enquiry.assignedTo as number;
  const franchiseeId = enquiry.franchiseeId as number;
  const rule = chooseRule(await activeRules(ctx, franchiseeId), { pincode: enquiry.pincode as string | null, classId: enquiry.classId as number | null });
  if (!rule) return null;
  await ctx.db.update(leadAllocationRules).set({ assignedCount: sql`${leadAllocationRules.assignedCount} + 1` }).where(eq(leadAllocationRules.id, rule.id));
  await ctx.db.update(enquiries).set({ assignedTo: rule.counsellorId }).where(eq(enquiries.id, enquiry.id));
  await ctx.db.insert(leadAllocations).values({
    franchiseeId,
    enquiryId: enquiry.id,
    kind: 'AUTO',
    toUserId: rule.counsellorId,
    ruleId: rule.id,
    reason: `${rule.method} rule`,
    byUserId: ctx.user?.id ?? null,
  });
  return rule.counsellorId;
}
