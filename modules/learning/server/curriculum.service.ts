import { and, asc, count, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { todayInIndia } from '@portal/core';
import { franchiseeFence, notFound, type RequestContext } from '@portal/kit';
import { classes, franchisees } from '@portal/mod-org/server';
import { classGroups } from '@portal/mod-students/server';
import { adminUsers } from '@portal/mod-users/server';
import { frozenWeekPlan, type WeekPlan } from '../shared/contracts.ts';
import { dayNoOf, FOLDER_GROUP_TYPES } from '../shared/index.ts';
import { weekPlanOf } from './plan.ts';
import {
  curriculumDays,
  curriculumPublications,
  curriculumVersions,
  curriculumWeeks,
  learningFolders,
  learningThemes,
} from './schema.ts';

const planOf = (snapshot: unknown): WeekPlan => frozenWeekPlan.parse(snapshot);

/** Head office's preview: the draft as a teacher will see it once published. */
export async function previewWeek(ctx: RequestContext, weekId: number) {
  const { status, version, ...plan } = await weekPlanOf(ctx.db, weekId);
  return { plan, status, version };
}

/** Every published version of a week, newest first, with how many centres read it now. */
export async function versionsOf(ctx: RequestContext, weekId: number) {
  const [week] = await ctx.db
    .select({ id: curriculumWeeks.id })
    .from(curriculumWeeks)
    .where(eq(curriculumWeeks.id, weekId));
  if (!week) throw notFound('Week at a glance');
  const rows = await ctx.db
    .select({
      id: curriculumVersions.id,
      version: curriculumVersions.version,
      note: curriculumVersions.note,
      createdAt: curriculumVersions.createdAt,
      createdBy: sql<string | null>`${adminUsers.firstName} || ' ' || ${adminUsers.lastName}`,
      snapshot: curriculumVersions.snapshot,
      centres: sql<number>`(select count(*)::int from ${curriculumPublications} p
        where p.version_id = ${curriculumVersions.id})`,
    })
    .from(curriculumVersions)
    .leftJoin(adminUsers, eq(adminUsers.id, curriculumVersions.createdBy))
    .where(eq(curriculumVersions.weekId, weekId))
    .orderBy(desc(curriculumVersions.version));
  return {
    rows: rows.map(({ snapshot, ...r }) => ({ ...r, centres: Number(r.centres), plan: planOf(snapshot) })),
  };
}

/**
 * `week-glance/{id}`: folders and days draw ids from one sequence, so the id is either a folder's (its
 * weeks at a glance) or a day's (that day at a glance), never both.
 */
export async function weekGlance(ctx: RequestContext, id: number) {
  const [folder] = await ctx.db
    .select({ id: learningFolders.id, name: learningFolders.name, classGroup: classGroups.name })
    .from(learningFolders)
    .innerJoin(classGroups, eq(classGroups.id, learningFolders.classGroupId))
    .where(eq(learningFolders.id, id));
  if (folder) {
    const weeks = await ctx.db
      .select({
        id: curriculumWeeks.id,
        className: classes.name,
        weekNo: curriculumWeeks.weekNo,
        title: curriculumWeeks.title,
        startsOn: curriculumWeeks.startsOn,
        status: curriculumWeeks.status,
        version: curriculumWeeks.version,
        days: count(curriculumDays.id),
      })
      .from(curriculumWeeks)
      .innerJoin(classes, eq(classes.id, curriculumWeeks.classId))
      .leftJoin(curriculumDays, eq(curriculumDays.weekId, curriculumWeeks.id))
      .where(and(eq(curriculumWeeks.folderId, id), eq(curriculumWeeks.isActive, true)))
      .groupBy(curriculumWeeks.id, classes.name, classes.sort)
      .orderBy(asc(curriculumWeeks.startsOn), asc(classes.sort), asc(curriculumWeeks.id));
    return { kind: 'folder' as const, folder, weeks: weeks.map((w) => ({ ...w, days: Number(w.days) })) };
  }
  const [day] = await ctx.db
    .select({ weekId: curriculumDays.weekId })
    .from(curriculumDays)
    .where(eq(curriculumDays.id, id));
  if (!day) throw notFound('Folder or day at a glance');
  const { plan } = await previewWeek(ctx, day.weekId);
  return {
    kind: 'day' as const,
    weekId: day.weekId,
    day: plan.days.find((d) => d.id === id)!,
    week: { title: plan.title },
  };
}

/** A week as published to one of the user's centres (another centre's publication is a 404). */
export async function publishedWeek(ctx: RequestContext, publicationId: number) {
  const [row] = await ctx.db
    .select({
      centre: franchisees.companyName,
      version: curriculumVersions.version,
      publishedAt: curriculumPublications.publishedAt,
      snapshot: curriculumVersions.snapshot,
    })
    .from(curriculumPublications)
    .innerJoin(franchisees, eq(franchisees.id, curriculumPublications.franchiseeId))
    .innerJoin(curriculumVersions, eq(curriculumVersions.id, curriculumPublications.versionId))
    .where(
      and(eq(curriculumPublications.id, publicationId), franchiseeFence(ctx, curriculumPublications.franchiseeId)),
    );
  if (!row) throw notFound('Published week');
  const { snapshot, ...rest } = row;
  return { ...rest, plan: planOf(snapshot) };
}

/**
 * "Today": for each class of the user's centre with a week published over today, that day at a glance
 * (null on a day the week has no plan for). Network-wide users name the centre.
 */
export async function todayPlan(ctx: RequestContext, query: { date?: string; franchiseeID?: number }) {
  const date = query.date ?? todayInIndia();
  const fence = franchiseeFence(ctx, curriculumPublications.franchiseeId, query.franchiseeID ?? null);
  const rows = await ctx.db
    .select({
      publicationId: curriculumPublications.id,
      centre: franchisees.companyName,
      startsOn: curriculumPublications.startsOn,
      snapshot: curriculumVersions.snapshot,
    })
    .from(curriculumPublications)
    .innerJoin(franchisees, eq(franchisees.id, curriculumPublications.franchiseeId))
    .innerJoin(classes, eq(classes.id, curriculumPublications.classId))
    .innerJoin(curriculumVersions, eq(curriculumVersions.id, curriculumPublications.versionId))
    .where(
      and(
        fence,
        lte(curriculumPublications.startsOn, date),
        gt(sql`${curriculumPublications.startsOn} + 7`, sql`${date}::date`),
      ),
    )
    .orderBy(asc(franchisees.companyName), asc(classes.sort), asc(curriculumPublications.id))
    .limit(200);
  return {
    date,
    classes: rows.map((r) => {
      const plan = planOf(r.snapshot);
      const dayNo = dayNoOf(plan.startsOn, date);
      return {
        publicationId: r.publicationId,
        centre: r.centre,
        className: plan.className,
        weekNo: plan.weekNo,
        weekTitle: plan.title,
        theme: plan.theme,
        day: plan.days.find((d) => d.dayNo === dayNo) ?? null,
      };
    }),
  };
}

/** The curriculum class groups, classes, folders and themes the CMS's forms pick from. */
export async function cmsChoices(ctx: RequestContext) {
  const [groups, classRows, folders, themes] = await Promise.all([
    ctx.db
      .select({ id: classGroups.id, name: classGroups.name, groupType: classGroups.groupType })
      .from(classGroups)
      .where(and(eq(classGroups.isActive, true), inArray(classGroups.groupType, [...FOLDER_GROUP_TYPES])))
      .orderBy(asc(classGroups.name)),
    ctx.db
      .select({ id: classes.id, name: classes.name })
      .from(classes)
      .where(eq(classes.isActive, true))
      .orderBy(asc(classes.sort), asc(classes.name)),
    ctx.db
      .select({
        id: learningFolders.id,
        name: learningFolders.name,
        classGroupId: learningFolders.classGroupId,
        // Spelled out: a one-table select leaves its columns unqualified, and the subquery has an id too.
        weeks: sql<number>`(select count(*)::int from ${curriculumWeeks} w
          where w.folder_id = "learning_folders"."id" and w.is_active)`,
      })
      .from(learningFolders)
      .where(eq(learningFolders.isActive, true))
      .orderBy(asc(learningFolders.sort), asc(learningFolders.name)),
    ctx.db
      .select({ id: learningThemes.id, title: learningThemes.title, folderId: learningThemes.folderId })
      .from(learningThemes)
      .where(eq(learningThemes.isActive, true))
      .orderBy(asc(learningThemes.title)),
  ]);
  return {
    classGroups: groups,
    classes: classRows,
    folders: folders.map((f) => ({ ...f, weeks: Number(f.weeks) })),
    themes,
  };
}

/** A theme's days at a glance: the theme and each of its active weeks, first to last, with their days. */
export async function themeDayGlance(ctx: RequestContext, themeId: number) {
  const [found] = await ctx.db
    .select({ theme: learningThemes, folder: learningFolders.name })
    .from(learningThemes)
    .innerJoin(learningFolders, eq(learningFolders.id, learningThemes.folderId))
    .where(eq(learningThemes.id, themeId));
  if (!found) throw notFound('Theme');
  const weeks = await ctx.db
    .select({ id: curriculumWeeks.id })
    .from(curriculumWeeks)
    .where(and(eq(curriculumWeeks.themeId, themeId), eq(curriculumWeeks.isActive, true)))
    .orderBy(asc(curriculumWeeks.startsOn), asc(curriculumWeeks.weekNo), asc(curriculumWeeks.id));
  const { theme } = found;
  return {
    theme: {
      id: theme.id,
      title: theme.title,
      folder: found.folder,
      skills: theme.skills,
      description: theme.description,
    },
    weeks: await Promise.all(weeks.map((w) => weekPlanOf(ctx.db, w.id))),
  };
}
