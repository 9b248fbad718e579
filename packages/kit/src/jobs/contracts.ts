import { CRON_STATUS, defineEndpoint, timestamp } from '@portal/core';
import { z } from 'zod';
import { listQuerySchema } from '../http.ts';

export const CRON_MODULE = 'cronDashboard';

const statuses = Object.values(CRON_STATUS);

export const jobRunAnswer = z.object({
  id: z.number(),
  name: z.string(),
  jobId: z.string().nullable(),
  status: z.enum(statuses),
  payload: z.record(z.string(), z.unknown()),
  result: z.record(z.string(), z.unknown()).nullable(),
  error: z.string().nullable(),
  progress: z.number(),
  createdAt: timestamp,
  startedAt: timestamp.nullable(),
  finishedAt: timestamp.nullable(),
  franchiseeId: z.number().nullable(),
});

/** The cron screens' data: background job runs, newest first. */
export const cronRuns = defineEndpoint({
  method: 'GET',
  path: '/api/cron/runs',
  module: CRON_MODULE,
  tags: ['Cron'],
  summary: 'Background job runs, newest first',
  query: z.object({
    page: listQuerySchema.shape.page,
    pageSize: listQuerySchema.shape.pageSize,
    status: z.enum(statuses, { error: `Status must be one of: ${statuses.join(', ')}` }).optional(),
    name: z.string().trim().min(1).max(100, { error: 'Job name must be at most 100 characters' }).optional(),
  }),
  response: z.object({ rows: z.array(jobRunAnswer), count: z.number(), page: z.number(), pageSize: z.number() }),
});
