import { options, PAYMENT_STATUS, referenceTo, resourceShape, secretField } from '@portal/core';
import {
  CHILD_GENDERS,
  ENQUIRY_MODULES,
  ENQUIRY_PROGRAMMES,
  ENQUIRY_SOURCES,
  ENQUIRY_TYPES,
  FOLLOW_UP_CATEGORIES,
  FOLLOW_UP_STATUSES,
  FORM_STATUSES,
  FORM_TYPES,
  PAYMENT_REFERENCE_TYPES,
  SERVICE_TYPES,
  SPANCO_STATUSES,
  STAGES,
} from './index.ts';
import {
  ALLOCATION_KIND_LABELS,
  ALLOCATION_KINDS,
  ENQUIRY_TYPE_LABELS,
  FOLLOW_UP_CATEGORY_LABELS,
  FOLLOW_UP_TYPE_LABELS,
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
} from './labels.ts';
import { userShape } from '@portal/mod-users/shared/resources';
import { academicYearShape, classShape, franchiseeField, franchiseeShape } from '@portal/mod-org/shared/resources';

const userRef = (label: string, extra: { required?: boolean; readOnly?: boolean } = {}) => ({
  kind: 'reference' as const,
  label,
  ...extra,
  ref: referenceTo(() => userShape, 'fullName'),
});

const NAME = "^[A-Za-z][A-Za-z .'-]*$";

const ALLOCATION_METHODS = ['Round robin', 'PIN code', 'Class'] as const;

const WEBHOOK_KINDS = ['GOOGLE', 'WAID'] as const;

export const followUpShape = resourceShape({
  name: 'enquiry-follow-up',
  label: 'Follow-up',
  module: ENQUIRY_MODULES.FOLLOW_UP,
  fields: {
    franchiseeId: { ...franchiseeField(), required: false, help: 'Taken from the enquiry' },
    enquiryId: {
      kind: 'reference',
      label: 'Enquiry',
      required: true,
      ref: referenceTo(() => enquiryShape, 'enquiryCode'),
    },
    // 'manual' first: a manual follow-up records a call already made.
    followUpType: {
      kind: 'enum',
      label: 'Follow-up type',
      required: true,
      options: labelledOptions(['manual', 'scheduled', 'academic'] as const, FOLLOW_UP_TYPE_LABELS),
      default: 'scheduled',
    },
    category: {
      kind: 'enum',
      label: 'Category',
      options: labelledOptions(FOLLOW_UP_CATEGORIES, FOLLOW_UP_CATEGORY_LABELS),
      default: 'admission',
    },
    followUpDate: { kind: 'date', label: 'Follow-up date', required: true },
    remarks: { kind: 'text', label: 'Remarks', max: 1000 },
    status: { kind: 'enum', label: 'Status', readOnly: true, options: options(...FOLLOW_UP_STATUSES) },
    outcome: { kind: 'text', label: 'Outcome', readOnly: true },
  },
});

/** A stage of the enquiry pipeline. */
export const enquiryStageShape = resourceShape({
  name: 'enquiry-stage',
  label: 'Enquiry stage',
  module: ENQUIRY_MODULES.ENQUIRY,
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
});

export const enquiryShape = resourceShape({
  name: 'enquiry',
  label: 'Enquiry',
  module: ENQUIRY_MODULES.ENQUIRY,
  fields: {
    enquiryCode: { kind: 'text', label: 'Enquiry code', readOnly: true },
    franchiseeId: franchiseeField(),
    academicYearId: {
      kind: 'reference',
      label: 'Academic year',
      required: true,
      ref: referenceTo(() => academicYearShape, 'academicYear'),
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
    classId: { kind: 'reference', label: 'Class', required: true, ref: referenceTo(() => classShape, 'name') },
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
});

/** A rule allocating new leads to centres. */
export const allocationRuleShape = resourceShape({
  name: 'lead-allocation-rule',
  label: 'Auto-allocation rule',
  module: ENQUIRY_MODULES.LEAD_ALLOCATION,
  fields: {
    franchiseeId: franchiseeField(),
    method: { kind: 'enum', label: 'Method', required: true, options: options(...ALLOCATION_METHODS) },
    pincode: { kind: 'pincode', label: 'PIN code', help: 'For the PIN code method' },
    classId: {
      kind: 'reference',
      label: 'Class',
      ref: referenceTo(() => classShape, 'name'),
      help: 'For the class method',
    },
    counsellorId: userRef('Counsellor', { required: true }),
    assignedCount: { kind: 'number', label: 'Leads given', readOnly: true },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
});

/** A centre's Google lead-form or WhatsApp sender. */
export const webhookSourceShape = resourceShape({
  name: 'webhook-source',
  label: 'Webhook source',
  module: ENQUIRY_MODULES.GOOGLE_WEBHOOK,
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
});

/** A B2S target. */
export const b2sTargetShape = resourceShape({
  name: 'b2s-target',
  label: 'B2S target',
  module: ENQUIRY_MODULES.B2S,
  fields: {
    franchiseeId: franchiseeField(),
    academicYearId: {
      kind: 'reference',
      label: 'Academic year',
      required: true,
      ref: referenceTo(() => academicYearShape, 'academicYear'),
    },
    enquiryTarget: { kind: 'number', label: 'Enquiry target', required: true, min: 0, max: 100_000 },
    admissionTarget: { kind: 'number', label: 'Admission target', required: true, min: 0, max: 100_000 },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
});

export const leadAllocationLogShape = resourceShape({
  name: 'lead-allocation',
  label: 'Allocation',
  module: ENQUIRY_MODULES.LEAD_ALLOCATION,
  fields: {
    franchiseeId: franchiseeField(),
    enquiryId: { kind: 'reference', label: 'Enquiry', ref: referenceTo(() => enquiryShape, 'enquiryCode') },
    kind: { kind: 'enum', label: 'Kind', options: labelledOptions(ALLOCATION_KINDS, ALLOCATION_KIND_LABELS) },
    fromUserId: userRef('From'),
    toUserId: userRef('To'),
    fromFranchiseeId: {
      kind: 'reference',
      label: 'Routed from',
      ref: referenceTo(() => franchiseeShape, 'companyName'),
    },
    reason: { kind: 'text', label: 'Reason' },
    byUserId: userRef('By'),
    at: { kind: 'datetime', label: 'At' },
  },
});

export const webhookLogShape = resourceShape({
  name: 'webhook-log',
  label: 'Webhook call',
  module: ENQUIRY_MODULES.GOOGLE_WEBHOOK,
  fields: {
    franchiseeId: franchiseeField(),
    sourceId: { kind: 'reference', label: 'Source', ref: referenceTo(() => webhookSourceShape, 'name') },
    kind: { kind: 'enum', label: 'Sender', options: options(...WEBHOOK_KINDS) },
    externalId: { kind: 'text', label: 'Lead id' },
    outcome: { kind: 'enum', label: 'Outcome', options: labelledOptions(WEBHOOK_OUTCOMES, WEBHOOK_OUTCOME_LABELS) },
    message: { kind: 'text', label: 'Message' },
    enquiryId: { kind: 'reference', label: 'Enquiry', ref: referenceTo(() => enquiryShape, 'enquiryCode') },
    at: { kind: 'datetime', label: 'At' },
  },
});

export const paymentRequestShape = resourceShape({
  name: 'payment-request',
  label: 'Payment request',
  module: ENQUIRY_MODULES.APPROVE_PAYMENT,
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
    enquiryId: { kind: 'reference', label: 'Enquiry', ref: referenceTo(() => enquiryShape, 'enquiryCode') },
    description: { kind: 'text', label: 'For' },
    payerName: { kind: 'text', label: 'Payer' },
    mode: { kind: 'text', label: 'Mode' },
    confirmedAt: { kind: 'datetime', label: 'Confirmed at' },
    createdAt: { kind: 'datetime', label: 'Requested at' },
  },
});

export const enquiryFormShape = resourceShape({
  name: 'enquiry-form',
  label: 'Form',
  module: ENQUIRY_MODULES.ENQUIRY,
  fields: {
    franchiseeId: franchiseeField(),
    enquiryId: { kind: 'reference', label: 'Enquiry', ref: referenceTo(() => enquiryShape, 'enquiryCode') },
    formType: { kind: 'enum', label: 'Form', options: labelledOptions(FORM_TYPES, FORM_TYPE_LABELS) },
    status: { kind: 'enum', label: 'Status', options: labelledOptions(FORM_STATUSES, FORM_STATUS_LABELS) },
    feePaise: { kind: 'money', label: 'Fee' },
    submittedAt: { kind: 'datetime', label: 'Submitted at' },
    completedAt: { kind: 'datetime', label: 'Completed at' },
  },
});
