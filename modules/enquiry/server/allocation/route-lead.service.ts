import { and, asc, eq } from 'drizzle-orm';
import type { RequestContext } from '@portal/kit';
import { franchisees, pincodes } from '@portal/mod-org/server';

/** Whether a franchisee is head office (the corporate branch). */
export async function isHeadOffice(ctx: RequestContext, franchiseeId: number): Promise<boolean> {
  const [f] = await ctx.db
    .select({ isCorporate: franchisees.isCorporate })
    .from(franchisees)
    .where(eq(franchisees.id, franchiseeId));
  return f?.isCorporate ?? false;
}

/**
 * Head office's leads go to the centre that serves their PIN code (table pincodes), when
 * one does; answers that centre's id, or null to keep the lead where it is.
 */
export async function routeHeadOfficeLead(
  ctx: RequestContext,
  franchiseeId: number,
  pincode: string | null | undefined,
): Promise<number | null> {
  if (!pincode || !(await isHeadOffice(ctx, franchiseeId))) return null;
  const [hit] = await ctx.db
    .select({ id: franchisees.id })
    .from(pincodes)
    .innerJoin(franchisees, eq(franchisees.id, pincodes.franchiseeId))
    .where(
      and(
        eq(pincodes.pincode, pincode),
        eq(pincodes.isActive, true),
        eq(franchisees.isActive, true),
        eq(franchisees.isCorporate, false),
      ),
    )
    .orderBy(asc(franchisees.id))
    .limit(1);
  return hit?.id ?? null;
}

/** PIN code → serving centre, for routing many leads at once (uploads). */
export async function pincodeRoutes(ctx: RequestContext): Promise<Map<string, number>> {
  const rows = await ctx.db
    .select({ pincode: pincodes.pincode, id: franchisees.id })
    .from(pincodes)
    .innerJoin(franchisees, eq(franchisees.id, pincodes.franchiseeId))
    .where(and(eq(pincodes.isActive, true), eq(franchisees.isActive, true), eq(franchisees.isCorporate, false)))
    .orderBy(asc(franchisees.id));
  const map = new Map<string, number>();
  for (const r of rows) if (!map.has(r.pincode)) map.set(r.pincode, r.id);
  return map;
}
