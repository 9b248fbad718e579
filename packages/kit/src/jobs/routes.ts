import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CRON_STATUS } from '@portal/core';
import { z } from 'zod';
import { listQuerySchema } from '../http.ts';
import { defineServerModule } from '../module.ts';
import { listRuns } from './runs.ts';

export const CRON_MODULE = 'cronDashboard';

const statuses = Object.values(CRON_STATUS);
const runQuery = z.object({
  page: listQuerySchema.shape.page,
  pageSize: listQuerySchema.shape.pageSize,
  status: z.enum(statuses, { error: `Status must be one of: ${statuses.join(', ')}` }).optional(),
  name: z.string().trim().min(1).max(100, { error: 'Job name must be at most 100 characters' }).optional(),
});

/** The cron screens' data: background job runs. */
export const cronModule = defineServerModule({
  name: 'cron',
  register(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/cron/runs',
      { config: { module: CRON_MODULE }, schema: { tags: ['Cron'], querystring: runQuery } },
      async (req) => listRuns(req.ctx, req.query),
    );
  },
});
