import { and, countDistinct, eq, gte, lte, ne, sql } from 'drizzle-orm';
import { academicYearRange, currentAcademicYear, figurePercent } from '@portal/core';
import { franchiseeFence, serveFigure, type RequestContext } from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { studentAdmissions } from '@portal/mod-students/server';
import { OBSERVATION_COVERAGE } from '../shared/figures.ts';
import { CURRICULAR_GOALS } from '../shared/framework.ts';
import { observations } from './schema.ts';

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

/** Evidence coverage per curricular goal per centre this academic year (head office's screen): no child named. */
export async function networkCoverage(ctx: RequestContext) {
  const { from, to } = academicYearRange(currentAcademicYear());
  const [counts, evidence, centres] = await Promise.all([
    activeCounts(ctx, {}),
    evidenceCounts(ctx, {}, from, to),
    ctx.db
      .select({ id: franchisees.id, name: franchisees.companyName, code: franchisees.code })
      .from(franchisees)
      .where(franchiseeFence(ctx, franchisees.id)),
  ]);
  const goals = CURRICULAR_GOALS.map((g) => g.code);
  return {
    goals,
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
