import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FormType } from '../../shared/index.ts';
import { publicForm, submitPublicForm } from '../forms/form-views.ts';
import { publicEnquiryForm, submitPublicEnquiry } from '../public/public-enquiry.ts';
import { id } from './query.ts';

const anyBody = z.record(z.string(), z.unknown());
const refParams = z.object({
  refId: z.string().min(10, { error: 'Form not found' }).max(64, { error: 'Form not found' }),
});

/** The family-facing API: no sign-in, every route rate-limited per address. */
export function publicRoutes(app: FastifyInstance, limitPerMinute: number): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Public forms'];
  const open = { public: true, rateLimit: { max: limitPerMinute * 4, timeWindow: 60_000 } };
  const write = { public: true, rateLimit: { max: limitPerMinute, timeWindow: 60_000 } };

  r.get(
    '/api/public/enquiry-form/:fid',
    { config: open, schema: { tags, params: z.object({ fid: id }) } },
    async (req) => publicEnquiryForm(req.ctx, req.params.fid),
  );
  r.post(
    '/api/public/enquiry-form/:fid',
    { config: write, schema: { tags, params: z.object({ fid: id }), body: anyBody, summary: 'QR-code enquiry form' } },
    async (req) => submitPublicEnquiry(req.ctx, req.params.fid, undefined, req.body, 'QR Code'),
  );
  r.post(
    '/api/public/parent-enquiry/:fid',
    {
      config: write,
      schema: {
        tags,
        params: z.object({ fid: id }),
        querystring: z.object({ mid: z.string().trim().max(60).optional() }),
        body: anyBody,
        summary: 'Parent enquiry link',
      },
    },
    async (req) => submitPublicEnquiry(req.ctx, req.params.fid, req.query.mid, req.body, 'Parent Form'),
  );

  r.get('/api/public/forms/:refId', { config: open, schema: { tags, params: refParams } }, async (req) =>
    publicForm(req.ctx, req.params.refId),
  );
  for (const [path, type] of [
    ['application-form', 'APPLICATION'],
    ['registration-form', 'REGISTRATION'],
    ['admission-form', 'ADMISSION'],
  ] as [string, FormType][]) {
    r.post(
      `/api/public/${path}/:refId`,
      { config: write, schema: { tags, params: refParams, body: anyBody } },
      async (req) => submitPublicForm(req.ctx, req.params.refId, type, req.body),
    );
  }
}
