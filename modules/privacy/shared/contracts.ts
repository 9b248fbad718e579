/**
 * The parents' rights desk as contracts: a parent's summary of what the portal holds about their child and
 * themselves (readable and as a JSON download), their requests (summary, correction, erasure, nominee) and head
 * office's answers within the 90 days, the processors that receive personal data and the grievance officer.
 */
import { calendarDay, defineEndpoint, timestamp } from '@portal/core';
import { z } from 'zod';
import { PRIVACY_MODULES as M, REQUEST_KINDS, REQUEST_STATUSES } from './constants.ts';
import { answerInput, byId, newRequestInput, requestListQuery, settingsInput } from './inputs.ts';

const tags = ['Privacy'];

/** A service outside the portal that receives personal data, and what it receives. */
export const processor = z.object({
  name: z.string(),
  service: z.string(),
  receives: z.string(),
  purpose: z.string(),
  location: z.string(),
  /** The settings that configure it. */
  setting: z.string(),
});

export const grievanceOfficer = z.object({ name: z.string(), email: z.string(), phone: z.string() });

/** One declared kind of personal data, in a parent's words. */
export const declaration = z.object({
  resource: z.string(),
  label: z.string(),
  whose: z.array(z.string()),
  categories: z.array(z.string()),
  retention: z.string(),
  purposes: z.array(z.string()),
});

export const notice = z.object({
  processors: z.array(processor),
  grievanceOfficer,
  declarations: z.array(declaration),
});

/** A file attached to a row of the export. */
export const heldFile = z.object({ id: z.string(), name: z.string(), contentType: z.string(), size: z.number() });

/** What one declared resource holds about the child or the parent: its rows (no secret field) and files. */
export const heldResource = declaration.extend({
  module: z.string(),
  rows: z.array(z.record(z.string(), z.unknown())),
  files: z.array(heldFile),
});

export const rightsExport = z.object({
  generatedAt: timestamp,
  subject: z.object({
    childName: z.string(),
    admissionNumber: z.string().nullable(),
    enquiryCode: z.string().nullable(),
  }),
  account: z.object({ name: z.string(), email: z.string(), mobile: z.string().nullable() }).nullable(),
  resources: z.array(heldResource),
  processors: z.array(processor),
  grievanceOfficer,
});
export type RightsExport = z.input<typeof rightsExport>;

export const privacyRequest = z.object({
  id: z.number(),
  kind: z.enum(REQUEST_KINDS),
  status: z.enum(REQUEST_STATUSES),
  childName: z.string(),
  centreName: z.string(),
  requestedBy: z.string(),
  details: z.string(),
  record: z.string().nullable(),
  nomineeName: z.string().nullable(),
  nomineeContact: z.string().nullable(),
  answer: z.string().nullable(),
  dueOn: calendarDay,
  /** Days until the due date; negative once it has passed. */
  daysLeft: z.number(),
  escalatedAt: timestamp.nullable(),
  createdAt: timestamp,
  answeredAt: timestamp.nullable(),
  /** An enquiry's request: the enquiry; null for an admitted child's. */
  enquiryId: z.number().nullable(),
});
export type PrivacyRequest = z.input<typeof privacyRequest>;

export const requestEvent = z.object({
  status: z.enum(REQUEST_STATUSES),
  note: z.string(),
  by: z.string(),
  at: timestamp,
});

export const myData = z.object({
  child: z.object({ studentAdmissionId: z.number(), name: z.string() }).nullable(),
  /** The family's enquiries that never became an admission (made with the account's mobile or email). */
  enquiries: z.array(z.object({ id: z.number(), enquiryCode: z.string(), childName: z.string() })),
  requests: z.array(privacyRequest),
  grievanceOfficer,
});
export type MyData = z.input<typeof myData>;

export const myDataSummary = defineEndpoint({
  method: 'GET',
  path: '/api/privacy/mine',
  module: M.FAMILY,
  tags,
  summary: 'A parent’s privacy page: their child, the family’s open enquiries, their requests and the answers',
  response: myData,
});

export const myExport = defineEndpoint({
  method: 'GET',
  path: '/api/privacy/mine/export',
  module: M.FAMILY,
  tags,
  summary: 'Everything held about the parent’s child and the parent, from every declared resource (rights export)',
  response: rightsExport,
});

export const makeRequest = defineEndpoint({
  method: 'POST',
  path: '/api/privacy/mine/requests',
  module: M.FAMILY,
  tags,
  summary: 'A parent asks for a summary, a correction, erasure or names a nominee; head office answers in 90 days',
  body: newRequestInput,
  response: privacyRequest,
  status: 201,
});

export const privacyNotice = defineEndpoint({
  method: 'GET',
  path: '/api/privacy/notice',
  module: M.FAMILY,
  tags,
  summary: 'The privacy notice: what is held and why, who receives it, and the grievance officer',
  response: notice,
});

export const requestList = defineEndpoint({
  method: 'GET',
  path: '/api/privacy/requests',
  module: M.DESK,
  tags,
  summary: 'Every family’s requests, open ones first by due date',
  acrossCentres: 'Head office’s privacy desk answers every centre’s families',
  query: requestListQuery,
  response: z.object({ rows: z.array(privacyRequest), total: z.number() }),
});

export const requestDetail = defineEndpoint({
  method: 'GET',
  path: '/api/privacy/requests/:id',
  module: M.DESK,
  tags,
  summary: 'A request with its status history',
  acrossCentres: 'Head office’s privacy desk answers every centre’s families',
  params: byId,
  response: z.object({ request: privacyRequest, history: z.array(requestEvent) }),
});

export const requestExport = defineEndpoint({
  method: 'GET',
  path: '/api/privacy/requests/:id/export',
  module: M.DESK,
  tags,
  summary: 'The rights export of the request’s child or enquiry, as the parent would download it',
  acrossCentres: 'Head office’s privacy desk answers every centre’s families',
  params: byId,
  response: rightsExport,
});

export const answerRequest = defineEndpoint({
  method: 'POST',
  path: '/api/privacy/requests/:id/answer',
  module: M.DESK,
  tags,
  summary: 'Takes a request up, or closes it with the parent’s answer; completing an erasure erases the data',
  acrossCentres: 'Head office’s privacy desk answers every centre’s families',
  params: byId,
  body: answerInput,
  response: privacyRequest,
});

export const saveSettings = defineEndpoint({
  method: 'PUT',
  path: '/api/privacy/settings',
  module: M.DESK,
  tags,
  summary: 'Names the grievance officer every parent’s privacy page shows',
  acrossCentres: 'One grievance officer for the network',
  body: settingsInput,
  response: grievanceOfficer,
});
