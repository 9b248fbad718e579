import { enqueue, type SeedContext } from '@portal/kit';
import type { Executor } from '@portal/db';
import { healthWarningSweep } from './warnings.service.ts';

/**
 * Demo health: the first morning check of the early warnings is queued to run as the portal starts (the figures it
 * reads are served by then), and it queues the next. The day's demo reports two serious incidents this month at
 * Little Sprouts Indiranagar, so that check raises its warning and tells its area manager.
 */
export async function seedHealth(db: Executor, { today }: SeedContext): Promise<void> {
  await enqueue(db, healthWarningSweep.job.name, {}, { runAt: today });
}
