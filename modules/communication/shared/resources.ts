import { LANGUAGE_NAMES, LANGUAGES, options, referenceTo, resourceShape, type ResourceShape } from '@portal/core';
import {
  COMM_MODULES as M,
  EVENT_TYPES,
  TEMPLATE_PAGES,
  TEMPLATE_TYPES,
  TEMPLATE_USER_TYPES,
  TEMPLATE_VARIABLES,
} from './constants.ts';
import { ANNOUNCEMENT_AUDIENCES, INSTA_STATUS } from './index.ts';
import { classShape, franchiseeField } from '@portal/mod-org/shared/resources';
import { userShape } from '@portal/mod-users/shared/resources';

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
      ref: referenceTo((): ResourceShape => templateShape, 'name'),
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

/** Addresses that asked not to be messaged, per centre and channel. */
export const optOutShape = resourceShape({
  name: 'comm-opt-outs',
  label: 'Opt-out',
  module: M.MESSAGES,
  fields: {
    franchiseeId: franchiseeField({ label: 'Centre', createOnly: true }),
    channel: { kind: 'enum', label: 'Channel', required: true, options: options(...TEMPLATE_TYPES) },
    address: { kind: 'text', label: 'Email or mobile', required: true, min: 5, max: 200 },
    reason: { kind: 'text', label: 'Reason', max: 300 },
  },
});

/** A centre's announcement: to parents, staff or both, of one class or the whole centre, within a window. */
export const announcementShape = resourceShape({
  name: 'announcements',
  label: 'Announcement',
  module: M.ANNOUNCEMENTS,
  fields: {
    franchiseeId: franchiseeField({ label: 'Centre', createOnly: true }),
    title: { kind: 'text', label: 'Title', required: true, min: 3, max: 160 },
    body: { kind: 'richtext', label: 'Announcement', required: true, max: 20_000 },
    audience: {
      kind: 'enum',
      label: 'For',
      required: true,
      default: 'ALL',
      options: options(...ANNOUNCEMENT_AUDIENCES),
    },
    classId: {
      kind: 'reference',
      label: 'Class',
      ref: referenceTo(() => classShape, 'name'),
      help: 'Leave empty for the whole centre',
    },
    publishFrom: { kind: 'date', label: 'Publish from', required: true },
    publishTo: { kind: 'date', label: 'Publish until' },
    closedFrom: {
      kind: 'date',
      label: 'Centre closed from',
      help: 'A closure notice: the days show on the centre’s calendar as holidays',
    },
    closedTo: { kind: 'date', label: 'Closed until' },
    // What a parent opens on a phone: a letter or a photo, never a sheet or a large file.
    attachmentFileId: {
      kind: 'file',
      label: 'Attachment',
      accepts: { kinds: ['pdf', 'image'], maxBytes: 5 * 1024 * 1024 },
    },
    createdAt: { kind: 'datetime', label: 'Created', readOnly: true },
  },
});

/** A photo album of one class of a centre; its photos are uploaded to it (see gallery.service.ts). */
export const albumShape = resourceShape({
  name: 'photo-albums',
  label: 'Photo album',
  module: M.GALLERY,
  fields: {
    franchiseeId: franchiseeField({ label: 'Centre', createOnly: true }),
    classId: { kind: 'reference', label: 'Class', required: true, ref: referenceTo(() => classShape, 'name') },
    title: { kind: 'text', label: 'Title', required: true, min: 2, max: 160 },
    eventDate: { kind: 'date', label: 'Date', required: true },
    description: { kind: 'text', label: 'Description', max: 2000 },
  },
});

/** Marketing's Instagram composer: a draft goes for approval, an approved post is published when publishing is on. */
export const instagramShape = resourceShape({
  name: 'instagram-posts',
  label: 'Instagram post',
  module: M.INSTAGRAM,
  fields: {
    imageFileId: { kind: 'file', label: 'Image', required: true },
    caption: { kind: 'text', label: 'Caption', required: true, min: 2, max: 2200 },
    status: { kind: 'enum', label: 'Status', readOnly: true, options: options(...INSTA_STATUS) },
    authorUserId: {
      kind: 'reference',
      label: 'Author',
      readOnly: true,
      ref: referenceTo(() => userShape, 'fullName'),
    },
    publishedAt: { kind: 'datetime', label: 'Published', readOnly: true },
  },
});
