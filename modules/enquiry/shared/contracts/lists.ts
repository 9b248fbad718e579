import { defineEndpoint, pageOf } from '@portal/core';
import { z } from 'zod';
import { enquiryFilterQuery, pageQuery, selectionQuery } from '../inputs.ts';
import { ENQUIRY_MODULES as M } from '../modules.ts';
import { tags } from './common.ts';
import { enquiryPage, maybe, maybeId, text } from './answers.ts';

// ---- lists answered by the framework (views and resources), as the screens call them ----

/** Sorting and the columns asked for, besides each list's own filters. */
const listExtras = {
  sort: z.string().max(64).optional(),
  dir: z.enum(['asc', 'desc']).optional(),
  fields: z.string().optional(),
};

export const spancoList = defineEndpoint({
  method: 'GET',
  path: '/api/enquiry/spanco',
  module: M.ENQUIRY,
  tags: tags.enquiries,
  query: enquiryFilterQuery.extend(listExtras),
  response: enquiryPage.extend({ statusCounts: z.record(z.string(), z.number()) }),
});

export const serviceEnquiryList = defineEndpoint({
  ...spancoList,
  path: '/api/service-enquiry/list',
  module: M.SERVICE_ENQUIRY,
  tags: tags.service,
});

export const formRow = z.object({
  id: z.number(),
  formType: text,
  status: text,
  feePaise: z.number(),
  submittedAt: maybe,
  completedAt: maybe,
  paymentRequestId: maybeId,
  paymentStatus: maybe,
  paymentMode: maybe,
  enquiryId: z.number(),
  enquiryCode: text,
  childName: text,
  parentName: text,
  mobile: text,
  stage: text,
  className: maybe,
});

const formListOf = (slug: string, module: string) =>
  defineEndpoint({
    method: 'GET',
    path: `/api/${slug}/list`,
    module,
    tags: tags.forms,
    query: pageQuery.extend({ ...selectionQuery.shape, ...listExtras, status: text.optional() }),
    response: pageOf(formRow),
  });

/** Each step's forms with their fee. */
export const formLists = {
  APPLICATION: formListOf('application', M.ENQUIRY),
  REGISTRATION: formListOf('registration', M.REGISTRATION),
  ADMISSION: formListOf('admission', M.ADMISSION),
};

const resourceListQuery = pageQuery.extend({ ...listExtras, q: z.string().max(200).optional() });

export const allocationLog = defineEndpoint({
  method: 'GET',
  path: '/api/lead-allocation/log',
  module: M.LEAD_ALLOCATION,
  tags: tags.allocation,
  summary: 'Every allocation, reallocation and routing',
  query: resourceListQuery,
  response: pageOf(
    z.object({
      id: z.number(),
      at: text,
      kind: text,
      reason: maybe,
      enquiryIdLabel: maybe,
      fromUserIdLabel: maybe,
      toUserIdLabel: maybe,
      fromFranchiseeIdLabel: maybe,
      byUserIdLabel: maybe,
    }),
  ),
});

const webhookLogPage = pageOf(
  z.object({
    id: z.number(),
    at: text,
    externalId: maybe,
    outcome: text,
    message: text,
    sourceIdLabel: maybe,
    enquiryIdLabel: maybe,
  }),
);

export const googleWebhookLog = defineEndpoint({
  method: 'GET',
  path: '/api/google-webhook/list',
  module: M.GOOGLE_WEBHOOK,
  tags: tags.webhooks,
  query: resourceListQuery,
  response: webhookLogPage,
});

export const waidWebhookLog = defineEndpoint({
  ...googleWebhookLog,
  path: '/api/waid-integration/list',
  module: M.WAID,
});
