import { anonymousContext, everyFranchiseeContext, type SeedContext } from '@portal/kit';
import type { Executor } from '@portal/db';
import { todayInIndia } from '@portal/core';
import { healthWarningSweep, sendWarnings } from './warnings.ts';

/**
 * Demo health: the month's early warnings checked once over the demo network (the day's demo reports two serious
 * incidents this month at Little Sprouts Indiranagar, so its area manager is told), and the morning check queued.
 */
export async function seedHealth(db: Executor, { today }: SeedContext): Promise<void> {
  await sendWarnings(everyFranchiseeContext(anonymousContext(db)), todayInIndia(today).slice(0, 7));
  await healthWarningSweep.schedule(db);
}
