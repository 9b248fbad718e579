import { eq } from 'drizzle-orm';
import type { RequestContext } from '@portal/kit';
import { feeHeads } from '@portal/mod-ledger/server';
import { feePlans, feeTypes } from '../schema.ts';

/** The fee head of a student's plan: its fee type's. */
export async function planFeeHead(
  ctx: RequestContext,
  planId: number,
): Promise<{ feeHead: string; feeHeadName: string }> {
  const [row] = await ctx.db
    .select({ feeHead: feeHeads.code, feeHeadName: feeHeads.name })
    .from(feePlans)
    .innerJoin(feeTypes, eq(feeTypes.id, feePlans.feeTypeId))
    .innerJoin(feeHeads, eq(feeHeads.id, feeTypes.feeHeadId))
    .where(eq(feePlans.id, planId));
  return row;
}
