import { eq } from 'drizzle-orm';
import { registerFileLink, type RequestContext } from '@portal/kit';
import { assertSeesChildDay } from './care.service.ts';
import { dayCareEvents } from './schema.ts';

/** The children whose care events hold a file (a photo or video of their day). */
export async function careMediaChildren(ctx: RequestContext, fileId: string): Promise<number[]> {
  const rows = await ctx.db
    .select({ studentAdmissionId: dayCareEvents.studentAdmissionId })
    .from(dayCareEvents)
    .where(eq(dayCareEvents.fileId, fileId));
  return rows.map((r) => r.studentAdmissionId);
}

/**
 * A care event's photo or video is read by whoever may read that child's day: the child's parents, the teachers of
 * the class, the centre's heads. Another family, another class's teacher or another centre gets a 404, as for any
 * file it may not read.
 */
registerFileLink({
  name: 'day-care-media',
  holders: careMediaChildren,
  mayRead: (ctx, studentAdmissionId) =>
    assertSeesChildDay(ctx, studentAdmissionId).then(
      () => true,
      () => false,
    ),
});
