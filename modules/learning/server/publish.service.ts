import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { badRequest, conflict, type RequestContext } from '@portal/kit';
import { classes, franchisees } from '@portal/mod-org/server';
import { sections } from '@portal/mod-students/server';
import type { PublishWeekInput } from '../shared/index.ts';
import { weekPlanOf } from './plan.ts';
import { curriculumPublications, curriculumVersions, curriculumWeeks } from './schema.ts';

type Week = typeof curriculumWeeks.$inferSelect;

/** Active centres that run the class (an active section of it). */
async function centresRunning(ctx: RequestContext, classId: number, only?: number[]) {
  return ctx.db
    .selectDistinct({ id: franchisees.id, name: franchisees.companyName })
    .from(franchisees)
    .innerJoin(sections, and(eq(sections.franchiseeId, franchisees.id), eq(sections.isActive, true)))
    .where(
      and(
        eq(sections.classId, classId),
        eq(franchisees.isActive, true),
        only ? inArray(franchisees.id, only) : undefined,
      ),
    );
}

/**
 * Publishes a week: its plan as it stands becomes the next version, and the named centres (or every
 * active centre that runs the class) read that version from now on. A centre that does not run the
 * class is refused by name; nothing is written then.
 */
export async function publishWeek(ctx: RequestContext, week: Week, input: PublishWeekInput) {
  const plan = await weekPlanOf(ctx.db, week.id);
  if (plan.days.length === 0) throw conflict('Add at least one day at a glance before publishing the week');
  const named = input?.franchiseeIds?.length ? [...new Set(input.franchiseeIds)] : undefined;
  const centres = await centresRunning(ctx, week.classId, named);
  if (named && centres.length < named.length) {
    const missing = named.filter((id) => !centres.some((c) => c.id === id));
    const rows = await ctx.db
      .select({ name: franchisees.companyName })
      .from(franchisees)
      .where(inArray(franchisees.id, missing));
    const [cls] = await ctx.db.select({ name: classes.name }).from(classes).where(eq(classes.id, week.classId));
    const names = rows.length ? rows.map((r) => r.name).join(', ') : `centre ${missing.join(', ')}`;
    throw badRequest(`${names} does not run ${cls?.name ?? 'this class'}; publish to centres with a section of it`);
  }
  if (centres.length === 0) throw conflict('No active centre runs this class yet');
  const version = week.version + 1;
  const { status: _s, version: _v, ...snapshot } = plan;
  const [saved] = await ctx.db
    .insert(curriculumVersions)
    .values({ weekId: week.id, version, snapshot, note: input?.note ?? null, createdBy: ctx.user?.id ?? null })
    .returning({ id: curriculumVersions.id });
  const publishedAt = new Date();
  // One statement for every centre: 500 centres are one round trip.
  await ctx.db
    .insert(curriculumPublications)
    .values(
      centres.map((c) => ({
        franchiseeId: c.id,
        weekId: week.id,
        classId: week.classId,
        startsOn: week.startsOn,
        versionId: saved.id,
        publishedBy: ctx.user?.id ?? null,
        publishedAt,
      })),
    )
    .onConflictDoUpdate({
      target: [curriculumPublications.franchiseeId, curriculumPublications.weekId],
      set: {
        versionId: sql`excluded.version_id`,
        startsOn: sql`excluded.starts_on`,
        publishedBy: sql`excluded.published_by`,
        publishedAt: sql`excluded.published_at`,
      },
    });
  return {
    set: { version, publishedAt },
    answer: { version, centres: centres.length },
  };
}

/** Takes a week back from every centre (or from those not named): they no longer see it. */
export async function withdrawWeek(ctx: RequestContext, week: Week, keep: number[] = []) {
  const removed = await ctx.db
    .delete(curriculumPublications)
    .where(
      and(
        eq(curriculumPublications.weekId, week.id),
        keep.length ? notInArray(curriculumPublications.franchiseeId, keep) : undefined,
      ),
    )
    .returning({ id: curriculumPublications.id });
  return { answer: { centres: removed.length } };
}
