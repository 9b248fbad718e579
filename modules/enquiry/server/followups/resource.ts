import { franchiseeField, options } from '@portal/core';
import { defineResource } from '@portal/kit';
import { ENQUIRY_MODULES, FOLLOW_UP_CATEGORIES, FOLLOW_UP_STATUSES } from '../../shared/index.ts';
import { FOLLOW_UP_CATEGORY_LABELS, FOLLOW_UP_TYPE_LABELS, labelledOptions } from '../../shared/labels.ts';
import { ENQUIRY_DESK } from '../resources.ts';
import { enquiryFollowUps } from '../schema.ts';
import { afterCreateFollowUp, beforeCreateFollowUp, onFollowUpCommand } from './follow-up-hooks.ts';

export const followUpResource = defineResource({
  name: 'enquiry-follow-up',
  personalData: {
    whose: ['enquirer'],
    categories: ['contact'],
    audience: { everyRow: ENQUIRY_DESK },
    retention: 'the enquiry, then 2 years',
    purposes: ['Following up the enquiry'],
    erase: { remarks: null, outcome: null },
  },
  label: 'Follow-up',
  module: ENQUIRY_MODULES.FOLLOW_UP,
  scope: 'franchisee',
  table: enquiryFollowUps,
  titleField: 'followUpDate',
  statusField: 'status',
  fields: {
    franchiseeId: { ...franchiseeField(), required: false, help: 'Taken from the enquiry' },
    enquiryId: {
      kind: 'reference',
      label: 'Enquiry',
      required: true,
      ref: { resource: 'enquiry', labelField: 'enquiryCode' },
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
  list: {
    columns: ['enquiryId', 'followUpDate', 'followUpType', 'category', 'status', 'remarks', 'outcome'],
    search: ['remarks', 'outcome'],
    filters: ['enquiryId', 'followUpType', 'category', 'status', 'followUpDate'],
    defaultSort: { field: 'followUpDate', dir: 'desc' },
  },
  commands: {
    complete: {
      label: 'Mark done',
      from: ['Open'],
      to: 'Done',
      fields: { outcome: { kind: 'text', label: 'Outcome', max: 1000 } },
    },
    cancel: { label: 'Cancel follow-up', from: ['Open'], to: 'Cancelled', color: 'red' },
  },
  hooks: {
    beforeCreate: (ctx, v) => beforeCreateFollowUp(ctx, v),
    afterCreate: (ctx, row) => afterCreateFollowUp(ctx, row),
    onCommand: (ctx, name, row, input) => onFollowUpCommand(ctx, name, row, input),
  },
});
