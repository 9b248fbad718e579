import { and, desc, eq, inArray } from 'drizzle-orm';
import { franchiseeFenceSql, type RequestContext } from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { feePlanInstallments, feePlans, feeTypes } from '../schema.ts';

/** What a fee plan of a type shows: its name, type, class category, total, installments and status. */
const planColumns = {
  id: feePlans.id,
  name: feePlans.name,
  feeType: feeTypes.name,
  classCategory: feePlans.classCategory,
  totalPaise: feePlans.totalPaise,
  installmentCount: feePlans.installmentCount,
  status: feePlans.status,
};

/** Fee plans of the given fee types inside the caller's fence, newest first (a service's plans). */
export async function feePlansOfTypes(
  ctx: RequestContext,
  feeTypeNames: string[],
  query: { franchiseeId?: number; status?: string } = {},
) {
  const rows = await ctx.db
    .select({ ...planColumns, franchiseeId: feePlans.franchiseeId, centre: franchisees.companyName })
    .from(feePlans)
    .innerJoin(feeTypes, eq(feeTypes.id, feePlans.feeTypeId))
    .innerJoin(franchisees, eq(franchisees.id, feePlans.franchiseeId))
    .where(
      and(
        franchiseeFenceSql(ctx, feePlans.franchiseeId, query.franchiseeId),
        inArray(feeTypes.name, feeTypeNames),
        query.status ? eq(feePlans.status, query.status) : undefined,
      ),
    )
    .orderBy(desc(feePlans.id))
    .limit(500);
  return rows.map((r) => ({ ...r, totalPaise: Number(r.totalPaise) }));
}

/** One fee plan of the given fee types inside the caller's fence, with its installments; null if none. */
export async function feePlanOfTypes(ctx: RequestContext, planId: number, feeTypeNames: string[]) {
  const [plan] = await ctx.db
    .select(planColumns)
    .from(feePlans)
    .innerJoin(feeTypes, eq(feeTypes.id, feePlans.feeTypeId))
    .where(
      and(
        eq(feePlans.id, planId),
        franchiseeFenceSql(ctx, feePlans.franchiseeId),
        inArray(feeTypes.name, feeTypeNames),
      ),
    );
  if (!plan) return null;
  const installments = await ctx.db
    .select({
      id: feePlanInstallments.id,
      label: feePlanInstallments.label,
      dueDate: feePlanInstallments.dueDate,
      amountPaise: feePlanInstallments.amountPaise,
    })
    .from(feePlanInstallments)
    .where(eq(feePlanInstallments.planId, plan.id))
    .orderBy(feePlanInstallments.seq);
  return { ...plan, totalPaise: Number(plan.totalPaise), installments };
}
