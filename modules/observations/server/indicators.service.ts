import { asc, eq, inArray } from 'drizzle-orm';
import type { Language } from '@portal/core';
import { fieldError, type RequestContext } from '@portal/kit';
import { OBSERVATION_MESSAGES as MSG } from '../shared/constants.ts';
import { competencyIndicators } from './schema.ts';

type IndicatorWords = { code: string; text: Record<Language, string> };

/** An indicator's code and words in the four languages. */
const words = (r: typeof competencyIndicators.$inferSelect): IndicatorWords => ({
  code: r.code,
  text: { en: r.textEn, hi: r.textHi, kn: r.textKn, ta: r.textTa },
});

/** The active indicators, by competency then code, with their words in the four languages: the record screen's. */
export async function activeIndicators(ctx: RequestContext) {
  const rows = await ctx.db
    .select()
    .from(competencyIndicators)
    .where(eq(competencyIndicators.isActive, true))
    .orderBy(asc(competencyIndicators.competency), asc(competencyIndicators.code));
  return rows.map((r) => ({ id: r.id, competency: r.competency, ...words(r) }));
}

/** The indicators observations named, retired ones too, by id: what a portfolio shows beside each entry. */
export async function indicatorsByIds(ctx: RequestContext, ids: readonly (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map<number, IndicatorWords>();
  const rows = await ctx.db.select().from(competencyIndicators).where(inArray(competencyIndicators.id, wanted));
  return new Map(rows.map((r) => [r.id, words(r)]));
}

/**
 * The indicator an observation of the competency names, or a 400 on `indicatorId` that says why not: there is no
 * such indicator, head office retired it, or it sits under another competency.
 */
export async function indicatorFor(ctx: RequestContext, indicatorId: number, competency: string) {
  const [row] = await ctx.db.select().from(competencyIndicators).where(eq(competencyIndicators.id, indicatorId));
  if (!row) throw fieldError('indicatorId', MSG.indicatorNotFound);
  if (row.competency !== competency) throw fieldError('indicatorId', MSG.indicatorOfOther(row.code, row.competency));
  if (!row.isActive) throw fieldError('indicatorId', MSG.indicatorRetired(row.code));
  return row;
}
