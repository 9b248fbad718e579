import { eq, inArray, sql } from 'drizzle-orm';
import { notFound, type RequestContext } from '@portal/kit';
import { planAccount } from '../plans/account.service.ts';
import { owedSql } from './installment.ts';
import { feePlans, studentFeePlans, studentInstallments as i } from '../schema.ts';

export interface PlanBalance {
  planName: string;
  totalPaise: number;
  concessionPaise: number;
  paidPaise: number;
  outstandingPaise: number;
}

/** The plan's name, and billed, conceded, paid and owed per student plan, from its installments. */
export async function planBalances(
  ctx: RequestContext,
  studentFeePlanIds: number[],
): Promise<Map<number, PlanBalance>> {
  if (studentFeePlanIds.length === 0) return new Map();
  const rows = await ctx.db
    .select({
      id: studentFeePlans.id,
      planName: feePlans.name,
      total: studentFeePlans.totalPaise,
      concession: sql<string>`coalesce(sum(${i.concessionPaise}), 0)`,
      paid: sql<string>`coalesce(sum(${i.paidPaise}), 0)`,
      owed: sql<string>`coalesce(sum(${owedSql}), 0)`,
    })
    .from(studentFeePlans)
    .innerJoin(feePlans, eq(feePlans.id, studentFeePlans.planId))
    .leftJoin(i, eq(i.studentFeePlanId, studentFeePlans.id))
    .where(inArray(studentFeePlans.id, studentFeePlanIds))
    .groupBy(studentFeePlans.id, feePlans.name);
  return new Map(
    rows.map((r) => [
      r.id,
      {
        planName: r.planName,
        totalPaise: Number(r.total),
        concessionPaise: Number(r.concession),
        paidPaise: Number(r.paid),
        outstandingPaise: Number(r.owed),
      },
    ]),
  );
}

/** One student plan's account (installments, payments, what is owed) by its id. */
export async function studentPlanAccount(ctx: RequestContext, studentFeePlanId: number) {
  const [sfp] = await ctx.db.select().from(studentFeePlans).where(eq(studentFeePlans.id, studentFeePlanId));
  if (!sfp) throw notFound('Fee plan');
  return { status: sfp.status, ...(await planAccount(ctx, sfp)) };
}
