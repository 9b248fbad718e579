/**
 * The enquiry API as contracts: path, access module, input and answer of every hand-written route.
 * The server serves them (server/routes), the screens call them (web), so neither side copies the other.
 */
import { calendarDay, defineEndpoint, fileAnswer, timestamp, pageOf } from '@portal/core';
import { z } from 'zod';
import { FORM_TYPES } from './fields.ts';
import {
  assignLeadsInput,
  byId,
  centreParams,
  enquiryCodeParams,
  enquiryCountQuery,
  enquiryFilterQuery,
  FOLLOW_UP_SLOTS,
  followUpListQuery,
  followUpQuery,
  formRefParams,
  formValuesInput,
  id,
  issueFormInput,
  pageQuery,
  moveStageInput,
  parentEnquiryQuery,
  selectionQuery,
  uploadQuery,
  googleLeadBody,
  waidLeadBody,
  webhookKeyParams,
} from './inputs.ts';
import { ENQUIRY_MODULES as M } from './modules.ts';

const text = z.string();
const maybe = z.string().nullable();
const maybeId = z.number().nullable();
/** An enquiry as the lists show it (the Spanco list, allocation, follow-ups): raw SQL text for times. */
export const enquiryRow = z.object({
  id: z.number(),
  enquiryCode: text,
  franchiseeId: z.number(),
  franchiseeName: text,
  academicYearId: z.number(),
  enquiryType: text,
  serviceType: maybe,
  source: text,
  parentName: text,
  mobile: text,
  email: maybe,
  childName: text,
  childDob: maybe,
  classId: maybeId,
  className: maybe,
  classCategory: maybe,
  pincode: maybe,
  stage: text,
  spancoStatus: text,
  spancoSubStatus: text,
  assignedTo: maybeId,
  assignedToName: maybe,
  nextFollowUpDate: maybe,
  createdAt: text,
});
export const enquiryPage = pageOf(enquiryRow);
export type EnquiryRow = z.output<typeof enquiryRow>;

/** One enquiry with each reference's label, as the Spanco edit shows it. */
export const enquiryRecord = z.object({
  id: z.number(),
  enquiryCode: text,
  franchiseeId: z.number(),
  franchiseeIdLabel: maybe.optional(),
  academicYearId: z.number(),
  academicYearIdLabel: maybe.optional(),
  enquiryType: text,
  serviceType: maybe,
  source: text,
  campaign: maybe,
  parentName: text,
  mobile: text,
  email: maybe,
  childName: text,
  childDob: calendarDay.nullable(),
  gender: maybe,
  classId: maybeId,
  classIdLabel: maybe.optional(),
  pincode: maybe,
  address: maybe,
  remarks: maybe,
  stage: text,
  spancoStatus: text,
  spancoSubStatus: text,
  assignedTo: maybeId,
  assignedToLabel: maybe.optional(),
  nextFollowUpDate: calendarDay.nullable(),
  lastFollowUpAt: timestamp.nullable(),
  routedFromFranchiseeId: maybeId,
  createdAt: timestamp,
  updatedAt: timestamp,
});

export type EnquiryRecord = z.output<typeof enquiryRecord>;

export const formType = z.enum(FORM_TYPES);

/** A form of the workflow with its fee request. */
export const workflowForm = z.object({
  id: z.number(),
  formType,
  refId: text,
  status: text,
  data: z.record(z.string(), z.unknown()),
  feePaise: z.number(),
  submittedAt: timestamp.nullable(),
  completedAt: timestamp.nullable(),
  paymentRequestId: maybeId,
  paymentStatus: maybe,
  /** What has come in on the fee so far: it stays due until this covers feePaise. */
  paymentReceivedPaise: maybeId,
  paymentReference: maybe,
  paymentMode: maybe,
});

export const stageEvent = z.object({
  id: z.number(),
  fromStage: maybe,
  toStage: text,
  spancoStatus: text,
  spancoSubStatus: text,
  reason: maybe,
  userId: maybeId,
  at: timestamp,
});

export const followUpRecord = z.object({
  id: z.number(),
  enquiryId: z.number(),
  followUpDate: calendarDay,
  followUpType: text,
  category: text,
  status: text,
  remarks: maybe,
  outcome: maybe,
  doneAt: timestamp.nullable(),
  createdAt: timestamp,
});

export const workflowAnswer = z.object({
  enquiry: enquiryRecord,
  forms: z.array(workflowForm),
  stageEvents: z.array(stageEvent),
  followUps: z.array(followUpRecord),
  student: z.object({ studentId: z.number(), admissionId: z.number() }).nullable(),
  /** What the centre charges with each form (its fee settings): the fee a form carries unless another is given. */
  centreFees: z.object({ APPLICATION: z.number(), REGISTRATION: z.number(), ADMISSION: z.number() }),
});

export const paymentRequestRecord = z.object({
  id: z.number(),
  franchiseeId: z.number(),
  referenceType: text,
  amountPaise: z.number(),
  receivedPaise: z.number(),
  status: text,
  enquiryId: maybeId,
  formId: maybeId,
  description: text,
  payerName: maybe,
  payerMobile: maybe,
  mode: maybe,
  confirmedAt: timestamp.nullable(),
  createdAt: timestamp,
});

export type PaymentRequestRecord = z.output<typeof paymentRequestRecord>;

const tags = {
  enquiries: ['Enquiries'],
  service: ['Service enquiries'],
  followUps: ['Follow-ups'],
  allocation: ['Lead allocation'],
  forms: ['Application, registration, admission'],
  payments: ['Payment requests'],
  b2s: ['B2S report'],
  public: ['Public forms'],
  webhooks: ['Webhooks'],
  upload: ['Enquiry upload'],
};

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

// ---- follow-ups ----

export const followUpSummary = defineEndpoint({
  method: 'GET',
  path: '/api/followup/summary',
  module: M.FOLLOW_UP,
  tags: tags.followUps,
  summary: 'Counts per follow-up bucket',
  query: followUpQuery,
  response: z.object({
    date: calendarDay,
    /** Follow-ups due on the day or before (the enquiry alert's figure). */
    due: z.number(),
    buckets: z.array(
      z.object({
        key: z.enum(['cold', 'warm', 'hot', 'closed']),
        label: text,
        count: z.number(),
        slots: z.array(z.object({ key: z.enum(FOLLOW_UP_SLOTS), label: text, count: z.number() })),
      }),
    ),
  }),
});

export const followUpList = defineEndpoint({
  method: 'GET',
  path: '/api/followup/list',
  module: M.FOLLOW_UP,
  tags: tags.followUps,
  summary: 'The enquiries of one follow-up bucket (and slot)',
  query: followUpListQuery,
  response: enquiryPage,
});

// ---- lead allocation ----

export const allocationList = defineEndpoint({
  method: 'GET',
  path: '/api/lead-allocation/list',
  module: M.LEAD_ALLOCATION,
  tags: tags.allocation,
  summary: 'Leads waiting for a counsellor',
  query: enquiryFilterQuery,
  response: enquiryPage,
});

export const reallocationList = defineEndpoint({
  method: 'GET',
  path: '/api/lead-reallocation/list',
  module: M.LEAD_REALLOCATION,
  tags: tags.allocation,
  summary: 'Allocated leads',
  query: enquiryFilterQuery,
  response: enquiryPage,
});

const assignAnswer = z.object({ allocated: z.number(), unchanged: z.number() });

export const allocateLeads = defineEndpoint({
  method: 'POST',
  path: '/api/lead-allocation/assign',
  module: M.LEAD_ALLOCATION,
  tags: tags.allocation,
  body: assignLeadsInput,
  response: assignAnswer,
});

export const reallocateLeads = defineEndpoint({
  method: 'POST',
  path: '/api/lead-reallocation/assign',
  module: M.LEAD_REALLOCATION,
  tags: tags.allocation,
  body: assignLeadsInput,
  response: assignAnswer,
});

export const counsellors = defineEndpoint({
  method: 'GET',
  path: '/api/lead-allocation/counsellors',
  module: M.LEAD_ALLOCATION,
  accessMethod: 'GET',
  tags: tags.allocation,
  summary: "The centre's counsellors who take leads",
  query: z.object({ franchiseeID: id.optional() }),
  response: z.object({
    rows: z.array(z.object({ id: z.number(), firstName: text, lastName: text, email: text })),
  }),
});

// ---- application, registration, admission ----

/** The three steps of the workflow: each its form, its access module and its list. */
export const FORM_STEPS = [
  { type: 'APPLICATION', slug: 'application', publicPath: 'application-form', module: M.ENQUIRY },
  { type: 'REGISTRATION', slug: 'registration', publicPath: 'registration-form', module: M.REGISTRATION },
  { type: 'ADMISSION', slug: 'admission', publicPath: 'admission-form', module: M.ADMISSION },
] as const;

const issuedForm = z.object({ formId: z.number(), refId: text, formType });
const submittedForm = z.object({ formId: z.number(), formType, status: text });

const issueFormOf = <const S extends (typeof FORM_STEPS)[number]>(step: S) =>
  defineEndpoint({
    method: 'POST',
    path: `/api/enquiry/:id/${step.slug}`,
    module: step.module,
    tags: tags.forms,
    summary: `Send the ${step.slug} form (and its fee link)`,
    params: byId,
    body: issueFormInput,
    response: issuedForm,
    status: 201,
  });
const fillFormOf = <const S extends (typeof FORM_STEPS)[number]>(step: S) =>
  defineEndpoint({
    method: 'PUT',
    path: `/api/enquiry/:id/${step.slug}`,
    module: step.module,
    tags: tags.forms,
    summary: `Fill the ${step.slug} form for the family`,
    params: byId,
    body: formValuesInput,
    response: submittedForm,
  });
const publicSubmitOf = <const S extends (typeof FORM_STEPS)[number]>(step: S) =>
  defineEndpoint({
    method: 'POST',
    path: `/api/public/${step.publicPath}/:refId`,
    public: true,
    tags: tags.public,
    summary: `The family sends the ${step.slug} form`,
    params: formRefParams,
    body: formValuesInput,
    response: submittedForm,
  });

/** Per form type: send it, fill it for the family, and the family's own submission. */
export const formEndpoints = {
  APPLICATION: {
    issue: issueFormOf(FORM_STEPS[0]),
    fill: fillFormOf(FORM_STEPS[0]),
    submit: publicSubmitOf(FORM_STEPS[0]),
  },
  REGISTRATION: {
    issue: issueFormOf(FORM_STEPS[1]),
    fill: fillFormOf(FORM_STEPS[1]),
    submit: publicSubmitOf(FORM_STEPS[1]),
  },
  ADMISSION: {
    issue: issueFormOf(FORM_STEPS[2]),
    fill: fillFormOf(FORM_STEPS[2]),
    submit: publicSubmitOf(FORM_STEPS[2]),
  },
};

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

export const uploadEnquiries = defineEndpoint({
  method: 'POST',
  path: '/api/upload/enquiries',
  module: M.UPLOAD,
  tags: tags.upload,
  summary: 'Enquiries from a CSV or XLSX file (multipart `file`) with a row-level report',
  query: uploadQuery,
  response: z.object({
    total: z.number(),
    created: z.number(),
    skipped: z.number(),
    errors: z.array(z.object({ row: z.number(), field: text, message: text })),
  }),
});

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
