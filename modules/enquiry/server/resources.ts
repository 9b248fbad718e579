import { ROLE } from '@portal/core';
import { defineResource, everyoneGranted } from '@portal/kit';
import {
  allocationRuleShape,
  b2sTargetShape,
  enquiryFormShape,
  enquiryShape,
  enquiryStageShape,
  leadAllocationLogShape,
  paymentRequestShape,
  webhookLogShape,
  webhookSourceShape,
} from '../shared/resources.ts';
import { afterCreateEnquiry, beforeCreateEnquiry, beforeUpdateEnquiry } from './enquiries/enquiry-hooks.service.ts';
import { routeHeadOfficeLead } from './allocation/route-lead.service.ts';
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

/** Stage settings (settings/add, settings/edit/{stageID}): network-wide, kept by head office. */
export const enquiryStageResource = defineResource({
  ...enquiryStageShape,
  scope: 'global',
  table: enquiryStages,
  titleField: 'stage',
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
  ...enquiryShape,
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
  labelPlural: 'Enquiries',
  scope: 'franchisee',
  yearScoped: true,
  table: enquiries,
  titleField: 'enquiryCode',
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

/** settings/autoallocation/{allocationId}: who gets a centre's new leads. */
export const allocationRuleResource = defineResource({
  ...allocationRuleShape,
  personalData: {
    whose: ['staff member'],
    categories: ['employment'],
    // It names a staff member at work; the grants say who reads it.
    audience: { everyRow: [everyoneGranted] },
    retention: 'while the rule is in use',
    purposes: ['Routing enquiries to a counsellor'],
  },
  scope: 'franchisee',
  table: leadAllocationRules,
  titleField: 'method',
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

/** A centre's Google lead-form or WhatsApp sender: the secret is stored hashed, the key is the URL. */
export const webhookSourceResource = defineResource({
  ...webhookSourceShape,
  scope: 'franchisee',
  table: webhookSources,
  titleField: 'name',
  virtualFields: ['secret'],
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
  ...b2sTargetShape,
  scope: 'franchisee',
  yearScoped: true,
  table: b2sTargets,
  titleField: 'id',
  list: {
    columns: ['franchiseeId', 'academicYearId', 'enquiryTarget', 'admissionTarget', 'isActive'],
    filters: ['franchiseeId', 'isActive'],
    defaultSort: { field: 'id', dir: 'asc' },
  },
  remove: 'delete',
});

// ---- Read-only views: listed through the kit's fenced list, written only by services. ----

export const leadAllocationLogResource = defineResource({
  ...leadAllocationLogShape,
  scope: 'franchisee',
  table: leadAllocations,
  titleField: 'id',
  list: {
    columns: ['at', 'enquiryId', 'kind', 'fromUserId', 'toUserId', 'reason', 'byUserId'],
    search: ['reason'],
    filters: ['franchiseeId', 'enquiryId', 'kind', 'toUserId', 'at'],
    defaultSort: { field: 'id', dir: 'desc' },
  },
});

export const webhookLogResource = defineResource({
  ...webhookLogShape,
  scope: 'franchisee',
  table: webhookLogs,
  titleField: 'id',
  list: {
    columns: ['at', 'sourceId', 'externalId', 'outcome', 'message', 'enquiryId'],
    search: ['externalId', 'message'],
    filters: ['franchiseeId', 'kind', 'outcome', 'sourceId', 'at'],
    defaultSort: { field: 'id', dir: 'desc' },
  },
});

export const paymentRequestResource = defineResource({
  ...paymentRequestShape,
  scope: 'franchisee',
  table: paymentRequests,
  titleField: 'referenceId',
  list: {
    columns: ['createdAt', 'referenceType', 'description', 'payerName', 'amountPaise', 'status', 'mode'],
    search: ['referenceId', 'payerName', 'description'],
    filters: ['franchiseeId', 'referenceType', 'status', 'enquiryId'],
    defaultSort: { field: 'id', dir: 'desc' },
  },
});

export const enquiryFormResource = defineResource({
  ...enquiryFormShape,
  scope: 'franchisee',
  table: enquiryForms,
  titleField: 'refId',
  list: {
    columns: ['enquiryId', 'formType', 'status', 'feePaise', 'submittedAt', 'completedAt'],
    filters: ['franchiseeId', 'formType', 'status', 'enquiryId'],
    defaultSort: { field: 'id', dir: 'desc' },
  },
});
