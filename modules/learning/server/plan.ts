import { asc, eq } from 'drizzle-orm';
import type { Executor } from '@portal/db';
import { notFound } from '@portal/kit';
import { classes } from '@portal/mod-org/server';
import type { WeekPlan } from '../shared/contracts.ts';
import { dayDate } from '../shared/index.ts';
import { curriculumDays, curriculumWeeks, learningFolders, learningThemes } from './schema.ts';

/** A week and its days as a teacher reads them: what preview shows and what publishing freezes. */
export async function weekPlanOf(
  db: Executor,
  weekId: number,
): Promise<WeekPlan & { status: string; version: number }> {
  const [found] = await db
    .select({ week: curriculumWeeks, folder: learningFolders.name, className: classes.name, theme: learningThemes })
    .from(curriculumWeeks)
    .innerJoin(learningFolders, eq(learningFolders.id, curriculumWeeks.folderId))
    .innerJoin(classes, eq(classes.id, curriculumWeeks.classId))
    .leftJoin(learningThemes, eq(learningThemes.id, curriculumWeeks.themeId))
    .where(eq(curriculumWeeks.id, weekId));
  if (!found) throw notFound('Week at a glance');
  const days = await db
    .select()
    .from(curriculumDays)
    .where(eq(curriculumDays.weekId, weekId))
    .orderBy(asc(curriculumDays.dayNo));
  const { week } = found;
  return {
    weekId: week.id,
    folder: found.folder,
    className: found.className,
    weekNo: week.weekNo,
    title: week.title,
    startsOn: week.startsOn,
    theme: found.theme?.title ?? null,
    skills: found.theme?.skills ?? [],
    themeCompetencies: found.theme?.competencies ?? [],
    overview: week.overview,
    days: days.map((d) => ({
      id: d.id,
      dayNo: d.dayNo,
      date: dayDate(week.startsOn, d.dayNo),
      title: d.title,
      activities: d.activities,
      materials: d.materials,
      learningOutcomes: d.learningOutcomes,
      competencies: d.competencies,
    })),
    status: week.status,
    version: week.version,
  };
}
