import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { defineEndpoint } from '@portal/core';
import type { DbHandle } from '@portal/db';
import { serve } from '@portal/kit';
import { z } from 'zod';
import type { ReadRouting } from './read-routing.ts';

/** For load balancers and supervisors: the server answers, and on which kind of database. */
export const health = defineEndpoint({
  method: 'GET',
  path: '/api/health',
  public: true,
  tags: ['Health'],
  summary: 'The server is up',
  response: z.object({
    status: z.literal('ok'),
    database: z.enum(['pglite', 'postgres']),
    /** With a read replica: whether it keeps up, its replay lag, and where this node's replica-eligible reads went. */
    replica: z
      .object({
        usable: z.boolean(),
        lagMs: z.number().nullable(),
        reads: z.object({ replica: z.number(), primary: z.number() }),
      })
      .optional(),
    /**
     * On PostgreSQL, this node's pools (`portal`, and `direct` beside a pooler): connections open and idle, and
     * queries waiting for one. Requests that hang while the database is idle show here whether they wait for a
     * connection.
     */
    connections: z.record(z.string(), z.object({ open: z.number(), idle: z.number(), waiting: z.number() })).optional(),
  }),
});

const poolState = (pool: pg.Pool) => ({ open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });

function connectionsOf(db: DbHandle) {
  if (!db.pool) return undefined;
  const pools = { portal: db.pool, ...(db.direct && db.direct !== db.pool ? { direct: db.direct } : {}) };
  return Object.fromEntries(Object.entries(pools).map(([name, pool]) => [name, poolState(pool)]));
}

export function healthRoute(app: FastifyInstance, db: DbHandle, reads?: ReadRouting): void {
  serve(app, health, () => ({
    status: 'ok' as const,
    database: db.kind,
    connections: connectionsOf(db),
    ...(reads
      ? { replica: { usable: reads.replica.usable, lagMs: reads.replica.lagMs, reads: { ...reads.served } } }
      : {}),
  }));
  // Monitors that only ask whether the server answers send HEAD (the app exposes no HEAD of its own: app.ts).
  app.head(health.path, { config: { public: true } }, (_request, reply) => reply.send());
}
