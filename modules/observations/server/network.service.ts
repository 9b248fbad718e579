import { and, countDistinct, eq, gte, lte, ne, sql } from 'drizzle-orm';
import { academicYearRange, currentAcademicYear, figurePercent, todayInIndia } from '@portal/core';
import { franchiseeFence, serveFigure, type RequestContext } from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { studentAdmissions } from '@portal/mod-students/server';
import { OBSERVATION_COVERAGE } from '../shared/figures.ts';
import { CURRICULAR_GOALS } from '../shared/framework.ts';
import { hpcCards, observations } from './schema.ts';
import { currentTerm } from './term.ts';

interface Scope {
  franchiseeId?: number;
  classId?: number;
}

/** Active children per centre (and class, when asked), inside the fence: counts, no identity. */
async function activeCounts(ctx: RequestContext, scope: Scope) {
  return ctx.db
    .select({ franchiseeId: studentAdmissions.franchiseeId, children: sql<number>`count(*)::int` })
    .from(studentAdmissions)
    .where(
      and(
        franchiseeFence(ctx, studentAdmissions.franchiseeId, scope.franchiseeId),
        eq(studentAdmissions.status, 'Active'),
        scope.classId === undefined ? undefined : eq(studentAdmissions.classId, scope.classId),
      ),
    )
    .groupBy(studentAdmissions.franchiseeId);
}

/**
 * Per centre and curricular goal, how many Active children have evidence (an observation at a level) in the period:
 * a count of distinct children, never who they are.
 */
async function evidenceCounts(ctx: RequestContext, scope: Scope, from: string, to: string) {
  return ctx.db
    .select({
      franchiseeId: observations.franchiseeId,
      goal: observations.goal,
      children: countDistinct(observations.studentAdmissionId),
    })
    .from(observations)
    .innerJoin(studentAdmissions, eq(studentAdmissions.id, observations.studentAdmissionId))
    .where(
      and(
        franchiseeFence(ctx, observations.franchiseeId, scope.franchiseeId),
        eq(studentAdmissions.status, 'Active'),
        scope.classId === undefined ? undefined : eq(studentAdmissions.classId, scope.classId),
        ne(observations.level, 'notYetObserved'),
        gte(observations.observedOn, from),
        lte(observations.observedOn, to),
      ),
    )
    .groupBy(observations.franchiseeId, observations.goal);
}

/** Per centre, the observations recorded (every one, "not yet observed" too) from a day to another: counts only. */
async function observationCounts(ctx: RequestContext, from: string, to: string) {
  return ctx.db
    .select({ franchiseeId: observations.franchiseeId, count: sql<number>`count(*)::int` })
    .from(observations)
    .where(
      and(
        franchiseeFence(ctx, observations.franchiseeId),
        gte(observations.observedOn, from),
        lte(observations.observedOn, to),
      ),
    )
    .groupBy(observations.franchiseeId);
}

/** Per centre, the progress cards of a term published to families: counts only. */
async function publishedCounts(ctx: RequestContext) {
  const term = currentTerm();
  return ctx.db
    .select({ franchiseeId: hpcCards.franchiseeId, count: sql<number>`count(*)::int` })
    .from(hpcCards)
    .where(
      and(
        franchiseeFence(ctx, hpcCards.franchiseeId),
        eq(hpcCards.academicYear, term.academicYear),
        eq(hpcCards.term, term.term),
        eq(hpcCards.state, 'published'),
      ),
    )
    .groupBy(hpcCards.franchiseeId);
}

/** Whole weeks (at least one) from a day to another, both counted. */
const weeksBetween = (from: string, to: string) =>
  Math.max(1, Math.ceil((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`) + 86_400_000) / 604_800_000));

/**
 * Head office's screen, with no child named: evidence coverage per curricular goal per centre this academic year,
 * the observations per child per week this term so far and the term's progress cards published.
 */
export async function networkCoverage(ctx: RequestContext) {
  const { from, to } = academicYearRange(currentAcademicYear());
  const term = currentTerm();
  const today = todayInIndia();
  const termTo = term.to < today ? term.to : today;
  const [counts, evidence, centres, recorded, published] = await Promise.all([
    activeCounts(ctx, {}),
    evidenceCounts(ctx, {}, from, to),
    ctx.db
      .select({ id: franchisees.id, name: franchisees.companyName, code: franchisees.code })
      .from(franchisees)
      .where(franchiseeFence(ctx, franchisees.id)),
    observationCounts(ctx, term.from, termTo),
    publishedCounts(ctx),
  ]);
  const goals = CURRICULAR_GOALS.map((g) => g.code);
  const weeks = weeksBetween(term.from, termTo);
  return {
    goals,
    term: term.key,
    centres: counts
      .map((c) => {
        const centre = centres.find((f) => f.id === c.franchiseeId);
        const seen = (goal: string) =>
          evidence.find((e) => e.franchiseeId === c.franchiseeId && e.goal === goal)?.children ?? 0;
        return {
          franchiseeId: c.franchiseeId,
          centre: centre ? `${centre.code} ${centre.name}` : String(c.franchiseeId),
          children: c.children,
          goals: Object.fromEntries(goals.map((g) => [g, figurePercent(seen(g), c.children)])),
          // One decimal: a centre at 0.4 a child a week is a different story from one at 0.
          perChildPerWeek:
            c.children === 0
              ? null
              : Math.round(
                  ((recorded.find((r) => r.franchiseeId === c.franchiseeId)?.count ?? 0) * 10) / (c.children * weeks),
                ) / 10,
          cardsPublished: published.find((p) => p.franchiseeId === c.franchiseeId)?.count ?? 0,
        };
      })
      .sort((a, b) => a.centre.localeCompare(b.centre)),
  };
}

/** The figure: goals with evidence over every Active child × the 13 goals, for a class, a centre or the network. */
export function serveObservationFigures(): void {
  serveFigure(OBSERVATION_COVERAGE, async (ctx, scope, period) => {
    const [counts, evidence] = await Promise.all([
      activeCounts(ctx, scope),
      evidenceCounts(ctx, scope, period.from, period.to),
    ]);
    const children = counts.reduce((n, c) => n + c.children, 0);
    const seen = evidence.reduce((n, e) => n + e.children, 0);
    return figurePercent(seen, children * CURRICULAR_GOALS.length);
  });
}
