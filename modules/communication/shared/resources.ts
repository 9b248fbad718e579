import { franchiseeField, LANGUAGE_NAMES, LANGUAGES, options, resourceShape } from '@portal/core';
import {
  COMM_MODULES as M,
  EVENT_TYPES,
  TEMPLATE_PAGES,
  TEMPLATE_TYPES,
  TEMPLATE_USER_TYPES,
  TEMPLATE_VARIABLES,
} from './constants.ts';

/** The variables a template may use, as its form's help and its refusal name them. */
export const variableHelp = `Variables: ${Object.keys(TEMPLATE_VARIABLES)
  .map((v) => `{${v}}`)
  .join(', ')}`;

/** SMS and email templates: network-wide, kept by head office. */
export const templateShape = resourceShape({
  name: 'comm-templates',
  label: 'Template',
  module: M.MESSAGES,
  fields: {
    name: { kind: 'text', label: 'Name', required: true, min: 2, max: 120 },
    userType: { kind: 'enum', label: 'User type', required: true, options: options(...TEMPLATE_USER_TYPES) },
    type: { kind: 'enum', label: 'Type', required: true, options: options(...TEMPLATE_TYPES) },
    page: { kind: 'enum', label: 'Page', required: true, options: options(...TEMPLATE_PAGES) },
    subject: { kind: 'text', label: 'Subject', max: 200, help: 'Emails only' },
    body: { kind: 'text', label: 'Message', required: true, min: 2, max: 5000, help: variableHelp },
    dltTemplateId: {
      kind: 'text',
      label: 'DLT template id',
      max: 30,
      pattern: '^\\d{10,25}$',
      patternMessage: 'The DLT template id is the 10 to 25 digit number the operator registered',
      help: 'SMS only: the id under which the text (each variable as {#var#}) is registered',
    },
    senderId: {
      kind: 'text',
      label: 'Sender id',
      max: 6,
      pattern: '^[A-Z]{6}$',
      patternMessage: 'The sender id is six capital letters',
    },
    language: {
      kind: 'enum',
      label: 'Language',
      default: 'en',
      options: LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] })),
    },
    variantOf: {
      kind: 'reference',
      label: 'Translation of',
      ref: { resource: 'comm-templates', labelField: 'name' },
      help: 'A translation is sent instead of that template to parents who read this language',
    },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
});

/** Events on a centre's calendar (the spec's event-calendar permission); holidays are marked. */
export const eventShape = resourceShape({
  name: 'calendar-events',
  label: 'Event',
  module: M.EVENTS,
  fields: {
    franchiseeId: franchiseeField({ label: 'Centre', createOnly: true }),
    title: { kind: 'text', label: 'Title', required: true, min: 2, max: 160 },
    eventType: { kind: 'enum', label: 'Type', required: true, default: 'EVENT', options: options(...EVENT_TYPES) },
    startDate: { kind: 'date', label: 'Starts', required: true },
    endDate: { kind: 'date', label: 'Ends', required: true },
    isHoliday: { kind: 'boolean', label: 'Holiday', default: false, help: 'Marks the days as holidays' },
    description: { kind: 'text', label: 'Description', max: 2000 },
  },
});
