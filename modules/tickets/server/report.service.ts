import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { EndpointResult } from '@portal/core';
import { franchiseeFence, type RequestContext } from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import type { z } from 'zod';
import type * as C from '../shared/contracts.ts';
import type { reportQuery } from '../shared/inputs.ts';
import { ACTIVE_STATUS } from '../shared/index.ts';
import { now } from './clock.ts';
import { tickets } from './schema.ts';

type Report = EndpointResult<typeof C.ticketReport>;

/** The day after `day` (YYYY-MM-DD), as India's midnight: the report's periods are centre days. */
const indiaMidnight = (day: string, plusDays = 0) =>
  new Date(new Date(`${day}T00:00:00+05:30`).getTime() + plusDays * 86_400_000);

/**
 * Counts per category and per centre in the caller's fence, with the mean hours from raising to
 * resolution over the tickets resolved so far (reopened ones count from their latest resolution).
 */
export async function ticketReport(ctx: RequestContext, query: z.output<typeof reportQuery>): Promise<Report> {
  const where: (SQL | undefined)[] = [franchiseeFence(ctx, tickets.franchiseeId, query.franchiseeID)];
  if (query.fromDate) where.push(gte(tickets.createdAt, indiaMidnight(query.fromDate)));
  if (query.toDate) where.push(lt(tickets.createdAt, indiaMidnight(query.toDate, 1)));
  const at = now().toISOString();
  const measures = {
    total: sql<number>`count(*)::int`,
    open: sql<number>`(count(*) filter (where ${inArray(tickets.status, [...ACTIVE_STATUS])}))::int`,
    resolved: sql<number>`(count(*) filter (where ${tickets.resolvedAt} is not null))::int`,
    overdue: sql<number>`(count(*) filter (where ${and(
      inArray(tickets.status, [...ACTIVE_STATUS]),
      sql`${tickets.dueAt} <= ${at}::timestamptz`,
    )}))::int`,
    averageResolveHours: sql<
      number | null
    >`round((avg(extract(epoch from ${tickets.resolvedAt} - ${tickets.createdAt})) / 3600)::numeric, 1)::float8`,
  };
  const condition = and(...where);
  const [totals] = await ctx.db.select(measures).from(tickets).where(condition);
  const byCategory = await ctx.db
    .select({ category: tickets.category, ...measures })
    .from(tickets)
    .where(condition)
    .groupBy(tickets.category)
    .orderBy(tickets.category);
  const byCentre = await ctx.db
    .select({ franchiseeId: tickets.franchiseeId, centre: franchisees.companyName, ...measures })
    .from(tickets)
    .innerJoin(franchisees, eq(franchisees.id, tickets.franchiseeId))
    .where(condition)
    .groupBy(tickets.franchiseeId, franchisees.companyName)
    .orderBy(franchisees.companyName);
  return { totals, byCategory, byCentre };
}
