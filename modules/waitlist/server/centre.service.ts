import { and, eq, gte, lte } from 'drizzle-orm';
import { todayInIndia } from '@portal/core';
import { assertFranchisee, badRequest, defaultFranchisee, type RequestContext } from '@portal/kit';
import { academicYears } from '@portal/mod-org/server';
import { WAITLIST_MESSAGES } from '../shared/constants.ts';

export interface CentreYear {
  franchiseeId: number;
  academicYearId: number;
}

/** The centre asked for (inside the fence), else the user's own; a head-office user must name one. */
export function centreOf(ctx: RequestContext, requested?: number): number {
  if (requested !== undefined) {
    assertFranchisee(ctx, requested);
    return requested;
  }
  const own = defaultFranchisee(ctx);
  if (own === null) throw badRequest(WAITLIST_MESSAGES.noCentre);
  return own;
}

/** The year asked for, else the one chosen in the shell, else the year today falls in. */
export async function yearOf(ctx: RequestContext, requested?: number): Promise<number> {
  const asked = requested ?? ctx.academicYearId ?? undefined;
  const today = todayInIndia();
  const [year] = await ctx.db
    .select({ id: academicYears.id })
    .from(academicYears)
    .where(
      asked !== undefined
        ? eq(academicYears.id, asked)
        : and(lte(academicYears.startDate, today), gte(academicYears.endDate, today)),
    );
  if (!year) throw badRequest(WAITLIST_MESSAGES.noYear);
  return year.id;
}

export async function centreYearOf(
  ctx: RequestContext,
  q: { franchiseeID?: number; academicYearID?: number },
): Promise<CentreYear> {
  return { franchiseeId: centreOf(ctx, q.franchiseeID), academicYearId: await yearOf(ctx, q.academicYearID) };
}
