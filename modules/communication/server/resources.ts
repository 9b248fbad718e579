import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  commandOf,
  conflict,
  defineResource,
  fieldError,
  headOfficeWrites,
  requireUser,
  sanitizeRichText,
  type RequestContext,
  type RowOf,
  type Values,
  type ValuesOf,
  everyoneGranted,
} from '@portal/kit';
import { MESSAGES, unknownVariables } from '../shared/index.ts';
import {
  albumShape,
  announcementShape,
  eventShape,
  instagramShape,
  optOutShape,
  templateShape,
  variableHelp,
} from '../shared/resources.ts';
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
  ...optOutShape,
  scope: 'franchisee',
  table: commOptOuts,
  titleField: 'address',
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
  if (Boolean(merged.closedFrom) !== Boolean(merged.closedTo))
    throw fieldError(merged.closedFrom ? 'closedTo' : 'closedFrom', MESSAGES.closureBoth);
  if (merged.closedFrom && merged.closedTo && String(merged.closedTo) < String(merged.closedFrom))
    throw fieldError('closedTo', MESSAGES.closureOrder);
  return typeof values.body === 'string' ? { ...values, body: sanitizeRichText(values.body) } : values;
}

/** A centre's announcement: to parents, staff or both, of one class or the whole centre, within a window. */
export const announcementResource = defineResource({
  ...announcementShape,
  scope: 'franchisee',
  table: announcements,
  titleField: 'title',
  list: {
    columns: ['title', 'audience', 'classId', 'publishFrom', 'publishTo', 'franchiseeId'],
    search: ['title'],
    filters: ['franchiseeId', 'audience', 'classId'],
    defaultSort: { field: 'id', dir: 'desc' },
  },
  // A centre's owner looks over what goes out to the families as the centre opens.
  rush: { weight: 1, as: 'owner' },
  remove: 'delete',
  example: { title: 'Annual day rehearsal', body: '<p>Rehearsals start on Monday.</p>', audience: 'ALL' },
  hooks: {
    beforeCreate(ctx, values) {
      requireUser(ctx);
      return { ...checkWindow(values), createdBy: ctx.user.id };
    },
    beforeUpdate: (_ctx, values, existing) => checkWindow(values, existing),
    afterCreate: (ctx, row) => keepClosureOnCalendar(ctx, row),
    afterUpdate: (ctx, row) => keepClosureOnCalendar(ctx, row),
  },
});

/**
 * A closure notice keeps one holiday on the centre's calendar for its days (every calendar reads it: the event
 * calendar, the parent's, the academic calendar's working days); an announcement that is no closure keeps none.
 */
export async function keepClosureOnCalendar(ctx: RequestContext, row: RowOf<typeof announcements>): Promise<void> {
  if (!row.closedFrom || !row.closedTo) {
    await ctx.db.delete(calendarEvents).where(eq(calendarEvents.announcementId, row.id));
    return;
  }
  const event = {
    franchiseeId: row.franchiseeId,
    title: row.title,
    description: CLOSURE_DESCRIPTION,
    eventType: 'HOLIDAY',
    isHoliday: true,
    startDate: row.closedFrom,
    endDate: row.closedTo,
    announcementId: row.id,
  };
  await ctx.db
    .insert(calendarEvents)
    .values(event)
    .onConflictDoUpdate({
      target: calendarEvents.announcementId,
      set: { title: event.title, startDate: event.startDate, endDate: event.endDate, updatedAt: new Date() },
    });
}

/** What a closure's calendar entry says it is. */
export const CLOSURE_DESCRIPTION = 'Closure notice';

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
  ...albumShape,
  scope: 'franchisee',
  table: photoAlbums,
  titleField: 'title',
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
  ...instagramShape,
  personalData: {
    whose: ['staff member'],
    categories: ['employment'],
    // It names a staff member at work; the grants say who reads it.
    audience: { everyRow: [everyoneGranted] },
    retention: 'while the post is published, then 1 year',
    purposes: ['Publishing the centre’s posts'],
  },
  scope: 'global',
  table: instagramPosts,
  titleField: 'caption',
  writeRule: headOfficeWrites('Only head office marketing composes Instagram posts'),
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
      // Someone other than the author approves a post.
      decides: { raisedBy: 'authorUserId' },
      response: postAnswer,
      handler(ctx, row) {
        requireUser(ctx);
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
