import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '@portal/db';
import { defineJob } from '../jobs/define.ts';
import { enqueue } from '../jobs/queue.ts';
import { jobs } from '../jobs/schema.ts';
import { liveEvents } from './schema.ts';
import { queuedWrites } from '../queued/schema.ts';
import { KEEP_ANSWERS_MS } from '../queued/once.ts';
import { CATCH_UP_MINUTES } from './live.service.ts';

const PRUNE_JOB = 'live.prune';
const EVERY_MS = 5 * 60_000;

/** Queues the next prune unless one is queued or running (any node may ask; one chain runs). */
export async function schedulePrune(db: Executor, delayMs = EVERY_MS): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${PRUNE_JOB}))`);
    const [queued] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.name, PRUNE_JOB), inArray(jobs.state, ['queued', 'active'])))
      .limit(1);
    if (!queued) await enqueue(tx, PRUNE_JOB, {}, { runAt: new Date(Date.now() + delayMs) });
  });
}

/**
 * Drops live events older than the catch-up window and the answers kept for classroom writes' keys once no queue may
 * send them again (a day past the oldest a device may still send), then queues itself again.
 */
export const pruneLiveEvents = defineJob({
  name: PRUNE_JOB,
  // Run twice? Yes: pruning twice prunes nothing more.
  mayRunTwice: true,
  async handler({ db }) {
    const gone = await db
      .delete(liveEvents)
      .where(lt(liveEvents.createdAt, sql`now() - make_interval(mins => ${CATCH_UP_MINUTES})`))
      .returning({ id: liveEvents.id });
    await db.delete(queuedWrites).where(lt(queuedWrites.receivedAt, new Date(Date.now() - KEEP_ANSWERS_MS)));
    await enqueue(db, PRUNE_JOB, {}, { runAt: new Date(Date.now() + EVERY_MS) });
    return { removed: gone.length };
  },
});
