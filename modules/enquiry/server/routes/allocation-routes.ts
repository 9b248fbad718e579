import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isNotNull, isNull } from 'drizzle-orm';
import {
  defaultFranchisee,
  fieldError,
  listQuerySchema,
  listRecords,
  listResponse,
  serve,
  toListQuery,
} from '@portal/kit';
import * as C from '../../shared/contracts.ts';
import { ENQUIRY_MODULES } from '../../shared/index.ts';
import { assignLeads, counsellorsOf } from '../allocation/assign-leads.service.ts';
import { enquiryPage } from '../enquiries/spanco-list.service.ts';
import { leadAllocationLogResource } from '../resources.ts';
import { enquiries } from '../schema.ts';
import { withSelection } from './query.ts';

export function allocationRoutes(app: FastifyInstance): void {
  serve(app, C.allocationList, ({ ctx, query }) => {
    const { page, pageSize, ...f } = withSelection(ctx, query);
    return enquiryPage(ctx, f, { page, pageSize }, isNull(enquiries.assignedTo));
  });
  serve(app, C.reallocationList, ({ ctx, query }) => {
    const { page, pageSize, ...f } = withSelection(ctx, query);
    return enquiryPage(ctx, f, { page, pageSize }, isNotNull(enquiries.assignedTo));
  });
  serve(app, C.allocateLeads, ({ ctx, body }) => assignLeads(ctx, body, 'allocate'));
  serve(app, C.reallocateLeads, ({ ctx, body }) => assignLeads(ctx, body, 'reallocate'));
  serve(app, C.counsellors, async ({ ctx, query }) => {
    const franchiseeId = query.franchiseeID ?? defaultFranchisee(ctx);
    if (!franchiseeId) throw fieldError('franchiseeID', 'Select a franchisee');
    return { rows: await counsellorsOf(ctx, franchiseeId) };
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/lead-allocation/log',
    {
      config: { module: ENQUIRY_MODULES.LEAD_ALLOCATION },
      schema: {
        tags: ['Lead allocation'],
        querystring: listQuerySchema,
        summary: 'Every allocation, reallocation and routing',
        response: listResponse(leadAllocationLogResource),
      },
    },
    async (req) => listRecords(req.ctx, leadAllocationLogResource, toListQuery(req.query)),
  );
}
