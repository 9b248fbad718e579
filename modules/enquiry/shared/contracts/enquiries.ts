import { defineEndpoint } from '@portal/core';
import { z } from 'zod';
import { byId, enquiryCodeParams, enquiryCountQuery, enquiryFilterQuery, moveStageInput } from '../inputs.ts';
import { ENQUIRY_MODULES as M } from '../modules.ts';
import { tags } from './common.ts';
import { enquiryRecord, text, workflowAnswer } from './answers.ts';

// ---- enquiries ----

export const enquiryCount = defineEndpoint({
  method: 'GET',
  path: '/api/enquiry/enquiry-count',
  module: M.ENQUIRY,
  tags: tags.enquiries,
  summary: 'Header figures of the enquiry screens (admission enquiries, as the dashboard counts leads)',
  query: enquiryCountQuery,
  response: z.object({
    totalLeadCount: z.number(),
    yetToCallCount: z.number(),
    followUpLeadCount: z.number(),
    todaysFollowUpCount: z.number(),
  }),
});

export const dashboardAnswer = z.object({
  total: z.number(),
  byStage: z.array(z.object({ stage: text, count: z.number() })),
  bySource: z.array(z.object({ source: text, total: z.number(), admitted: z.number(), conversion: z.number() })),
  funnel: z.array(z.object({ step: text, reached: z.number(), fromPrevious: z.number(), fromFirst: z.number() })),
});

export const enquiryDashboard = defineEndpoint({
  method: 'GET',
  path: '/api/enquiry/dashboard',
  module: M.ENQUIRY,
  tags: tags.enquiries,
  query: enquiryFilterQuery,
  response: dashboardAnswer,
});

export const serviceDashboard = defineEndpoint({
  method: 'GET',
  path: '/api/service-enquiry/dashboard',
  module: M.SERVICE_ENQUIRY,
  tags: tags.service,
  query: enquiryFilterQuery,
  response: dashboardAnswer,
});

export const spancoOptions = defineEndpoint({
  method: 'GET',
  path: '/api/enquiry/spanco-options',
  module: M.ENQUIRY,
  tags: tags.enquiries,
  summary: 'Stages and Spanco sub-statuses',
  response: z.object({
    stages: z.array(text),
    subStatuses: z.record(z.string(), z.array(text).readonly()),
  }),
});

export const enquiryByCode = defineEndpoint({
  method: 'GET',
  path: '/api/enquiry/by-code/:enquiryCode',
  module: M.ENQUIRY,
  tags: tags.enquiries,
  params: enquiryCodeParams,
  response: workflowAnswer,
});

export const enquiryWorkflow = defineEndpoint({
  method: 'GET',
  path: '/api/enquiry/:id/workflow',
  module: M.ENQUIRY,
  tags: tags.enquiries,
  summary: 'Enquiry with its forms, payments, stages and follow-ups',
  params: byId,
  response: workflowAnswer,
});

export const moveStage = defineEndpoint({
  method: 'POST',
  path: '/api/enquiry/:id/move-stage',
  module: M.ENQUIRY,
  tags: tags.enquiries,
  summary: 'Move the enquiry to another stage (Spanco edit)',
  params: byId,
  body: moveStageInput,
  response: enquiryRecord,
});
