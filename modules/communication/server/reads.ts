import { and, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { RequestContext } from '@portal/kit';
import { announcementReads, announcements } from './schema.ts';

/**
 * The five latest announcements a child's parents see on `today` (the centre's, to everyone or to parents, for the
 * child's class and section or for all), newest first, each with whether the user `userId` has read it.
 */
export async function latestAnnouncementsOfChild(
  ctx: RequestContext,
  child: { franchiseeId: number; classId: number; sectionId: number | null },
  today: string,
  userId: number,
) {
  return ctx.db
    .select({
      id: announcements.id,
      title: announcements.title,
      publishFrom: announcements.publishFrom,
      read: sql<boolean>`${announcementReads.id} is not null`,
    })
    .from(announcements)
    .leftJoin(
      announcementReads,
      and(eq(announcementReads.announcementId, announcements.id), eq(announcementReads.userId, userId)),
    )
    .where(
      and(
        eq(announcements.franchiseeId, child.franchiseeId),
        inArray(announcements.audience, ['ALL', 'PARENT']),
        or(isNull(announcements.classId), eq(announcements.classId, child.classId)),
        or(isNull(announcements.sectionId), eq(announcements.sectionId, sql`${child.sectionId ?? 0}`)),
        lte(announcements.publishFrom, today),
        or(isNull(announcements.publishTo), gte(announcements.publishTo, today)),
      ),
    )
    .orderBy(desc(announcements.publishFrom), desc(announcements.id))
    .limit(5);
}
