import { defineEndpoint, fileAnswer } from '@portal/core';
import { z } from 'zod';
import {
  centreParams,
  formRefParams,
  formValuesInput,
  parentEnquiryQuery,
  selectionQuery,
  uploadQuery,
  googleLeadBody,
  waidLeadBody,
  webhookKeyParams,
} from '../inputs.ts';
import { ENQUIRY_MODULES as M } from '../modules.ts';
import { tags } from './common.ts';
import { formType, maybeId, text } from './answers.ts';

// ---- B2S report ----

export const b2sDashboard = defineEndpoint({
  method: 'GET',
  path: '/api/B2SReport/dashboard',
  module: M.B2S,
  tags: tags.b2s,
  query: selectionQuery,
  response: z.object({
    rows: z.array(
      z.object({
        franchiseeId: z.number(),
        centre: text,
        enquiryTarget: maybeId,
        enquiries: z.number(),
        enquiryAchievement: maybeId,
        admissionTarget: maybeId,
        admissions: z.number(),
        admissionAchievement: maybeId,
        conversion: z.number(),
      }),
    ),
  }),
});

export const b2sDownload = defineEndpoint({
  method: 'GET',
  path: '/api/B2SReport/download',
  module: M.B2S,
  tags: tags.b2s,
  query: selectionQuery,
  response: fileAnswer('text/csv', 'The B2S report as CSV'),
});

// ---- public forms ----

const classOption = z.object({ id: z.number(), name: text });
const formFieldList = z.record(z.string(), z.looseObject({ kind: text, label: text }));

export const publicEnquiryForm = defineEndpoint({
  method: 'GET',
  path: '/api/public/enquiry-form/:fid',
  public: true,
  tags: tags.public,
  params: centreParams,
  response: z.object({
    centreName: text,
    classes: z.array(classOption),
    formToken: text,
    fields: formFieldList,
  }),
});

const thankYou = z.object({ message: text });

export const submitQrEnquiry = defineEndpoint({
  method: 'POST',
  path: '/api/public/enquiry-form/:fid',
  public: true,
  tags: tags.public,
  summary: 'QR-code enquiry form',
  params: centreParams,
  body: formValuesInput,
  response: thankYou,
});

export const submitParentEnquiry = defineEndpoint({
  method: 'POST',
  path: '/api/public/parent-enquiry/:fid',
  public: true,
  tags: tags.public,
  summary: 'Parent enquiry link',
  params: centreParams,
  query: parentEnquiryQuery,
  body: formValuesInput,
  response: thankYou,
});

export const publicForm = defineEndpoint({
  method: 'GET',
  path: '/api/public/forms/:refId',
  public: true,
  tags: tags.public,
  params: formRefParams,
  response: z.object({
    formType,
    status: text,
    centreName: text,
    childName: text,
    data: z.record(z.string(), z.unknown()),
    fields: formFieldList,
    fee: z.object({ amountPaise: z.number(), receivedPaise: z.number(), status: text, referenceId: text }).nullable(),
    classes: z.array(classOption),
  }),
});

// ---- webhooks ----

export const webhookAnswer = z.object({ status: z.enum(['created', 'duplicate']), enquiryCode: text });

export const googleWebhook = defineEndpoint({
  method: 'POST',
  path: '/api/webhooks/google/:key',
  public: true,
  tags: tags.webhooks,
  summary: 'Google Ads lead form webhook (google_key in the body); 201 for a new lead, 200 for one already known',
  params: webhookKeyParams,
  body: googleLeadBody,
  response: webhookAnswer,
});

export const waidWebhook = defineEndpoint({
  method: 'POST',
  path: '/api/webhooks/waid/:key',
  public: true,
  tags: tags.webhooks,
  summary: 'WhatsApp (WAID) lead webhook (x-webhook-secret header); 201 for a new lead, 200 for one already known',
  params: webhookKeyParams,
  body: waidLeadBody,
  response: webhookAnswer,
});

// ---- upload ----

/** An upload's row-level report; the screen reads it too, so it is a schema of its own (the browser build drops
 *  the endpoint's). */
export const uploadReport = z.object({
  total: z.number(),
  created: z.number(),
  skipped: z.number(),
  errors: z.array(z.object({ row: z.number(), field: text, message: text })),
});

export const uploadEnquiries = defineEndpoint({
  method: 'POST',
  path: '/api/upload/enquiries',
  module: M.UPLOAD,
  tags: tags.upload,
  summary: 'Enquiries from a CSV or XLSX file (multipart `file`) with a row-level report',
  query: uploadQuery,
  response: uploadReport,
});
