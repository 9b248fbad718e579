import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CRON_STATUS } from '@portal/core';

export type RunStatus = (typeof CRON_STATUS)[keyof typeof CRON_STATUS];

/** One row per run of a background job, with the portal's cron status labels. */
export const jobRuns = pgTable('job_runs', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
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
