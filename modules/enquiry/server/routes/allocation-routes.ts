import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isNotNull, isNull } from 'drizzle-orm';
import { defaultFranchisee, fieldError, listQuerySchema, listRecords, toListQuery } from '@portal/kit';
import { z } from 'zod';
import { ENQUIRY_MODULES } from '../../shared/index.ts';
import { assignLeads, counsellorsOf } from '../allocation/assign-leads.ts';
import { enquiryPage } from '../enquiries/spanco-list.ts';
import { leadAllocationLogResource } from '../resources.ts';
import { enquiries } from '../schema.ts';
import { enquiryFilterQuery, id, withSelection } from './query.ts';

const assignBody = z.object({
  enquiryIds: z
    .array(id, { error: 'Enquiries must be a list of ids' })
    .min(1, { error: 'Choose at least one enquiry' })
    .max(500, { error: 'At most 500 enquiries at a time' }),
  counsellorId: id,
  reason: z.string().trim().max(500, { error: 'Reason must be at most 500 characters' }).nullish(),
});

export function allocationRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Lead allocation'];
  const allocation = { module: ENQUIRY_MODULES.LEAD_ALLOCATION };
  const reallocation = { module: ENQUIRY_MODULES.LEAD_REALLOCATION };

  r.get(
    '/api/lead-allocation/list',
    {
      config: allocation,
      schema: { tags, querystring: enquiryFilterQuery, summary: 'Leads waiting for a counsellor' },
    },
    async (req) => {
      const { page, pageSize, ...f } = withSelection(req.ctx, req.query);
      return enquiryPage(req.ctx, f, { page, pageSize }, isNull(enquiries.assignedTo));
    },
  );
  r.get(
    '/api/lead-reallocation/list',
    { config: reallocation, schema: { tags, querystring: enquiryFilterQuery, summary: 'Allocated leads' } },
    async (req) => {
      const { page, pageSize, ...f } = withSelection(req.ctx, req.query);
      return enquiryPage(req.ctx, f, { page, pageSize }, isNotNull(enquiries.assignedTo));
    },
  );
  r.post('/api/lead-allocation/assign', { config: allocation, schema: { tags, body: assignBody } }, async (req) =>
    assignLeads(req.ctx, req.body, 'allocate'),
  );
  r.post('/api/lead-reallocation/assign', { config: reallocation, schema: { tags, body: assignBody } }, async (req) =>
    assignLeads(req.ctx, req.body, 'reallocate'),
  );
  r.get(
    '/api/lead-allocation/counsellors',
    {
      config: { ...allocation, accessMethod: 'GET' },
      schema: { tags, querystring: z.object({ franchiseeID: id.optional() }) },
    },
    async (req) => {
      const franchiseeId = req.query.franchiseeID ?? defaultFranchisee(req.ctx);
      if (!franchiseeId) throw fieldError('franchiseeID', 'Select a franchisee');
      return { rows: await counsellorsOf(req.ctx, franchiseeId) };
    },
  );
  r.get(
    '/api/lead-allocation/log',
    {
      config: allocation,
      schema: { tags, querystring: listQuerySchema, summary: 'Every allocation, reallocation and routing' },
    },
    async (req) => listRecords(req.ctx, leadAllocationLogResource, toListQuery(req.query)),
  );
}
