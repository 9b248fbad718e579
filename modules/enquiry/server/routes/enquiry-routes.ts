import type { FastifyInstance } from 'fastify';
import { serve, viewRoutes } from '@portal/kit';
import * as C from '../../shared/contracts.ts';
import { ENQUIRY_MODULES, SPANCO_SUB_STATUSES, STAGES } from '../../shared/index.ts';
import { enquiryCount } from '../enquiries/enquiry-count.service.ts';
import { moveStage } from '../enquiries/move-stage.service.ts';
import { spancoCounts } from '../enquiries/spanco-list.service.ts';
import { enquiryListView, shellSelection } from '../enquiries/enquiry-list.ts';
import { enquiryByCode, enquiryWorkflow } from '../forms/form-views.service.ts';
import { enquiryDashboard } from '../reports/enquiry-dashboard.service.ts';
import { withSelection } from './query.ts';

export function enquiryRoutes(app: FastifyInstance): void {
  serve(app, C.enquiryCount, ({ ctx, query }) => enquiryCount(ctx, withSelection(ctx, query)));
  viewRoutes(app, enquiryListView, {
    path: '/api/enquiry/spanco',
    summary: 'The Spanco list with the shared enquiry filters',
    defaults: shellSelection,
    preset: { enquiryType: 'ADMISSION' },
    extra: spancoCounts,
  });
  serve(app, C.enquiryDashboard, ({ ctx, query }) => {
    const { page: _p, pageSize: _s, ...filters } = withSelection(ctx, query);
    return enquiryDashboard(ctx, { ...filters, enquiryType: 'ADMISSION' });
  });
  serve(app, C.spancoOptions, () => ({ stages: [...STAGES], subStatuses: SPANCO_SUB_STATUSES }));
  serve(app, C.enquiryByCode, ({ ctx, params }) => enquiryByCode(ctx, params.enquiryCode));
  serve(app, C.enquiryWorkflow, ({ ctx, params }) => enquiryWorkflow(ctx, params.id));
  serve(app, C.moveStage, ({ ctx, params, body }) => moveStage(ctx, params.id, body));

  viewRoutes(app, enquiryListView, {
    path: '/api/service-enquiry/list',
    module: ENQUIRY_MODULES.SERVICE_ENQUIRY,
    defaults: shellSelection,
    preset: { enquiryType: 'SERVICE' },
    extra: spancoCounts,
  });
  serve(app, C.serviceDashboard, ({ ctx, query }) => {
    const { page: _p, pageSize: _s, ...filters } = withSelection(ctx, query);
    return enquiryDashboard(ctx, { ...filters, enquiryType: 'SERVICE' });
  });
}
