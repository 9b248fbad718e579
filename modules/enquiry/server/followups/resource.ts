import { defineResource } from '@portal/kit';
import { ENQUIRY_DESK } from '../resources.ts';
import { enquiryFollowUps } from '../schema.ts';
import { followUpShape } from '../../shared/resources.ts';
import { afterCreateFollowUp, beforeCreateFollowUp, onFollowUpCommand } from './follow-up-hooks.service.ts';

export const followUpResource = defineResource({
  ...followUpShape,
  personalData: {
    whose: ['enquirer'],
    categories: ['contact'],
    audience: { everyRow: ENQUIRY_DESK },
    retention: 'the enquiry, then 2 years',
    purposes: ['Following up the enquiry'],
    erase: { remarks: null, outcome: null },
  },
  scope: 'franchisee',
  table: enquiryFollowUps,
  titleField: 'followUpDate',
  statusField: 'status',
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
