import { todayInIndia } from '@portal/core';
import type { RequestContext } from '@portal/kit';
import { classDayPlan } from '@portal/mod-learning/server';
import { plannedCompetencies, suggestedFor } from '../shared/planned.ts';
import { observedClass } from './children.service.ts';
import { activeIndicators } from './indicators.service.ts';

/**
 * What the record screen starts from: the classes the user observes, one class's children with their band, and the
 * competencies the class's plan for the day (today by default) names, asked of the curriculum's own service, each
 * child offered those of their band; and head office's active indicators, shown under the competency picked.
 */
export async function classToRecord(ctx: RequestContext, classId?: number, day: string = todayInIndia()) {
  const chosen = await observedClass(ctx, 'GET', classId);
  const plan = chosen.classId === null ? null : await classDayPlan(ctx, chosen.classId, day);
  const planned = plan
    ? plannedCompetencies(plan.competencies, [plan.title, plan.activities, plan.learningOutcomes])
    : [];
  return {
    day,
    classes: chosen.classes,
    classId: chosen.classId,
    planned: { title: plan?.title ?? null, competencies: planned },
    children: chosen.children.map((c) => ({
      studentAdmissionId: c.studentAdmissionId,
      name: c.name,
      band: c.band,
      suggested: suggestedFor(planned, c.band),
    })),
    indicators: await activeIndicators(ctx),
  };
}
