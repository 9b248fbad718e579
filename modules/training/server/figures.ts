import { and, eq, inArray, lt } from 'drizzle-orm';
import { addDays, figurePercent } from '@portal/core';
import { serveFigure, type FigurePeriod, type FigureScope, type RequestContext } from '@portal/kit';
import { activeStaffOf } from '@portal/mod-staff/server';
import { TRAINING_STAFF_TRAINED } from '../shared/figures.ts';
import { moduleCompletions, teacherEnrollments, teacherModules } from './schema.ts';

/**
 * The teachers of a centre (or of the fenced network) trained on a day: the active teachers come from the staff
 * module's service; each is trained when every active module of every topic they are enrolled in (approved) has
 * a completion by the end of that day.
 */
export async function staffTrained(ctx: RequestContext, scope: FigureScope, period: FigurePeriod) {
  const day = period.to;
  const teachers = (await activeStaffOf(ctx, scope, day, 'TEACHER')).map((s) => s.staffId);
  if (teachers.length === 0) return { teachers: 0, trained: 0, percent: null };
  const enrolled = await ctx.db
    .select({ staffId: teacherEnrollments.staffId, moduleId: teacherModules.id })
    .from(teacherEnrollments)
    .innerJoin(
      teacherModules,
      and(eq(teacherModules.topicId, teacherEnrollments.topicId), eq(teacherModules.isActive, true)),
    )
    .where(and(inArray(teacherEnrollments.staffId, teachers), eq(teacherEnrollments.status, 'APPROVED')));
  const done = await ctx.db
    .select({ staffId: moduleCompletions.staffId, moduleId: moduleCompletions.moduleId })
    .from(moduleCompletions)
    .where(
      and(
        inArray(moduleCompletions.staffId, teachers),
        lt(moduleCompletions.completedAt, new Date(`${addDays(day, 1)}T00:00:00+05:30`)),
      ),
    );
  const completed = new Set(done.map((d) => `${d.staffId}:${d.moduleId}`));
  const assigned = new Map<number, number[]>();
  for (const e of enrolled) assigned.set(e.staffId, [...(assigned.get(e.staffId) ?? []), e.moduleId]);
  const trained = teachers.filter((id) => {
    const modules = assigned.get(id);
    return modules !== undefined && modules.every((m) => completed.has(`${id}:${m}`));
  }).length;
  return { teachers: teachers.length, trained, percent: figurePercent(trained, teachers.length) };
}

export function serveTrainingFigures() {
  serveFigure(TRAINING_STAFF_TRAINED, async (ctx, scope, period) => (await staffTrained(ctx, scope, period)).percent);
}
