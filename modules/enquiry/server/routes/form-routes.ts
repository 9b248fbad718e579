import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listRecords, listQuerySchema, listResponse, serve, toListQuery, viewRoutes } from '@portal/kit';
import * as StudentContracts from '@portal/mod-students/shared/contracts';
import * as C from '../../shared/contracts.ts';
import { ENQUIRY_MODULES } from '../../shared/index.ts';
import { admissionsFormView, submitFormForEnquiry } from '../forms/form-views.service.ts';
import { formListView } from '../forms/form-list.ts';
import { shellSelection } from '../enquiries/enquiry-list.ts';
import { issueForm } from '../forms/issue-form.service.ts';
import { paymentRequestResource } from '../resources.ts';

export function formRoutes(app: FastifyInstance): void {
  for (const step of C.FORM_STEPS) {
    const endpoints = C.formEndpoints[step.type];
    serve(app, endpoints.issue, ({ ctx, params, body }) => issueForm(ctx, params.id, step.type, body));
    serve(app, endpoints.fill, ({ ctx, params, body }) => submitFormForEnquiry(ctx, params.id, step.type, body));
    viewRoutes(app, formListView, {
      path: `/api/${step.slug}/list`,
      module: step.module,
      defaults: shellSelection,
      preset: { formType: step.type },
    });
  }

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/payment-requests',
    {
      config: { module: ENQUIRY_MODULES.APPROVE_PAYMENT },
      schema: {
        tags: ['Payment requests'],
        querystring: listQuerySchema,
        response: listResponse(paymentRequestResource),
      },
    },
    async (req) => listRecords(req.ctx, paymentRequestResource, toListQuery(req.query)),
  );
  serve(app, StudentContracts.admissionsForm, ({ ctx, params }) => admissionsFormView(ctx, params.admissionId));
}
