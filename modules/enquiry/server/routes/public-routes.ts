import type { FastifyInstance } from 'fastify';
import { serve } from '@portal/kit';
import * as C from '../../shared/contracts.ts';
import { publicForm, submitPublicForm } from '../forms/form-views.service.ts';
import { publicEnquiryForm, submitPublicEnquiry } from '../public/public-enquiry.service.ts';

/** The family-facing API: no sign-in, every route rate-limited per address. */
export function publicRoutes(app: FastifyInstance, limitPerMinute: number): void {
  const read = { rateLimit: { max: limitPerMinute * 4, timeWindow: 60_000 } };
  const write = { rateLimit: { max: limitPerMinute, timeWindow: 60_000 } };

  serve(app, { ...C.publicEnquiryForm, ...read }, ({ ctx, params }) => publicEnquiryForm(ctx, params.fid));
  serve(app, { ...C.submitQrEnquiry, ...write }, ({ ctx, params, body }) =>
    submitPublicEnquiry(ctx, params.fid, undefined, body, 'QR Code'),
  );
  serve(app, { ...C.submitParentEnquiry, ...write }, ({ ctx, params, query, body }) =>
    submitPublicEnquiry(ctx, params.fid, query.mid, body, 'Parent Form'),
  );
  serve(app, { ...C.publicForm, ...read }, ({ ctx, params }) => publicForm(ctx, params.refId));
  for (const step of C.FORM_STEPS) {
    serve(app, { ...C.formEndpoints[step.type].submit, ...write }, ({ ctx, params, body }) =>
      submitPublicForm(ctx, params.refId, step.type, body),
    );
  }
}
