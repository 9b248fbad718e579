import { and, eq } from 'drizzle-orm';
import { defineJob, enqueue, jobs } from '@portal/kit';
import type { Executor } from '@portal/db';
import type { VideoSettings } from './config.ts';
import { removeAbandonedUploads } from './videos.service.ts';

export const VIDEO_CLEANUP_JOB = 'learning.video-cleanup';

/** The running server's video settings (set when the module registers; the job runs in the same process). */
let active: VideoSettings | null = null;
export function useVideoSettings(settings: VideoSettings): void {
  active = settings;
}

/** Queues the next cleanup, unless one is queued already (a second try of this hour's finds it). */
export async function scheduleVideoCleanup(db: Executor, at = new Date(Date.now() + 3_600_000)): Promise<void> {
  const [queued] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.name, VIDEO_CLEANUP_JOB), eq(jobs.state, 'queued')))
    .limit(1);
  if (!queued) await enqueue(db, VIDEO_CLEANUP_JOB, {}, { runAt: at });
}

/**
 * Hourly: uploads left unfinished longer than VIDEO_ABANDON_HOURS lose their bytes and their row. The next hour's
 * run is queued before the work, so a cleanup that fails or whose server dies does not end the cycle.
 */
export const videoCleanupJob = defineJob({
  name: VIDEO_CLEANUP_JOB,
  // Run twice? Yes: removing what is gone twice removes nothing more.
  mayRunTwice: true,
  async handler({ db, log }) {
    await scheduleVideoCleanup(db);
    const removed = active ? await removeAbandonedUploads(db, active) : 0;
    if (removed) log.info(`Removed ${removed} abandoned video upload(s)`);
    return { removed };
  },
});
