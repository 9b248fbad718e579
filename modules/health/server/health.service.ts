import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  assertFranchisee,
  defaultFranchisee,
  everyFranchiseeContext,
  forbidden,
  franchiseeFence,
  type RequestContext,
} from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { adminUsers } from '@portal/mod-users/server';
import { DEFAULT_WEIGHTS, HEALTH_INPUTS, TREND_MONTHS } from '../shared/constants.ts';
import type { WeightsInput } from '../shared/inputs.ts';
import { currentMonth, healthOf, trendMonths } from './score.service.ts';
import { healthWarnings, healthWeights } from './schema.ts';
import { recordOf } from '@portal/core';

/** The weights standing: head office's latest, or the installation's defaults. */
export async function weightsNow(ctx: RequestContext) {
  const [row] = await ctx.db.select().from(healthWeights).orderBy(desc(healthWeights.id)).limit(1);
  // An input added after head office saved its weights weighs nothing there until head office gives it a weight:
  // the saved weights keep adding up to 100 and the scores they made stand.
  const unset = recordOf(HEALTH_INPUTS, () => 0);
  return { weights: row ? { ...unset, ...row.weights } : { ...DEFAULT_WEIGHTS }, updatedAt: row?.updatedAt ?? null };
}

/** Head office sets the weights (validated by the contract: whole numbers adding up to 100). */
export async function setWeights(ctx: RequestContext, weights: WeightsInput) {
  await ctx.db.insert(healthWeights).values({ weights, updatedBy: ctx.user?.id ?? null });
  return weightsNow(ctx);
}

/** The active centres inside the fence, by name. */
async function centresIn(ctx: RequestContext, franchiseeId?: number) {
  return ctx.db
    .select({ id: franchisees.id, name: franchisees.companyName })
    .from(franchisees)
    .where(and(franchiseeFence(ctx, franchisees.id, franchiseeId), eq(franchisees.isActive, true)))
    .orderBy(asc(franchisees.companyName));
}

/**
 * Each centre's score for the month, best first, ranked 1, 2, 3 (equal scores share a rank); a centre not rated yet
 * (no score) comes last with no rank.
 */
async function ranked(ctx: RequestContext, month: string) {
  const { weights } = await weightsNow(ctx);
  const centres = await centresIn(ctx);
  const scored: { id: number; name: string; score: number | null }[] = [];
  for (const c of centres) scored.push({ ...c, score: (await healthOf(ctx, c.id, month, weights)).score });
  scored.sort((a, b) => (b.score ?? -1) - (a.score ?? -1));
  return scored.map((c) => ({
    ...c,
    rank: c.score === null ? null : scored.findIndex((s) => s.score === c.score) + 1,
  }));
}

/** Head office's ranking of every centre in the fence, with the warnings raised for each in the month. */
export async function networkHealth(ctx: RequestContext, q: { month?: string }) {
  const month = q.month ?? currentMonth();
  const rows = await ranked(ctx, month);
  const warnings = await ctx.db
    .select({ franchiseeId: healthWarnings.franchiseeId })
    .from(healthWarnings)
    .where(and(franchiseeFence(ctx, healthWarnings.franchiseeId), eq(healthWarnings.month, month)));
  return {
    month,
    rows: rows.map((r) => ({
      rank: r.rank,
      franchiseeId: r.id,
      centreName: r.name,
      score: r.score,
      warnings: warnings.filter((w) => w.franchiseeId === r.id).length,
    })),
  };
}

/** Warnings of a centre over the trend's months, newest first, with the name of whom each was sent to. */
async function warningsOf(ctx: RequestContext, franchiseeId: number, months: string[]) {
  const rows = await ctx.db
    .select({
      rule: healthWarnings.rule,
      month: healthWarnings.month,
      detail: healthWarnings.detail,
      values: healthWarnings.values,
      sentAt: healthWarnings.sentAt,
      sentTo: adminUsers.fullName,
    })
    .from(healthWarnings)
    .leftJoin(adminUsers, eq(adminUsers.id, healthWarnings.sentTo))
    .where(and(franchiseeFence(ctx, healthWarnings.franchiseeId, franchiseeId), inArray(healthWarnings.month, months)))
    .orderBy(desc(healthWarnings.month), desc(healthWarnings.id));
  return rows.map((r) => ({ ...r, sentTo: r.sentTo ?? null }));
}

/** One centre's health: the month's inputs from their figures and the score, the trend and the warnings. */
export async function centreHealth(ctx: RequestContext, franchiseeId: number, q: { month?: string }) {
  assertFranchisee(ctx, franchiseeId);
  const [centre] = await centresIn(ctx, franchiseeId);
  assertFranchisee(ctx, centre?.id);
  const month = q.month ?? currentMonth();
  const { weights } = await weightsNow(ctx);
  const months = trendMonths(month, TREND_MONTHS);
  const now = await healthOf(ctx, franchiseeId, month, weights);
  const trend = [];
  for (const m of months.slice(0, -1))
    trend.push({ month: m, score: (await healthOf(ctx, franchiseeId, m, weights)).score });
  trend.push({ month, score: now.score });
  return {
    franchiseeId,
    centreName: centre.name,
    month,
    score: now.score,
    inputs: now.inputs,
    trend,
    warnings: await warningsOf(ctx, franchiseeId, months),
  };
}

/**
 * A centre's own score and rank among every centre of the network; the others are shown by rank and score only,
 * without a name or an id, so no centre learns who its peers are.
 */
export async function myHealth(ctx: RequestContext, q: { month?: string }) {
  const own = defaultFranchisee(ctx);
  if (own === null) throw forbidden('Choose your centre first');
  const month = q.month ?? currentMonth();
  const rows = await ranked(everyFranchiseeContext(ctx), month);
  const mine = rows.find((r) => r.id === own);
  return {
    month,
    franchiseeId: own,
    score: mine?.score ?? null,
    rank: mine?.rank ?? null,
    /** Of how many centres rated this month. */
    rated: rows.filter((r) => r.rank !== null).length,
    peers: rows.map((r) => ({ rank: r.rank, score: r.score, mine: r.id === own })),
  };
}
