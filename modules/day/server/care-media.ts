import { eq } from 'drizzle-orm';
import { registerFileLink } from '@portal/kit';
import { assertSeesChildDay } from './care.service.ts';
import { dayCareEvents } from './schema.ts';

/**
 * A care event's photo or video is read by whoever may read that child's day: the child's parents, the teachers of
 * the class, the centre's heads. Another family, another class's teacher or another centre gets a 404, as for any
 * file it may not read.
 */
registerFileLink({
  name: 'day-care-media',
  async holders(ctx, fileId) {
    const rows = await ctx.db
      .select({ studentAdmissionId: dayCareEvents.studentAdmissionId })
      .from(dayCareEvents)
      .where(eq(dayCareEvents.fileId, fileId));
    return rows.map((r) => r.studentAdmissionId);
  },
  mayRead: (ctx, studentAdmissionId) =>
    assertSeesChildDay(ctx, studentAdmissionId).then(
      () => true,
      () => false,
    ),
});
