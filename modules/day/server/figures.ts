import { and, between, count, eq, gte, lt, ne } from 'drizzle-orm';
import { addDays } from '@portal/core';
import { franchiseeFence, serveFigure, type FigurePeriod, type FigureScope, type RequestContext } from '@portal/kit';
import { activeChildren } from '@portal/mod-students/server';
import { DAY_CHECKED_IN, DAY_HEADCOUNT, DAY_RATIO_BREACHES, DAY_SERIOUS_INCIDENTS } from '../shared/figures.ts';
import { dayRows } from './day-rows.service.ts';
import { dayIncidents, dayRatioBreaches } from './schema.ts';

/**
 * The centre's day in figures: the children on roll and those in (checked in, not yet out), from the same rows
 * the Today list and the roster show; the owner's home and dashboard ask for these, not for register marks.
 */
export async function dayFigures(ctx: RequestContext, scope: FigureScope, day: string) {
  const children = await activeChildren(ctx, {
    franchiseeId: scope.franchiseeId,
    classIds: scope.classId === undefined ? undefined : [scope.classId],
    onRollOn: day,
  });
  const rows = await dayRows(ctx, children, day);
  return { rows, headcount: rows.length, checkedIn: rows.filter((r) => r.inAt && !r.outAt).length };
}

/** Serious incidents sent to the family (a draft is not a report yet) that happened on an India day of the period. */
async function seriousIncidents(ctx: RequestContext, scope: FigureScope, period: FigurePeriod): Promise<number> {
  const [r] = await ctx.db
    .select({ n: count() })
    .from(dayIncidents)
    .where(
      and(
        franchiseeFence(ctx, dayIncidents.franchiseeId, scope.franchiseeId),
        eq(dayIncidents.serious, true),
        ne(dayIncidents.status, 'DRAFT'),
        gte(dayIncidents.occurredAt, new Date(`${period.from}T00:00:00+05:30`).toISOString()),
        lt(dayIncidents.occurredAt, new Date(`${addDays(period.to, 1)}T00:00:00+05:30`).toISOString()),
      ),
    );
  return Number(r.n);
}

/** Ratio breach episodes seen on a day of the period. */
async function ratioBreaches(ctx: RequestContext, scope: FigureScope, period: FigurePeriod): Promise<number> {
  const [r] = await ctx.db
    .select({ n: count() })
    .from(dayRatioBreaches)
    .where(
      and(
        franchiseeFence(ctx, dayRatioBreaches.franchiseeId, scope.franchiseeId),
        between(dayRatioBreaches.day, period.from, period.to),
      ),
    );
  return Number(r.n);
}

export function serveDayFigures() {
  serveFigure(DAY_SERIOUS_INCIDENTS, seriousIncidents);
  serveFigure(DAY_RATIO_BREACHES, ratioBreaches);
  serveFigure(DAY_HEADCOUNT, async (ctx, s, p) => (await dayFigures(ctx, s, p.from)).headcount);
  serveFigure(DAY_CHECKED_IN, async (ctx, s, p) => (await dayFigures(ctx, s, p.from)).checkedIn);
}
