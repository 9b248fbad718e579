import type { Executor } from '@portal/db';
import { DEFAULT_RETENTION_MONTHS, RETENTION_CATEGORIES } from '../shared/constants.ts';
import { scheduleRetentionDryRun } from './retention-job.ts';
import { retentionRules } from './schema.ts';

/** The retention periods a network starts with, and the nightly dry run's first run. */
export async function seedSafeguards(db: Executor): Promise<void> {
  await db
    .insert(retentionRules)
    .values(RETENTION_CATEGORIES.map((category) => ({ category, months: DEFAULT_RETENTION_MONTHS[category] })))
    .onConflictDoNothing();
  await scheduleRetentionDryRun(db);
}
