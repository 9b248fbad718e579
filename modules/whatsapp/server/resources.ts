import { LANGUAGE_NAMES, options } from '@portal/core';
import { defineResource, headOfficeWrites } from '@portal/kit';
import { PHONE_TEMPLATES } from '@portal/mod-notifications/shared';
import { TEMPLATE_STATES, WHATSAPP_MODULES as M } from '../shared/constants.ts';
import { whatsappTemplates } from './schema.ts';

const labelled = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

export const MESSAGE_LABELS: Record<(typeof PHONE_TEMPLATES)[number], string> = {
  ARRIVAL: 'Arrival',
  PICKUP: 'Pickup',
  INCIDENT_SENT: 'Incident report sent',
  FEE_DUE: 'Fee due',
  EVENING_SUMMARY: 'Evening summary',
  FEE_RECEIPT: 'Fee receipt',
  SEAT_OFFER: 'Seat offer',
  SIGN_IN_CODE: 'Sign-in code',
  NEW_MESSAGE: 'New message from the centre',
};

/**
 * The WhatsApp templates: network-wide, kept by head office, who records each one's state at WhatsApp (a paused
 * or rejected template is not sent; its messages go by SMS). A template's message and language are fixed once
 * added; its name at WhatsApp and its state change.
 */
export const templateResource = defineResource({
  name: 'whatsapp-templates',
  label: 'WhatsApp template',
  module: M.TEMPLATES,
  scope: 'global',
  table: whatsappTemplates,
  titleField: 'name',
  writeRule: headOfficeWrites('Only head office keeps the WhatsApp templates'),
  fields: {
    message: { kind: 'enum', label: 'Message', required: true, createOnly: true, options: labelled(MESSAGE_LABELS) },
    language: { kind: 'enum', label: 'Language', required: true, createOnly: true, options: labelled(LANGUAGE_NAMES) },
    name: {
      kind: 'text',
      label: 'Name at WhatsApp',
      required: true,
      min: 1,
      max: 512,
      pattern: '^[a-z0-9_]+$',
      patternMessage: 'Lower-case letters, digits and underscores, as WhatsApp names templates',
    },
    state: { kind: 'enum', label: 'State', required: true, options: options(...TEMPLATE_STATES) },
    updatedAt: { kind: 'datetime', label: 'Changed', readOnly: true },
  },
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
