import type { FastifyInstance } from 'fastify';
import { serve } from '../endpoint.ts';
import { defineServerModule } from '../module.ts';
import { cronRuns } from './contracts.ts';
import { listRuns } from './runs.ts';

/** The cron screens' data: background job runs. */
export const cronModule = defineServerModule({
  name: 'cron',
  register(app: FastifyInstance) {
    serve(app, cronRuns, ({ ctx, query }) => listRuns(ctx, query));
  },
});
