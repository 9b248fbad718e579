import { defineResource, headOfficeWrites } from '@portal/kit';
import { templateShape } from '../shared/resources.ts';
import { whatsappTemplates } from './schema.ts';

/**
 * The WhatsApp templates: network-wide, kept by head office, who records each one's state at WhatsApp (a paused
 * or rejected template is not sent; its messages go by SMS). A template's message and language are fixed once
 * added; its name at WhatsApp and its state change.
 */
export const templateResource = defineResource({
  ...templateShape,
  scope: 'global',
  table: whatsappTemplates,
  titleField: 'name',
  writeRule: headOfficeWrites('Only head office keeps the WhatsApp templates'),
  list: {
    columns: ['message', 'language', 'name', 'state', 'updatedAt'],
    search: ['name'],
    filters: ['message', 'language', 'state'],
  },
  remove: 'delete',
  example: { message: 'FEE_DUE', language: 'en', name: 'fee_due_en', state: 'APPROVED' },
  hooks: {
    beforeUpdate: (_ctx, values) => ({ ...values, updatedAt: new Date() }),
  },
});
