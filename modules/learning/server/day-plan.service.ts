import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { franchiseeFence, type RequestContext } from '@portal/kit';
import { frozenWeekPlan } from '../shared/contracts.ts';
import { dayNoOf } from '../shared/index.ts';
import { curriculumPublications, curriculumVersions } from './schema.ts';

/** A class's planned day as published to a centre: what other modules read of the curriculum. */
export interface ClassDayPlan {
  title: string;
  activities: string | null;
  learningOutcomes: string | null;
  theme: string | null;
  skills: string[];
  /** The NCF-FS competencies the day names, then those of the week's theme, each once (codes such as C-8.3). */
  competencies: string[];
}

/**
 * The plan of a class for a day at the user's centre: the day of the week published over it (the latest publication
 * when several are), or null when none is or the day is a Sunday. Other modules ask here (observations suggests the
 * competencies a day's plan names) rather than reading the curriculum's tables.
 */
export async function classDayPlan(ctx: RequestContext, classId: number, date: string): Promise<ClassDayPlan | null> {
  const [row] = await ctx.db
    .select({ snapshot: curriculumVersions.snapshot })
    .from(curriculumPublications)
    .innerJoin(curriculumVersions, eq(curriculumVersions.id, curriculumPublications.versionId))
    .where(
      and(
        franchiseeFence(ctx, curriculumPublications.franchiseeId),
        eq(curriculumPublications.classId, classId),
        lte(curriculumPublications.startsOn, date),
        gt(sql`${curriculumPublications.startsOn} + 7`, sql`${date}::date`),
      ),
    )
    .orderBy(desc(curriculumPublications.startsOn), desc(curriculumPublications.id))
    .limit(1);
  if (!row) return null;
  const plan = frozenWeekPlan.parse(row.snapshot);
  const dayNo = dayNoOf(plan.startsOn, date);
  const day = plan.days.find((d) => d.dayNo === dayNo);
  if (!day) return null;
  return {
    title: day.title,
    activities: day.activities,
    learningOutcomes: day.learningOutcomes,
    theme: plan.theme,
    skills: plan.skills,
    competencies: [...new Set([...day.competencies, ...plan.themeCompetencies])],
  };
}
