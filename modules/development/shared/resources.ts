import { options, referenceTo, resourceShape, secretField } from '@portal/core';
import {
  DEVELOPMENT_MODULES as M,
  INVESTMENT_BANDS,
  INVESTMENT_LABELS,
  labelled,
  LAUNCH_SIDE_LABELS,
  LAUNCH_SIDES,
  LAUNCH_STATUS_LABELS,
  LAUNCH_STATUSES,
  PROSPECT_SOURCES,
  PROSPECT_STAGES,
  SOURCE_LABELS,
  STAGE_LABELS,
  TERRITORY_STATES,
} from './constants.ts';
import { userShape } from '@portal/mod-users/shared/resources';
import { franchiseeField } from '@portal/mod-org/shared/resources';

export const days = (label: string, max: number) => ({
  kind: 'number' as const,
  label,
  required: true,
  min: 0,
  max,
});

export const prospectRef = (label: string, readOnly = false) => ({
  kind: 'reference' as const,
  label,
  required: !readOnly,
  readOnly,
  ref: referenceTo(() => prospectShape, 'name'),
});

export const userRef = (label: string, readOnly = false) => ({
  kind: 'reference' as const,
  label,
  readOnly,
  ref: referenceTo(() => userShape, 'fullName'),
});

export const prospectShape = resourceShape({
  name: 'dev-prospects',
  label: 'Franchise prospect',
  module: M.PROSPECTS,
  fields: {
    name: {
      kind: 'text',
      label: 'Name',
      required: true,
      max: 120,
      pattern: "^[A-Za-z][A-Za-z .'-]*$",
      patternMessage: 'Name may use letters, spaces, dots, hyphens and apostrophes',
    },
    mobile: { kind: 'mobile', label: 'Mobile number', required: true },
    email: { kind: 'email', label: 'Email' },
    city: { kind: 'text', label: 'City', required: true, max: 80 },
    pincodes: { kind: 'tags', label: 'PIN codes wanted', required: true, max: 10 },
    investmentBand: {
      kind: 'enum',
      label: 'Investment band',
      required: true,
      options: labelled(INVESTMENT_BANDS, INVESTMENT_LABELS),
    },
    source: {
      kind: 'enum',
      label: 'Source',
      required: true,
      options: labelled(PROSPECT_SOURCES, SOURCE_LABELS),
      default: 'EVENT',
    },
    ownerId: userRef('Owner', true),
    stage: { kind: 'enum', label: 'Stage', readOnly: true, options: labelled(PROSPECT_STAGES, STAGE_LABELS) },
    stageChangedAt: { kind: 'datetime', label: 'In this stage since', readOnly: true },
    lostReason: { kind: 'text', label: 'Lost because', readOnly: true },
    remarks: { kind: 'text', label: 'Remarks', max: 1000 },
    nextFollowUpDate: { kind: 'date', label: 'Next follow-up', readOnly: true },
    tokenAmount: { kind: 'money', label: 'LOI token', readOnly: true },
    tokenReference: { kind: 'text', label: 'Token payment reference', readOnly: true },
    ackTokenHash: secretField('Disclosure link'),
    createdAt: { kind: 'datetime', label: 'Received', readOnly: true },
  },
});

export const followUpShape = resourceShape({
  name: 'dev-follow-ups',
  label: 'Prospect follow-up',
  module: M.PROSPECTS,
  fields: {
    prospectId: prospectRef('Prospect'),
    followUpDate: { kind: 'date', label: 'Follow-up date', required: true },
    remark: { kind: 'text', label: 'Remark', required: true, max: 1000 },
    createdBy: userRef('By', true),
    createdAt: { kind: 'datetime', label: 'Recorded', readOnly: true },
  },
});

export const territoryShape = resourceShape({
  name: 'dev-territories',
  label: 'Territory',
  module: M.TERRITORIES,
  fields: {
    city: { kind: 'text', label: 'City', required: true, max: 80 },
    pincode: { kind: 'pincode', label: 'PIN code', required: true, createOnly: true },
    area: { kind: 'text', label: 'Area', max: 120 },
    status: { kind: 'enum', label: 'Availability', readOnly: true, options: options(...TERRITORY_STATES) },
    prospectId: prospectRef('Reserved for', true),
  },
});

export const disclosureShape = resourceShape({
  name: 'dev-disclosures',
  label: 'Disclosure document',
  module: M.DISCLOSURES,
  fields: {
    version: { kind: 'number', label: 'Version', readOnly: true },
    title: { kind: 'text', label: 'Title', required: true, max: 200 },
    fileId: { kind: 'file', label: 'Document', required: true, createOnly: true },
    notes: { kind: 'text', label: 'What changed', max: 1000 },
    uploadedBy: userRef('Uploaded by', true),
    createdAt: { kind: 'datetime', label: 'Uploaded', readOnly: true },
  },
});

/** Head office's launch template: what every converted centre's plan is copied from. */
export const launchTemplateShape = resourceShape({
  name: 'dev-launch-template',
  label: 'Launch task',
  module: M.LAUNCH_TEMPLATE,
  fields: {
    title: { kind: 'text', label: 'Task', required: true, max: 120 },
    ownerSide: {
      kind: 'enum',
      label: 'Done by',
      required: true,
      options: labelled(LAUNCH_SIDES, LAUNCH_SIDE_LABELS),
      default: 'FRANCHISEE',
    },
    durationDays: { ...days('Takes (days)', 365), min: 1 },
    offsetDays: { ...days('Due, days before opening', 730), help: '0 is the opening day itself' },
    sort: { kind: 'number', label: 'Order', min: 0, max: 1000, default: 0 },
  },
});

/**
 * A centre's launch tasks: read (and exported) through the resource, fenced to the centre; changed only through
 * the launch board's update (the franchisee their side's tasks), and written by the conversion and the opening day.
 */
export const launchTaskShape = resourceShape({
  name: 'dev-launch-tasks',
  label: 'Launch task',
  module: M.LAUNCH,
  fields: {
    franchiseeId: { ...franchiseeField(), readOnly: true },
    title: { kind: 'text', label: 'Task', readOnly: true },
    ownerSide: { kind: 'enum', label: 'Done by', readOnly: true, options: labelled(LAUNCH_SIDES, LAUNCH_SIDE_LABELS) },
    startDate: { kind: 'date', label: 'Starts', readOnly: true },
    dueDate: { kind: 'date', label: 'Due', readOnly: true },
    status: { kind: 'enum', label: 'Status', readOnly: true, options: labelled(LAUNCH_STATUSES, LAUNCH_STATUS_LABELS) },
    doneOn: { kind: 'date', label: 'Done on', readOnly: true },
    note: { kind: 'text', label: 'Note', readOnly: true },
    fileId: { kind: 'file', label: 'Document', readOnly: true },
  },
});
