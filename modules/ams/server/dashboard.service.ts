import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { todayInIndia } from '@portal/core';
import { franchiseeFence, type RequestContext } from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { scoresBetween } from '@portal/mod-audit/server';
import type { dashboardAnswer } from '../shared/contracts.ts';
import {
  amsCentreAllocations,
  amsCentreCategories,
  amsCycles,
  amsFirstAudits,
  amsManagers,
  amsVisits,
} from './schema.ts';

type Dashboard = z.output<typeof dashboardAnswer>;
const count = sql<number>`count(*)::int`;
const countWhere = (status: string) => sql<number>`(count(*) filter (where ${amsVisits.status} = ${status}))::int`;

/**
 * The AMS dashboard over the centres the user sees: each active cycle's visits against what the centres'
 * categories call for, its centre and academic scores (from the audits) weighed by its weightage, and what
 * waits: visits to decide, centres without a manager, first audits past their day.
 */
export async function amsDashboard(ctx: RequestContext): Promise<Dashboard> {
  const today = todayInIndia();
  const cycles = await ctx.db
    .select()
    .from(amsCycles)
    .where(eq(amsCycles.isActive, true))
    .orderBy(asc(amsCycles.startDate));
  const allocations = and(
    franchiseeFence(ctx, amsCentreAllocations.franchiseeId),
    eq(amsCentreAllocations.isActive, true),
  );
  const [{ required, allocated }] = await ctx.db
    .select({
      required: sql<number>`coalesce(sum(coalesce(${amsCentreCategories.visitsPerCycle}, 1)), 0)::int`,
      allocated: count,
    })
    .from(amsCentreAllocations)
    .leftJoin(amsCentreCategories, eq(amsCentreCategories.id, amsCentreAllocations.categoryId))
    .where(allocations);
  const [{ centres }] = await ctx.db
    .select({ centres: count })
    .from(franchisees)
    .where(and(franchiseeFence(ctx, franchisees.id), eq(franchisees.isActive, true)));

  const rows: Dashboard['cycles'] = [];
  for (const cycle of cycles) {
    const [visits] = await ctx.db
      .select({
        planned: count,
        approved: countWhere('APPROVED'),
        pending: countWhere('PENDING'),
        rejected: countWhere('REJECTED'),
      })
      .from(amsVisits)
      .where(
        and(
          franchiseeFence(ctx, amsVisits.franchiseeId),
          gte(amsVisits.visitDate, cycle.startDate),
          lte(amsVisits.visitDate, cycle.endDate),
        ),
      );
    const scores = await scoresBetween(ctx, cycle.startDate, cycle.endDate);
    const centre = scores.find((s) => s.auditType === 'centre');
    const academic = scores.find((s) => s.auditType === 'academic');
    const centreScore = centre?.averageScore ?? null;
    const academicScore = academic?.averageScore ?? null;
    const weighted =
      centreScore === null || academicScore === null
        ? null
        : Math.round(centreScore * cycle.centreWeight + academicScore * cycle.academicWeight) / 100;
    rows.push({
      id: cycle.id,
      name: cycle.name,
      startDate: cycle.startDate,
      endDate: cycle.endDate,
      current: cycle.startDate <= today && today <= cycle.endDate,
      required: Number(required),
      planned: Number(visits.planned) - Number(visits.rejected),
      approved: Number(visits.approved),
      pending: Number(visits.pending),
      rejected: Number(visits.rejected),
      centreScore,
      academicScore,
      centreAudits: centre?.audits ?? 0,
      academicAudits: academic?.audits ?? 0,
      weightedScore: weighted === null ? null : Math.round(weighted * 10) / 10,
      centreWeight: cycle.centreWeight,
      academicWeight: cycle.academicWeight,
    });
  }

  const [{ pending }] = await ctx.db
    .select({ pending: count })
    .from(amsVisits)
    .where(and(franchiseeFence(ctx, amsVisits.franchiseeId), eq(amsVisits.status, 'PENDING')));
  const managers = await ctx.db
    .select({ kind: amsManagers.kind, n: count })
    .from(amsManagers)
    .where(eq(amsManagers.isActive, true))
    .groupBy(amsManagers.kind);
  const [first] = await ctx.db
    .select({
      scheduled: sql<number>`(count(*) filter (where ${amsFirstAudits.status} = 'SCHEDULED'))::int`,
      done: sql<number>`(count(*) filter (where ${amsFirstAudits.status} = 'DONE'))::int`,
      overdue: sql<number>`(count(*) filter (where ${amsFirstAudits.status} = 'SCHEDULED'
        and ${amsFirstAudits.scheduledOn} < ${today}))::int`,
    })
    .from(amsFirstAudits)
    .where(franchiseeFence(ctx, amsFirstAudits.franchiseeId));
  const managersOf = (kind: string) => Number(managers.find((m) => m.kind === kind)?.n ?? 0);
  return {
    cycles: rows,
    pendingApprovals: Number(pending),
    centresAllocated: Number(allocated),
    centresUnallocated: Math.max(Number(centres) - Number(allocated), 0),
    zonalManagers: managersOf('ZM'),
    academicManagers: managersOf('AM'),
    firstAudits: { scheduled: Number(first.scheduled), done: Number(first.done), overdue: Number(first.overdue) },
  };
}
