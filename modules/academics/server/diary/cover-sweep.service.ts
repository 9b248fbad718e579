import { lt } from 'drizzle-orm';
import { todayInIndia } from '@portal/core';
import { defineDailySweep, type RequestContext } from '@portal/kit';
import { classTeachers } from './schema.ts';

export const PAST_COVERS_JOB = 'academics.past-covers';

/**
 * Removes the covers of days gone. A past cover already places nobody (`placedToday`), but the rules' kept reads
 * last until a class's teachers change: removing the rows is that change, on every node, soon after midnight.
 */
export async function removePastCovers(ctx: RequestContext, today = todayInIndia()): Promise<number> {
  const gone = await ctx.db
    .delete(classTeachers)
    .where(lt(classTeachers.coverOn, today))
    .returning({ id: classTeachers.id });
  return gone.length;
}

const pastCovers = defineDailySweep({
  name: PAST_COVERS_JOB,
  at: '00:01',
  what: 'past cover(s) removed',
  // Removing the past covers again removes nothing more.
  mayRunTwice: true,
  sweep: (ctx) => removePastCovers(ctx),
});

/** The daily sweep of past covers, then tomorrow's run. */
export const pastCoversJob = pastCovers.job;
export const schedulePastCovers = pastCovers.schedule;
