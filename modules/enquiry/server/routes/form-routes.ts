import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, listRecords, listQuerySchema, listResponse, toListQuery, viewRoutes } from '@portal/kit';
import { z } from 'zod';
import { ENQUIRY_MODULES, type FormType } from '../../shared/index.ts';
import { admissionsFormView, submitFormForEnquiry } from '../forms/form-views.ts';
import { formListView } from '../forms/form-list.ts';
import { shellSelection } from '../enquiries/enquiry-list.ts';
import { id } from './query.ts';
import { issueForm } from '../forms/issue-form.ts';
import { markPaidOffline } from '../forms/payment-requests.ts';
import { paymentRequestResource } from '../resources.ts';

const STEPS: { type: FormType; slug: string; module: string; list: string }[] = [
  { type: 'APPLICATION', slug: 'application', module: ENQUIRY_MODULES.ENQUIRY, list: '/api/application/list' },
  { type: 'REGISTRATION', slug: 'registration', module: ENQUIRY_MODULES.REGISTRATION, list: '/api/registration/list' },
  { type: 'ADMISSION', slug: 'admission', module: ENQUIRY_MODULES.ADMISSION, list: '/api/admission/list' },
];

const issueBody = z.object({
  feePaise: z
    .number({ error: 'Fee must be an amount in paise' })
    .int({ error: 'Fee must be a whole number of paise' })
    .min(0, { error: 'Fee cannot be negative' })
    .max(10_000_000_00, { error: 'Fee is too large' }),
});

export function formRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Application, registration, admission'];
  for (const step of STEPS) {
    const config = { module: step.module };
    r.post(
      `/api/enquiry/:id/${step.slug}`,
      {
        config,
        schema: { tags, params: idParams, body: issueBody, summary: `Send the ${step.slug} form (and its fee link)` },
      },
      async (req, reply) => {
        reply.code(201);
        return issueForm(req.ctx, req.params.id, step.type, req.body);
      },
    );
    r.put(
      `/api/enquiry/:id/${step.slug}`,
      {
        config,
        schema: {
          tags,
          params: idParams,
          body: z.record(z.string(), z.unknown()),
          summary: `Fill the ${step.slug} form for the family`,
        },
      },
      async (req) => submitFormForEnquiry(req.ctx, req.params.id, step.type, req.body),
    );
    viewRoutes(app, formListView, {
      path: step.list,
      module: step.module,
      defaults: shellSelection,
      preset: { formType: step.type },
    });
  }

  const payments = { module: ENQUIRY_MODULES.APPROVE_PAYMENT };
  r.get(
    '/api/payment-requests',
    {
      config: payments,
      schema: {
        tags: ['Payment requests'],
        querystring: listQuerySchema,
        response: listResponse(paymentRequestResource),
      },
    },
    async (req) => listRecords(req.ctx, paymentRequestResource, toListQuery(req.query)),
  );
  r.post(
    '/api/payment-requests/:id/mark-paid',
    { config: payments, schema: { tags: ['Payment requests'], params: idParams, summary: 'Mark paid (offline)' } },
    async (req) => markPaidOffline(req.ctx, req.params.id),
  );

  r.get(
    '/api/students/admissions-form/:admissionId',
    { config: { module: 'student' }, schema: { tags: ['Students'], params: z.object({ admissionId: id }) } },
    async (req) => admissionsFormView(req.ctx, req.params.admissionId),
  );
}
