import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, viewRoutes } from '@portal/kit';
import { z } from 'zod';
import { ENQUIRY_MODULES, SPANCO_SUB_STATUSES, STAGES, type Stage } from '../../shared/index.ts';
import { enquiryCount } from '../enquiries/enquiry-count.ts';
import { moveStage } from '../enquiries/move-stage.ts';
import { spancoCounts } from '../enquiries/spanco-list.ts';
import { enquiryListView, shellSelection } from '../enquiries/enquiry-list.ts';
import { enquiryByCode, enquiryWorkflow } from '../forms/form-views.ts';
import { enquiryDashboard } from '../reports/enquiry-dashboard.ts';
import { enquiryFilterQuery, id, isoDate, withSelection } from './query.ts';

const moveBody = z.object({
  stage: z.enum(STAGES as [Stage, ...Stage[]], { error: `Stage must be one of: ${STAGES.join(', ')}` }),
  spancoSubStatus: z.string().trim().max(60).optional(),
  reason: z.string().trim().max(500, { error: 'Reason must be at most 500 characters' }).nullish(),
  nextFollowUpDate: isoDate('Next follow-up date').nullish(),
});

export function enquiryRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Enquiries'];
  const enquiry = { module: ENQUIRY_MODULES.ENQUIRY };
  const service = { module: ENQUIRY_MODULES.SERVICE_ENQUIRY };

  r.get(
    '/api/enquiry/enquiry-count',
    {
      config: enquiry,
      schema: {
        tags,
        querystring: z.object({ franchiseeID: id.optional(), academicYearID: id.optional() }),
        summary: 'Header figures of the enquiry screens',
      },
    },
    async (req) => enquiryCount(req.ctx, withSelection(req.ctx, req.query)),
  );
  viewRoutes(app, enquiryListView, {
    path: '/api/enquiry/spanco',
    summary: 'The Spanco list with the shared enquiry filters',
    defaults: shellSelection,
    preset: { enquiryType: 'ADMISSION' },
    extra: spancoCounts,
  });
  r.get(
    '/api/enquiry/dashboard',
    { config: enquiry, schema: { tags, querystring: enquiryFilterQuery } },
    async (req) => {
      const { page: _p, pageSize: _s, ...filters } = withSelection(req.ctx, req.query);
      return enquiryDashboard(req.ctx, { ...filters, enquiryType: 'ADMISSION' });
    },
  );
  r.get(
    '/api/enquiry/spanco-options',
    { config: enquiry, schema: { tags, summary: 'Stages and Spanco sub-statuses' } },
    async () => ({ stages: STAGES, subStatuses: SPANCO_SUB_STATUSES }),
  );
  r.get(
    '/api/enquiry/by-code/:enquiryCode',
    { config: enquiry, schema: { tags, params: z.object({ enquiryCode: z.string().max(40) }) } },
    async (req) => enquiryByCode(req.ctx, req.params.enquiryCode),
  );
  r.get(
    '/api/enquiry/:id/workflow',
    {
      config: enquiry,
      schema: { tags, params: idParams, summary: 'Enquiry with its forms, payments, stages and follow-ups' },
    },
    async (req) => enquiryWorkflow(req.ctx, req.params.id),
  );
  r.post(
    '/api/enquiry/:id/move-stage',
    {
      config: enquiry,
      schema: { tags, params: idParams, body: moveBody, summary: 'Move the enquiry to another stage (Spanco edit)' },
    },
    async (req) => moveStage(req.ctx, req.params.id, req.body),
  );

  viewRoutes(app, enquiryListView, {
    path: '/api/service-enquiry/list',
    module: service.module,
    defaults: shellSelection,
    preset: { enquiryType: 'SERVICE' },
    extra: spancoCounts,
  });
  r.get(
    '/api/service-enquiry/dashboard',
    { config: service, schema: { tags: ['Service enquiries'], querystring: enquiryFilterQuery } },
    async (req) => {
      const { page: _p, pageSize: _s, ...filters } = withSelection(req.ctx, req.query);
      return enquiryDashboard(req.ctx, { ...filters, enquiryType: 'SERVICE' });
    },
  );
}
