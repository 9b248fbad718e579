import { and, asc, count, eq, gt, gte, isNotNull, isNull, lte, ne, or, type SQL } from 'drizzle-orm';
import { figurePercent, todayInIndia } from '@portal/core';
import {
  defineDailySweep,
  franchiseeFence,
  serveFigure,
  type FigurePeriod,
  type FigureScope,
  type RequestContext,
} from '@portal/kit';
import { STAFF_TURNOVER } from '../shared/figures.ts';
import { staff } from './schema.ts';

/**
 * Staff the books count: not rejected, and either still active or gone with a leaving date (a record archived
 * without one says nothing of when the person left, so it counts nowhere).
 */
const counted = (ctx: RequestContext, scope: FigureScope): SQL =>
  and(
    franchiseeFence(ctx, staff.franchiseeId, scope.franchiseeId),
    ne(staff.status, 'REJECTED'),
    or(eq(staff.isActive, true), isNotNull(staff.leftOn)),
  )!;

/** On the books on a day: joined by then and not left before it (the leaving date is the last day at work). */
const onBooksOn = (day: string): SQL =>
  and(lte(staff.joiningDate, day), or(isNull(staff.leftOn), gte(staff.leftOn, day)))!;

async function countWhere(ctx: RequestContext, where: SQL): Promise<number> {
  const [r] = await ctx.db.select({ n: count() }).from(staff).where(where);
  return Number(r.n);
}

/**
 * A centre's (or the fenced network's) staff turnover over a period: the leavers whose leaving date falls in it
 * over the average headcount (on its first day, and still there after its last day, halved), in percent; null
 * without anyone on the books.
 */
export async function staffTurnover(ctx: RequestContext, scope: FigureScope, period: FigurePeriod) {
  const base = counted(ctx, scope);
  const leavers = await countWhere(
    ctx,
    and(base, isNotNull(staff.leftOn), gte(staff.leftOn, period.from), lte(staff.leftOn, period.to))!,
  );
  const atStart = await countWhere(ctx, and(base, onBooksOn(period.from))!);
  const atEnd = await countWhere(
    ctx,
    and(base, lte(staff.joiningDate, period.to), or(isNull(staff.leftOn), gt(staff.leftOn, period.to)))!,
  );
  return { leavers, atStart, atEnd, percent: figurePercent(leavers, (atStart + atEnd) / 2) };
}

/**
 * A centre's active staff (inside the caller's fence) on a day: approved, on the books and not archived, with
 * their category; the training module asks it for its share of teachers trained.
 */
export async function activeStaffOf(
  ctx: RequestContext,
  scope: FigureScope,
  day = todayInIndia(),
  category?: string,
): Promise<{ staffId: number; franchiseeId: number; staffCategory: string }[]> {
  return ctx.db
    .select({ staffId: staff.id, franchiseeId: staff.franchiseeId, staffCategory: staff.staffCategory })
    .from(staff)
    .where(
      and(
        franchiseeFence(ctx, staff.franchiseeId, scope.franchiseeId),
        eq(staff.status, 'APPROVED'),
        or(eq(staff.isActive, true), isNotNull(staff.leftOn)),
        onBooksOn(day),
        category === undefined ? undefined : eq(staff.staffCategory, category),
      ),
    )
    .orderBy(asc(staff.id));
}

export function serveStaffFigures() {
  serveFigure(STAFF_TURNOVER, async (ctx, scope, period) => (await staffTurnover(ctx, scope, period)).percent);
}

/** Staff whose leaving date has come leave the active lists; answers how many left them. */
export async function deactivateLeavers(ctx: RequestContext): Promise<number> {
  const gone = await ctx.db
    .update(staff)
    .set({ isActive: false, updatedAt: new Date() })
    .where(and(franchiseeFence(ctx, staff.franchiseeId), eq(staff.isActive, true), lte(staff.leftOn, todayInIndia())))
    .returning({ id: staff.id });
  return gone.length;
}

/**
 * Each morning, staff whose leaving date has come leave the active lists (a leaving date set ahead, in a notice
 * period, keeps them active until then).
 */
export const staffLeaversSweep = defineDailySweep({
  name: 'staff.leavers',
  // Run twice? Yes: a leaver taken off twice stays off.
  mayRunTwice: true,
  at: '00:15',
  what: 'leaver(s) taken off the active lists',
  sweep: deactivateLeavers,
});
