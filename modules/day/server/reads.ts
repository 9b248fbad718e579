import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RequestContext } from '@portal/kit';
import { studentAdmissions, students } from '@portal/mod-students/server';
import { dayCareEvents } from './schema.ts';

/**
 * The care photos of children who left (or graduated) before the cut-off (the retention sweep's), in id order:
 * the event, its file, its day, the child's name and when the child's record last changed.
 */
export async function carePhotosOfChildrenGoneBefore(ctx: RequestContext, cutoff: Date) {
  return ctx.db
    .select({
      id: dayCareEvents.id,
      fileId: dayCareEvents.fileId,
      day: dayCareEvents.day,
      child: students.fullName,
      since: students.updatedAt,
    })
    .from(dayCareEvents)
    .innerJoin(studentAdmissions, eq(studentAdmissions.id, dayCareEvents.studentAdmissionId))
    .innerJoin(students, eq(students.id, studentAdmissions.studentId))
    .where(
      and(
        eq(dayCareEvents.kind, 'PHOTO'),
        inArray(students.status, ['Left', 'Graduated']),
        sql`${students.updatedAt} < ${cutoff.toISOString()}`,
      ),
    )
    .orderBy(dayCareEvents.id);
}

/** Deletes these care events (their files are the caller's to remove, after). */
export async function deleteCareEvents(ctx: RequestContext, ids: readonly number[]) {
  if (!ids.length) return;
  await ctx.db.delete(dayCareEvents).where(inArray(dayCareEvents.id, [...ids]));
}
