import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, listRecords, listQuerySchema, toListQuery } from '@portal/kit';
import { z } from 'zod';
import { ENQUIRY_MODULES, FORM_STATUSES, type FormType } from '../../shared/index.ts';
import { admissionsFormView, formList, submitFormForEnquiry } from '../forms/form-views.ts';
import { issueForm } from '../forms/issue-form.ts';
import { markPaidOffline } from '../forms/payment-requests.ts';
import { paymentRequestResource } from '../resources.ts';
import { enquiryFilterQuery, id, withSelection } from './query.ts';

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
const listQuery = enquiryFilterQuery.extend({
  status: z
    .string()
    .max(60)
    .refine((v) => v.split(',').every((s) => (FORM_STATUSES as readonly string[]).includes(s)), {
      error: `Status must be one of: ${FORM_STATUSES.join(', ')}`,
    })
    .optional(),
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
    r.get(step.list, { config, schema: { tags, querystring: listQuery } }, async (req) => {
      const { page, pageSize, ...f } = withSelection(req.ctx, req.query);
      return formList(req.ctx, step.type, f, { page, pageSize });
    });
  }

  const payments = { module: ENQUIRY_MODULES.APPROVE_PAYMENT };
  r.get(
    '/api/payment-requests',
    { config: payments, schema: { tags: ['Payment requests'], querystring: listQuerySchema } },
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
