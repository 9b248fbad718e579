import { LANGUAGE_NAMES, options, resourceShape } from '@portal/core';
import { TEMPLATE_STATES, WHATSAPP_MODULES as M } from './constants.ts';
import { PHONE_TEMPLATES } from '@portal/mod-notifications/shared';

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

/** The WhatsApp templates. */
export const templateShape = resourceShape({
  name: 'whatsapp-templates',
  label: 'WhatsApp template',
  module: M.TEMPLATES,
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
});
