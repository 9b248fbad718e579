import type { FastifyInstance } from 'fastify';
import { serve } from '@portal/kit';
import * as C from '../shared/contracts.ts';
import { centreHealth, myHealth, networkHealth, setWeights, weightsNow } from './health.service.ts';
import { currentMonth } from './score.service.ts';
import { sendWarnings } from './warnings.service.ts';

export function healthRoutes(app: FastifyInstance): void {
  serve(app, C.getWeights, ({ ctx }) => weightsNow(ctx));
  serve(app, C.setWeights, ({ ctx, body }) => setWeights(ctx, body));
  serve(app, C.networkHealth, ({ ctx, query }) => networkHealth(ctx, query));
  serve(app, C.centreHealthOf, ({ ctx, params, query }) => centreHealth(ctx, params.franchiseeId, query));
  serve(app, C.myHealth, ({ ctx, query }) => myHealth(ctx, query));
  serve(app, C.runWarnings, async ({ ctx, query }) => {
    const month = query.month ?? currentMonth();
    return { month, sent: await sendWarnings(ctx, month) };
  });
}
