import { and, asc, count, eq, gte, inArray, lte } from 'drizzle-orm';
import { franchiseeFence, type RequestContext } from '@portal/kit';
import { homework, homeworkSubmissions } from '../schema.ts';
import { generalDiaries } from './schema.ts';

/**
 * A teacher's classes on a day: the general diary written for them that day, and the homework set or due around
 * it with how many submissions still wait for a review. The caller names the classes they may see.
 */
export async function classesDay(ctx: RequestContext, classIds: readonly number[], day: string) {
  if (classIds.length === 0) return { diary: [], homework: [] };
  const diary = await ctx.db
    .select({ id: generalDiaries.id, classId: generalDiaries.classId, title: generalDiaries.title })
    .from(generalDiaries)
    .where(
      and(
        franchiseeFence(ctx, generalDiaries.franchiseeId),
        inArray(generalDiaries.classId, [...classIds]),
        eq(generalDiaries.diaryDate, day),
      ),
    )
    .orderBy(asc(generalDiaries.id));
  const toReview = ctx.db
    .select({ homeworkId: homeworkSubmissions.homeworkId, waiting: count().as('waiting') })
    .from(homeworkSubmissions)
    .where(eq(homeworkSubmissions.status, 'SUBMITTED'))
    .groupBy(homeworkSubmissions.homeworkId)
    .as('to_review');
  const work = await ctx.db
    .select({
      id: homework.id,
      classId: homework.classId,
      subject: homework.subject,
      title: homework.title,
      dueDate: homework.dueDate,
      toReview: toReview.waiting,
    })
    .from(homework)
    .leftJoin(toReview, eq(toReview.homeworkId, homework.id))
    .where(
      and(
        franchiseeFence(ctx, homework.franchiseeId),
        inArray(homework.classId, [...classIds]),
        lte(homework.setDate, day),
        gte(homework.dueDate, day),
      ),
    )
    .orderBy(asc(homework.dueDate), asc(homework.id))
    .limit(20);
  return { diary, homework: work.map((h) => ({ ...h, toReview: Number(h.toReview ?? 0) })) };
}
