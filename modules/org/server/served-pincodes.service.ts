import { and, asc, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '@portal/kit';
import { franchisees, pincodes } from './schema.ts';

export interface ServingCentre {
  franchiseeId: number;
  centreName: string;
}

/**
 * The centre already covering each of these PIN codes (an active centre's active PIN code; head office's own
 * branch serves none): a territory there is taken. PIN codes no centre serves are left out.
 */
export async function servingCentres(
  ctx: RequestContext,
  codes: readonly string[],
): Promise<Map<string, ServingCentre>> {
  const served = new Map<string, ServingCentre>();
  if (!codes.length) return served;
  const rows = await ctx.db
    .select({ pincode: pincodes.pincode, franchiseeId: franchisees.id, centreName: franchisees.companyName })
    .from(pincodes)
    .innerJoin(franchisees, eq(franchisees.id, pincodes.franchiseeId))
    .where(
      and(
        inArray(pincodes.pincode, [...new Set(codes)]),
        eq(pincodes.isActive, true),
        eq(franchisees.isActive, true),
        eq(franchisees.isCorporate, false),
      ),
    )
    .orderBy(asc(franchisees.id));
  for (const r of rows) if (!served.has(r.pincode)) served.set(r.pincode, r);
  return served;
}
