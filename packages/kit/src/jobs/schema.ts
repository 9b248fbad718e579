import { id } from '@portal/db';
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CRON_STATUS } from '@portal/core';

export type RunStatus = (typeof CRON_STATUS)[keyof typeof CRON_STATUS];

/** One row per run of a background job, with the portal's cron status labels. */
export const jobRuns = pgTable('job_runs', {
  id: id(),
  name: text().notNull(),
  jobId: text(),
  status: text().$type<RunStatus>().notNull(),
  payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  result: jsonb().$type<Record<string, unknown>>(),
  error: text(),
  progress: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  startedAt: timestamp({ withTimezone: true }),
  finishedAt: timestamp({ withTimezone: true }),
  franchiseeId: integer(),
});

export type JobState = 'queued' | 'active';

/**
 * The queue itself: a row lives here from enqueue until its run ends, so the
 * table stays small; job_runs keeps the history.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    name: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    state: text().$type<JobState>().notNull().default('queued'),
    runId: integer()
      .notNull()
      .references(() => jobRuns.id, { onDelete: 'cascade' }),
    // Copied from the definition at enqueue, so whichever node finds the job orphaned knows what to do.
    resumable: boolean().notNull().default(false),
    attempts: integer().notNull().default(0),
    runAfter: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lockedBy: text(),
    heartbeatAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('jobs_claim_idx').on(t.state, t.runAfter, t.id)],
);
