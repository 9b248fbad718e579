import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ENQUIRY_MODULES, FOLLOW_UP_CATEGORIES, SPANCO_STATUSES } from '../../shared/index.ts';
import { followUpList, followUpSummary } from '../followups/buckets.ts';
import { id, isoDate, pageQuery, withSelection } from './query.ts';

const followUpQuery = pageQuery.extend({
  franchiseeID: id.optional(),
  academicYearID: id.optional(),
  date: isoDate('Date').optional(),
  status: z.enum(SPANCO_STATUSES, { error: `Status must be one of: ${SPANCO_STATUSES.join(', ')}` }).optional(),
  type: z.enum(FOLLOW_UP_CATEGORIES, { error: `Type must be one of: ${FOLLOW_UP_CATEGORIES.join(', ')}` }).optional(),
  assignedTo: id.optional(),
  searchValue: z.string().max(200).optional(),
});

export function followUpRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Follow-ups'];
  const config = { module: ENQUIRY_MODULES.FOLLOW_UP };
  r.get(
    '/api/followup/summary',
    { config, schema: { tags, querystring: followUpQuery, summary: 'Counts per follow-up bucket' } },
    async (req) => {
      const { page: _p, pageSize: _s, ...f } = withSelection(req.ctx, req.query);
      return followUpSummary(req.ctx, f);
    },
  );
  const listQuery = followUpQuery.extend({
    bucket: z.enum(['cold', 'warm', 'hot', 'closed'], { error: 'Bucket must be cold, warm, hot or closed' }),
    slot: z.enum(['overdue', 'current', 'next'], { error: 'Slot must be overdue, current or next' }).optional(),
  });
  r.get('/api/followup/list', { config, schema: { tags, querystring: listQuery } }, async (req) => {
    const { page, pageSize, bucket, slot, ...f } = withSelection(req.ctx, req.query);
    return followUpList(req.ctx, f, bucket, slot, { page, pageSize });
  });
}
