import { defineDailySweep } from '@portal/kit';
import { retentionDryRun } from './retention.service.ts';

/**
 * Every night a dry run lists what has passed its period, so head office finds the report waiting; only head
 * office applies it (a run touches nothing a dry run did not list first).
 */
const retentionSweep = defineDailySweep({
  name: 'safeguards.retention-dry-run',
  // Run twice? Yes: a dry run only counts.
  mayRunTwice: true,
  at: '02:30',
  what: 'row(s) past their retention period listed',
  sweep: async (ctx) => (await retentionDryRun(ctx)).sections.reduce((n, s) => n + s.count, 0),
});

export const retentionDryRunJob = retentionSweep.job;
export const scheduleRetentionDryRun = retentionSweep.schedule;
