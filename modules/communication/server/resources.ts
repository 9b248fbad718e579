import { eq } from 'drizzle-orm';
import { franchiseeField, options } from '@portal/core';
import { z } from 'zod';
import {
  commandOf,
  conflict,
  defineResource,
  fieldError,
  forbidden,
  headOfficeWrites,
  requireUser,
  sanitizeRichText,
  type RequestContext,
  type RowOf,
  type Values,
  type ValuesOf,
  everyoneGranted,
} from '@portal/kit';
import {
  ANNOUNCEMENT_AUDIENCES,
  COMM_MODULES as M,
  INSTA_STATUS,
  MESSAGES,
  TEMPLATE_TYPES,
  unknownVariables,
} from '../shared/index.ts';
import { eventShape, templateShape, variableHelp } from '../shared/resources.ts';
import { currentPublisher } from './instagram.ts';
import { announcements, calendarEvents, commOptOuts, commTemplates, instagramPosts, photoAlbums } from './schema.ts';

/**
 * Checks a template's variables and, for SMS, its DLT registration; a translation names a template of its own
 * type in English that is not itself a translation, in another language.
 */
async function checkTemplate(
  ctx: RequestContext,
  values: ValuesOf<typeof commTemplates>,
  existing?: RowOf<typeof commTemplates>,
): Promise<Values> {
  const merged = { ...existing, ...values };
  if (merged.variantOf) {
    const [base] = await ctx.db
      .select()
      .from(commTemplates)
      .where(eq(commTemplates.id, Number(merged.variantOf)));
    if (!base || base.variantOf !== null || base.language !== 'en' || base.id === existing?.id)
      throw fieldError('variantOf', MESSAGES.variantBase);
    if (base.type !== merged.type) throw fieldError('type', MESSAGES.variantType(base.type));
    if ((merged.language ?? 'en') === 'en') throw fieldError('language', MESSAGES.variantLanguage);
  }
  const unknown = unknownVariables(String(merged.body ?? ''));
  if (unknown.length) throw fieldError('body', `Unknown variable: {${unknown[0]}}. ${variableHelp}`);
  if (merged.type === 'SMS' && (!merged.dltTemplateId || !merged.senderId))
    throw fieldError(merged.dltTemplateId ? 'senderId' : 'dltTemplateId', MESSAGES.dltMissing);
  if (merged.type === 'EMAIL' && !merged.subject) throw fieldError('subject', 'An email template needs a subject');
  return values;
}

/** SMS and email templates: network-wide, kept by head office. */
export const templateResource = defineResource({
  ...templateShape,
  scope: 'global',
  table: commTemplates,
  titleField: 'name',
  writeRule: headOfficeWrites('Only head office can change message templates'),
  list: {
    columns: ['name', 'type', 'userType', 'language', 'variantOf', 'page', 'dltTemplateId', 'isActive'],
    search: ['name', 'body'],
    filters: ['type', 'userType', 'page', 'language', 'isActive'],
  },
  remove: 'archive',
  example: {
    name: 'Fee reminder',
    userType: 'PARENT',
    type: 'EMAIL',
    page: 'SEND_EMAIL',
    subject: 'Fee reminder',
    body: 'Dear {parentName}, the fee of {feeDue} for {childName} is due on {date}.',
  },
  hooks: {
    beforeCreate: (ctx, values) => checkTemplate(ctx, values),
    beforeUpdate: (ctx, values, existing) => checkTemplate(ctx, values, existing),
  },
});

/** Addresses that asked not to be messaged, per centre and channel. */
export const optOutResource = defineResource({
  name: 'comm-opt-outs',
  label: 'Opt-out',
  module: M.MESSAGES,
  scope: 'franchisee',
  table: commOptOuts,
  titleField: 'address',
  fields: {
    franchiseeId: franchiseeField({ label: 'Centre', createOnly: true }),
    channel: { kind: 'enum', label: 'Channel', required: true, options: options(...TEMPLATE_TYPES) },
    address: { kind: 'text', label: 'Email or mobile', required: true, min: 5, max: 200 },
    reason: { kind: 'text', label: 'Reason', max: 300 },
  },
  list: { columns: ['address', 'channel', 'franchiseeId', 'reason'], search: ['address'], filters: ['channel'] },
  remove: 'delete',
  example: { channel: 'EMAIL', address: 'no-mail@example.in' },
  hooks: {
    beforeCreate: (_ctx, values) => ({ ...values, address: String(values.address).trim().toLowerCase() }),
  },
});

function checkWindow(values: ValuesOf<typeof announcements>, existing?: RowOf<typeof announcements>): Values {
  const merged = { ...existing, ...values };
  if (merged.publishTo && merged.publishFrom && String(merged.publishTo) < String(merged.publishFrom))
    throw fieldError('publishTo', MESSAGES.publishWindow);
  return typeof values.body === 'string' ? { ...values, body: sanitizeRichText(values.body) } : values;
}

/** A centre's announcement: to parents, staff or both, of one class or the whole centre, within a window. */
export const announcementResource = defineResource({
  name: 'announcements',
  label: 'Announcement',
  module: M.ANNOUNCEMENTS,
  scope: 'franchisee',
  table: announcements,
  titleField: 'title',
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
      ref: { resource: 'class', labelField: 'name' },
      help: 'Leave empty for the whole centre',
    },
    publishFrom: { kind: 'date', label: 'Publish from', required: true },
    publishTo: { kind: 'date', label: 'Publish until' },
    // What a parent opens on a phone: a letter or a photo, never a sheet or a large file.
    attachmentFileId: {
      kind: 'file',
      label: 'Attachment',
      accepts: { kinds: ['pdf', 'image'], maxBytes: 5 * 1024 * 1024 },
    },
    createdAt: { kind: 'datetime', label: 'Created', readOnly: true },
  },
  list: {
    columns: ['title', 'audience', 'classId', 'publishFrom', 'publishTo', 'franchiseeId'],
    search: ['title'],
    filters: ['franchiseeId', 'audience', 'classId'],
    defaultSort: { field: 'id', dir: 'desc' },
  },
  remove: 'delete',
  example: { title: 'Annual day rehearsal', body: '<p>Rehearsals start on Monday.</p>', audience: 'ALL' },
  hooks: {
    beforeCreate(ctx, values) {
      requireUser(ctx);
      return { ...checkWindow(values), createdBy: ctx.user.id };
    },
    beforeUpdate: (_ctx, values, existing) => checkWindow(values, existing),
  },
});

/** Events on a centre's calendar (the spec's event-calendar permission); holidays are marked. */
export const eventResource = defineResource({
  ...eventShape,
  scope: 'franchisee',
  table: calendarEvents,
  titleField: 'title',
  list: {
    columns: ['title', 'eventType', 'startDate', 'endDate', 'isHoliday', 'franchiseeId'],
    search: ['title'],
    filters: ['franchiseeId', 'eventType', 'isHoliday', 'startDate', 'endDate'],
    defaultSort: { field: 'startDate', dir: 'asc' },
  },
  remove: 'delete',
  example: { title: 'Sports day', eventType: 'EVENT', isHoliday: false },
  hooks: {
    beforeCreate: (_ctx, values) => checkDates(values),
    beforeUpdate: (_ctx, values, existing) => checkDates(values, existing),
  },
});

function checkDates(values: ValuesOf<typeof calendarEvents>, existing?: RowOf<typeof calendarEvents>): Values {
  const merged = { ...existing, ...values };
  if (String(merged.endDate) < String(merged.startDate)) throw fieldError('endDate', 'The event ends before it starts');
  return { ...values, isHoliday: merged.eventType === 'HOLIDAY' ? true : (values.isHoliday ?? merged.isHoliday) };
}

/** A photo album of one class of a centre; its photos are uploaded to it (see gallery.service.ts). */
export const albumResource = defineResource({
  name: 'photo-albums',
  label: 'Photo album',
  module: M.GALLERY,
  scope: 'franchisee',
  table: photoAlbums,
  titleField: 'title',
  fields: {
    franchiseeId: franchiseeField({ label: 'Centre', createOnly: true }),
    classId: { kind: 'reference', label: 'Class', required: true, ref: { resource: 'class', labelField: 'name' } },
    title: { kind: 'text', label: 'Title', required: true, min: 2, max: 160 },
    eventDate: { kind: 'date', label: 'Date', required: true },
    description: { kind: 'text', label: 'Description', max: 2000 },
  },
  list: {
    columns: ['title', 'classId', 'eventDate', 'franchiseeId'],
    search: ['title'],
    filters: ['franchiseeId', 'classId'],
    defaultSort: { field: 'eventDate', dir: 'desc' },
  },
  remove: 'delete',
  example: { title: 'Sports day', description: 'Races and prizes' },
});

type Post = typeof instagramPosts.$inferSelect;
const post = commandOf<Post>();
const postAnswer = z.object({ id: z.number(), status: z.string() });

/** Marketing's Instagram composer: a draft goes for approval, an approved post is published when publishing is on. */
export const instagramResource = defineResource({
  name: 'instagram-posts',
  personalData: {
    whose: ['staff member'],
    categories: ['employment'],
    // It names a staff member at work; the grants say who reads it.
    audience: { everyRow: [everyoneGranted] },
    retention: 'while the post is published, then 1 year',
    purposes: ['Publishing the centre’s posts'],
  },
  label: 'Instagram post',
  module: M.INSTAGRAM,
  scope: 'global',
  table: instagramPosts,
  titleField: 'caption',
  writeRule: headOfficeWrites('Only head office marketing composes Instagram posts'),
  fields: {
    imageFileId: { kind: 'file', label: 'Image', required: true },
    caption: { kind: 'text', label: 'Caption', required: true, min: 2, max: 2200 },
    status: { kind: 'enum', label: 'Status', readOnly: true, options: options(...INSTA_STATUS) },
    authorUserId: {
      kind: 'reference',
      label: 'Author',
      readOnly: true,
      ref: { resource: 'user', labelField: 'fullName' },
    },
    publishedAt: { kind: 'datetime', label: 'Published', readOnly: true },
  },
  list: {
    columns: ['caption', 'status', 'authorUserId', 'publishedAt'],
    search: ['caption'],
    filters: ['status'],
    defaultSort: { field: 'id', dir: 'desc' },
  },
  statusField: 'status',
  remove: 'delete',
  example: { caption: 'Admissions open for 2026-27' },
  hooks: {
    beforeCreate(ctx, values) {
      requireUser(ctx);
      return { ...values, status: 'DRAFT', authorUserId: ctx.user.id };
    },
    beforeUpdate(_ctx, values, existing) {
      if (existing.status !== 'DRAFT' && existing.status !== 'REJECTED')
        throw conflict('Only a draft or a rejected post can be edited');
      return { ...values, status: 'DRAFT' };
    },
  },
  commands: {
    submit: post({ label: 'Send for approval', from: ['DRAFT', 'REJECTED'], to: 'PENDING' }),
    approve: post({
      label: 'Approve',
      from: ['PENDING'],
      to: 'APPROVED',
      response: postAnswer,
      handler(ctx, row) {
        requireUser(ctx);
        if (row.authorUserId === ctx.user.id && !ctx.user.superAdmin) throw forbidden(MESSAGES.ownApproval);
        return { set: { approvedBy: ctx.user.id }, answer: { id: row.id, status: 'APPROVED' } };
      },
    }),
    reject: post({ label: 'Send back', from: ['PENDING'], to: 'REJECTED' }),
    publish: post({
      label: 'Publish',
      from: ['APPROVED'],
      to: 'PUBLISHED',
      response: postAnswer,
      async handler(_ctx, row) {
        const publisher = currentPublisher();
        if (!publisher) throw conflict(MESSAGES.publishingOff);
        const remoteId = await publisher.publish({ imageFileId: row.imageFileId, caption: row.caption });
        return { set: { remoteId, publishedAt: new Date() }, answer: { id: row.id, status: 'PUBLISHED' } };
      },
    }),
  },
});
