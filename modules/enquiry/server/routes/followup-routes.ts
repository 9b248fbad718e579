import type { FastifyInstance } from 'fastify';
import { serve } from '@portal/kit';
import * as C from '../../shared/contracts.ts';
import { followUpList, followUpSummary } from '../followups/buckets.service.ts';
import { withSelection } from './query.ts';

export function followUpRoutes(app: FastifyInstance): void {
  serve(app, C.followUpSummary, ({ ctx, query }) => {
    const { page: _p, pageSize: _s, ...f } = withSelection(ctx, query);
    return followUpSummary(ctx, f);
  });
  serve(app, C.followUpList, ({ ctx, query }) => {
    const { page, pageSize, bucket, slot, ...f } = withSelection(ctx, query);
    return followUpList(ctx, f, bucket, slot, { page, pageSize });
  });
}
