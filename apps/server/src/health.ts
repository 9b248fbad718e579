import type { FastifyInstance } from 'fastify';
import { defineEndpoint } from '@portal/core';
import type { DbHandle } from '@portal/db';
import { serve } from '@portal/kit';
import { z } from 'zod';

/** For load balancers and supervisors: the server answers, and on which kind of database. */
export const health = defineEndpoint({
  method: 'GET',
  path: '/api/health',
  public: true,
  tags: ['Health'],
  summary: 'The server is up',
  response: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
});

export function healthRoute(app: FastifyInstance, database: DbHandle['kind']): void {
  serve(app, health, () => ({ status: 'ok' as const, database }));
}
