import { franchiseeField, options, ROLE, secretField } from '@portal/core';
import { defineResource, everyoneGranted } from '@portal/kit';
import {
  ENQUIRY_MODULES,
  ENQUIRY_SOURCES,
  ENQUIRY_PROGRAMMES,
  ENQUIRY_TYPES,
  FORM_STATUSES,
  FORM_TYPES,
  PAYMENT_REFERENCE_TYPES,
  SERVICE_TYPES,
  SPANCO_STATUSES,
  STAGES,
  CHILD_GENDERS,
} from '../shared/index.ts';
import {
  ALLOCATION_KIND_LABELS,
  ALLOCATION_KINDS,
  ENQUIRY_TYPE_LABELS,
  FORM_STATUS_LABELS,
  FORM_TYPE_LABELS,
  GENDER_LABELS,
  labelledOptions,
  PAYMENT_REFERENCE_LABELS,
  PAYMENT_STATUS_LABELS,
  SERVICE_TYPE_LABELS,
  STAGE_LABELS,
  WEBHOOK_OUTCOME_LABELS,
  WEBHOOK_OUTCOMES,
} from '../shared/labels.ts';
import { PAYMENT_STATUS } from '@portal/core';
import { afterCreateEnquiry, beforeCreateEnquiry, beforeUpdateEnquiry } from './enquiries/enquiry-hooks.ts';
import { routeHeadOfficeLead } from './allocation/route-lead.ts';
import { checkAllocationRuleChange, checkNewAllocationRule } from './allocation/rule-hooks.ts';
import { hashWebhookSource } from './webhooks/source-hooks.ts';
import { checkStageSetting, stageSettingWriters } from './enquiries/stage-setting-hooks.ts';
import {
  b2sTargets,
  enquiries,
  enquiryForms,
  enquiryStages,
  leadAllocationRules,
  leadAllocations,
  paymentRequests,
  webhookLogs,
  webhookSources,
} from './schema.ts';
import { CENTRE_HEADS } from '@portal/mod-users/server';

const userRef = (label: string, extra: { required?: boolean; readOnly?: boolean } = {}) => ({
  kind: 'reference' as const,
  label,
  ...extra,
  ref: { resource: 'user', labelField: 'fullName' },
});
const NAME = "^[A-Za-z][A-Za-z .'-]*$";

/** Stage settings (settings/add, settings/edit/{stageID}): network-wide, kept by head office. */
export const enquiryStageResource = defineResource({
  name: 'enquiry-stage',
  label: 'Enquiry stage',
  module: ENQUIRY_MODULES.ENQUIRY,
  scope: 'global',
  table: enquiryStages,
  titleField: 'stage',
  fields: {
    stage: {
      kind: 'enum',
      label: 'Stage',
      required: true,
      createOnly: true,
      options: labelledOptions(STAGES, STAGE_LABELS),
    },
    spancoStatus: { kind: 'enum', label: 'Spanco status', required: true, options: options(...SPANCO_STATUSES) },
    spancoSubStatus: { kind: 'text', label: 'Spanco sub-status', required: true, max: 60 },
    sort: { kind: 'number', label: 'Order', min: 0, max: 1000 },
    followUpRequired: { kind: 'boolean', label: 'Next follow-up date required', default: false },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
  list: {
    columns: ['stage', 'spancoStatus', 'spancoSubStatus', 'followUpRequired', 'isActive'],
    search: ['stage'],
    filters: ['spancoStatus', 'isActive'],
    defaultSort: { field: 'sort', dir: 'asc' },
  },
  remove: 'delete',
  writeRule: stageSettingWriters,
  example: { stage: 'Yet_to_call', spancoStatus: 'Suspect', spancoSubStatus: 'New', sort: 10, followUpRequired: false },
  hooks: {
    beforeCreate: (_ctx, v) => checkStageSetting(v, null),
    beforeUpdate: (_ctx, v, e) => checkStageSetting(v, e),
  },
});

/**
 * Who reaches a family's enquiry inside a centre: the centre's heads and head office, the counsellors who answer
 * it, the BSK desk, business developers and marketing.
 */
/** Who works the enquiry desk of a centre: its heads and the roles that call and follow up. */
export const ENQUIRY_DESK = [
  ...CENTRE_HEADS,
  ROLE.COUNSELLOR,
  ROLE.BSKUSER,
  ROLE.BUSINESS_DEVELOPER,
  ROLE.MARKETING_HEAD,
];

export const enquiryResource = defineResource({
  name: 'enquiry',
  personalData: {
    person: true,
    whose: ['enquirer', 'child'],
    categories: ['contact', 'location'],
    audience: { everyRow: ENQUIRY_DESK },
    retention: 'the enquiry, then 2 years',
    purposes: ['Answering a family about a seat', 'Following up the enquiry'],
    // The duplicate key (centre, year, mobile, child) stays unique: each erased enquiry keeps its own id.
    erase: {
      parentName: 'Erased',
      childName: 'Erased',
      childNameKey: 'erased {id}',
      mobile: '0000000000',
      email: null,
      childDob: null,
      address: null,
      pincode: null,
      remarks: null,
    },
  },
  label: 'Enquiry',
  labelPlural: 'Enquiries',
  module: ENQUIRY_MODULES.ENQUIRY,
  scope: 'franchisee',
  yearScoped: true,
  table: enquiries,
  titleField: 'enquiryCode',
  fields: {
    enquiryCode: { kind: 'text', label: 'Enquiry code', readOnly: true },
    franchiseeId: franchiseeField(),
    academicYearId: {
      kind: 'reference',
      label: 'Academic year',
      required: true,
      ref: { resource: 'academic-year', labelField: 'academicYear' },
    },
    enquiryType: {
      kind: 'enum',
      label: 'Enquiry type',
      options: labelledOptions(ENQUIRY_TYPES, ENQUIRY_TYPE_LABELS),
      default: 'ADMISSION',
    },
    serviceType: { kind: 'enum', label: 'Service type', options: labelledOptions(SERVICE_TYPES, SERVICE_TYPE_LABELS) },
    source: { kind: 'enum', label: 'Source', required: true, options: options(...ENQUIRY_SOURCES), default: 'Walk-in' },
    parentName: {
      kind: 'text',
      label: 'Parent name',
      required: true,
      max: 120,
      pattern: NAME,
      patternMessage: 'Parent name may use letters, spaces, dots, hyphens and apostrophes',
    },
    mobile: { kind: 'mobile', label: 'Mobile number', required: true },
    email: { kind: 'email', label: 'Email' },
    childName: {
      kind: 'text',
      label: 'Child name',
      required: true,
      max: 120,
      pattern: NAME,
      patternMessage: 'Child name may use letters, spaces, dots, hyphens and apostrophes',
    },
    childDob: { kind: 'date', label: 'Child date of birth' },
    gender: { kind: 'enum', label: 'Gender', options: labelledOptions(CHILD_GENDERS, GENDER_LABELS) },
    classId: { kind: 'reference', label: 'Class', required: true, ref: { resource: 'class', labelField: 'name' } },
    programme: { kind: 'enum', label: 'Programme', options: options(...ENQUIRY_PROGRAMMES), default: 'Pre-school' },
    pincode: { kind: 'pincode', label: 'PIN code' },
    address: { kind: 'text', label: 'Address', max: 300 },
    remarks: { kind: 'text', label: 'Remarks', max: 1000 },
    stage: { kind: 'enum', label: 'Stage', readOnly: true, options: labelledOptions(STAGES, STAGE_LABELS) },
    spancoStatus: { kind: 'enum', label: 'Spanco status', readOnly: true, options: options(...SPANCO_STATUSES) },
    spancoSubStatus: { kind: 'text', label: 'Spanco sub-status', readOnly: true },
    assignedTo: userRef('Assigned to', { readOnly: true }),
    nextFollowUpDate: { kind: 'date', label: 'Next follow-up', readOnly: true },
    createdAt: { kind: 'datetime', label: 'Enquiry date', readOnly: true },
  },
  list: {
    columns: [
      'enquiryCode',
      'childName',
      'parentName',
      'mobile',
      'classId',
      'source',
      'stage',
      'spancoStatus',
      'assignedTo',
      'nextFollowUpDate',
      'createdAt',
    ],
    search: ['enquiryCode', 'childName', 'parentName', 'mobile', 'email'],
    filters: [
      'franchiseeId',
      'enquiryType',
      'source',
      'stage',
      'spancoStatus',
      'classId',
      'programme',
      'assignedTo',
      'createdAt',
      'nextFollowUpDate',
    ],
    defaultSort: { field: 'id', dir: 'desc' },
  },
  hooks: {
    handOver: (ctx, v) => routeHeadOfficeLead(ctx, v.franchiseeId, v.pincode),
    beforeCreate: (ctx, v, opts) => beforeCreateEnquiry(ctx, v, opts),
    afterCreate: (ctx, row) => afterCreateEnquiry(ctx, row),
    beforeUpdate: (ctx, v, e) => beforeUpdateEnquiry(ctx, v, e),
  },
});

export const ALLOCATION_METHODS = ['Round robin', 'PIN code', 'Class'] as const;

/** settings/autoallocation/{allocationId}: who gets a centre's new leads. */
export const allocationRuleResource = defineResource({
  name: 'lead-allocation-rule',
  personalData: {
    whose: ['staff member'],
    categories: ['employment'],
    // It names a staff member at work; the grants say who reads it.
    audience: { everyRow: [everyoneGranted] },
    retention: 'while the rule is in use',
    purposes: ['Routing enquiries to a counsellor'],
  },
  label: 'Auto-allocation rule',
  module: ENQUIRY_MODULES.LEAD_ALLOCATION,
  scope: 'franchisee',
  table: leadAllocationRules,
  titleField: 'method',
  fields: {
    franchiseeId: franchiseeField(),
    method: { kind: 'enum', label: 'Method', required: true, options: options(...ALLOCATION_METHODS) },
    pincode: { kind: 'pincode', label: 'PIN code', help: 'For the PIN code method' },
    classId: {
      kind: 'reference',
      label: 'Class',
      ref: { resource: 'class', labelField: 'name' },
      help: 'For the class method',
    },
    counsellorId: userRef('Counsellor', { required: true }),
    assignedCount: { kind: 'number', label: 'Leads given', readOnly: true },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
  list: {
    columns: ['method', 'pincode', 'classId', 'counsellorId', 'assignedCount', 'franchiseeId', 'isActive'],
    filters: ['franchiseeId', 'method', 'counsellorId', 'isActive'],
    defaultSort: { field: 'id', dir: 'asc' },
  },
  remove: 'delete',
  hooks: {
    beforeCreate: (ctx, v) => checkNewAllocationRule(ctx, v),
    beforeUpdate: (ctx, v, e) => checkAllocationRuleChange(ctx, v, e),
  },
});

export const WEBHOOK_KINDS = ['GOOGLE', 'WAID'] as const;

/** A centre's Google lead-form or WhatsApp sender: the secret is stored hashed, the key is the URL. */
export const webhookSourceResource = defineResource({
  name: 'webhook-source',
  label: 'Webhook source',
  module: ENQUIRY_MODULES.GOOGLE_WEBHOOK,
  scope: 'franchisee',
  table: webhookSources,
  titleField: 'name',
  virtualFields: ['secret'],
  fields: {
    franchiseeId: franchiseeField(),
    kind: {
      kind: 'enum',
      label: 'Sender',
      required: true,
      options: [
        { value: 'GOOGLE', label: 'Google lead form' },
        { value: 'WAID', label: 'WhatsApp (WAID)' },
      ],
      createOnly: true,
    },
    name: { kind: 'text', label: 'Name', required: true, max: 80 },
    secret: {
      kind: 'password',
      label: 'Shared secret',
      required: true,
      min: 10,
      secret: true,
      help: 'Google: the lead form key; WhatsApp: the x-webhook-secret header',
    },
    secretHash: secretField('Shared secret hash'),
    publicKey: { kind: 'text', label: 'Webhook key', readOnly: true },
    lastCalledAt: { kind: 'datetime', label: 'Last call', readOnly: true },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
  list: {
    columns: ['kind', 'name', 'publicKey', 'lastCalledAt', 'franchiseeId', 'isActive'],
    search: ['name'],
    filters: ['franchiseeId', 'kind', 'isActive'],
    defaultSort: { field: 'id', dir: 'asc' },
  },
  remove: 'archive',
  hooks: {
    beforeCreate: (_ctx, v) => hashWebhookSource(v, true),
    beforeUpdate: (_ctx, v) => hashWebhookSource(v, false),
  },
});

/** B2S configuration: targets per centre and year. */
export const b2sTargetResource = defineResource({
  name: 'b2s-target',
  label: 'B2S target',
  module: ENQUIRY_MODULES.B2S,
  scope: 'franchisee',
  yearScoped: true,
  table: b2sTargets,
  titleField: 'id',
  fields: {
    franchiseeId: franchiseeField(),
    academicYearId: {
      kind: 'reference',
      label: 'Academic year',
      required: true,
      ref: { resource: 'academic-year', labelField: 'academicYear' },
    },
    enquiryTarget: { kind: 'number', label: 'Enquiry target', required: true, min: 0, max: 100_000 },
    admissionTarget: { kind: 'number', label: 'Admission target', required: true, min: 0, max: 100_000 },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
  list: {
    columns: ['franchiseeId', 'academicYearId', 'enquiryTarget', 'admissionTarget', 'isActive'],
    filters: ['franchiseeId', 'isActive'],
    defaultSort: { field: 'id', dir: 'asc' },
  },
  remove: 'delete',
});

// ---- Read-only views: listed through the kit's fenced list, written only by services. ----

export const leadAllocationLogResource = defineResource({
  name: 'lead-allocation',
  label: 'Allocation',
  module: ENQUIRY_MODULES.LEAD_ALLOCATION,
  scope: 'franchisee',
  table: leadAllocations,
  titleField: 'id',
  fields: {
    franchiseeId: franchiseeField(),
    enquiryId: { kind: 'reference', label: 'Enquiry', ref: { resource: 'enquiry', labelField: 'enquiryCode' } },
    kind: { kind: 'enum', label: 'Kind', options: labelledOptions(ALLOCATION_KINDS, ALLOCATION_KIND_LABELS) },
    fromUserId: userRef('From'),
    toUserId: userRef('To'),
    fromFranchiseeId: {
      kind: 'reference',
      label: 'Routed from',
      ref: { resource: 'franchisee', labelField: 'companyName' },
    },
    reason: { kind: 'text', label: 'Reason' },
    byUserId: userRef('By'),
    at: { kind: 'datetime', label: 'At' },
  },
  list: {
    columns: ['at', 'enquiryId', 'kind', 'fromUserId', 'toUserId', 'reason', 'byUserId'],
    search: ['reason'],
    filters: ['franchiseeId', 'enquiryId', 'kind', 'toUserId', 'at'],
    defaultSort: { field: 'id', dir: 'desc' },
  },
});

export const webhookLogResource = defineResource({
  name: 'webhook-log',
  label: 'Webhook call',
  module: ENQUIRY_MODULES.GOOGLE_WEBHOOK,
  scope: 'franchisee',
  table: webhookLogs,
  titleField: 'id',
  fields: {
    franchiseeId: franchiseeField(),
    sourceId: { kind: 'reference', label: 'Source', ref: { resource: 'webhook-source', labelField: 'name' } },
    kind: { kind: 'enum', label: 'Sender', options: options(...WEBHOOK_KINDS) },
    externalId: { kind: 'text', label: 'Lead id' },
    outcome: { kind: 'enum', label: 'Outcome', options: labelledOptions(WEBHOOK_OUTCOMES, WEBHOOK_OUTCOME_LABELS) },
    message: { kind: 'text', label: 'Message' },
    enquiryId: { kind: 'reference', label: 'Enquiry', ref: { resource: 'enquiry', labelField: 'enquiryCode' } },
    at: { kind: 'datetime', label: 'At' },
  },
  list: {
    columns: ['at', 'sourceId', 'externalId', 'outcome', 'message', 'enquiryId'],
    search: ['externalId', 'message'],
    filters: ['franchiseeId', 'kind', 'outcome', 'sourceId', 'at'],
    defaultSort: { field: 'id', dir: 'desc' },
  },
});

export const paymentRequestResource = defineResource({
  name: 'payment-request',
  label: 'Payment request',
  module: ENQUIRY_MODULES.APPROVE_PAYMENT,
  scope: 'franchisee',
  table: paymentRequests,
  titleField: 'referenceId',
  fields: {
    franchiseeId: franchiseeField(),
    referenceType: {
      kind: 'enum',
      label: 'Reference type',
      options: labelledOptions(PAYMENT_REFERENCE_TYPES, PAYMENT_REFERENCE_LABELS),
    },
    referenceId: { kind: 'text', label: 'Reference' },
    amountPaise: { kind: 'money', label: 'Amount' },
    status: { kind: 'enum', label: 'Status', options: labelledOptions(PAYMENT_STATUS, PAYMENT_STATUS_LABELS) },
    enquiryId: { kind: 'reference', label: 'Enquiry', ref: { resource: 'enquiry', labelField: 'enquiryCode' } },
    description: { kind: 'text', label: 'For' },
    payerName: { kind: 'text', label: 'Payer' },
    mode: { kind: 'text', label: 'Mode' },
    confirmedAt: { kind: 'datetime', label: 'Confirmed at' },
    createdAt: { kind: 'datetime', label: 'Requested at' },
  },
  list: {
    columns: ['createdAt', 'referenceType', 'description', 'payerName', 'amountPaise', 'status', 'mode'],
    search: ['referenceId', 'payerName', 'description'],
    filters: ['franchiseeId', 'referenceType', 'status', 'enquiryId'],
    defaultSort: { field: 'id', dir: 'desc' },
  },
});

export const enquiryFormResource = defineResource({
  name: 'enquiry-form',
  label: 'Form',
  module: ENQUIRY_MODULES.ENQUIRY,
  scope: 'franchisee',
  table: enquiryForms,
  titleField: 'refId',
  fields: {
    franchiseeId: franchiseeField(),
    enquiryId: { kind: 'reference', label: 'Enquiry', ref: { resource: 'enquiry', labelField: 'enquiryCode' } },
    formType: { kind: 'enum', label: 'Form', options: labelledOptions(FORM_TYPES, FORM_TYPE_LABELS) },
    status: { kind: 'enum', label: 'Status', options: labelledOptions(FORM_STATUSES, FORM_STATUS_LABELS) },
    feePaise: { kind: 'money', label: 'Fee' },
    submittedAt: { kind: 'datetime', label: 'Submitted at' },
    completedAt: { kind: 'datetime', label: 'Completed at' },
  },
  list: {
    columns: ['enquiryId', 'formType', 'status', 'feePaise', 'submittedAt', 'completedAt'],
    filters: ['franchiseeId', 'formType', 'status', 'enquiryId'],
    defaultSort: { field: 'id', dir: 'desc' },
  },
});
