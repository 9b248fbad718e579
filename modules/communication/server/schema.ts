import { id, stamps } from '@portal/db';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { Language } from '@portal/core';
import { files, declarePlatformData } from '@portal/kit';
import { classes, franchiseeRef } from '@portal/mod-org/server';
import { sections } from '@portal/mod-students/server';
import { adminUsers } from '@portal/mod-users/server';
import type { TemplateType } from '../shared/constants.ts';

/** SMS and email templates kept by head office; an SMS template carries its registered DLT template. */
export const commTemplates = pgTable(
  'comm_templates',
  {
    id: id(),
    name: text().notNull().unique(),
    userType: text().notNull(),
    type: text().$type<TemplateType>().notNull(),
    page: text().notNull(),
    subject: text(),
    /** With {childName}-style variables. */
    body: text().notNull(),
    dltTemplateId: text(),
    senderId: text(),
    /** The language of the text; a variant names the template it translates and is sent in its stead. */
    language: text().$type<Language>().notNull().default('en'),
    variantOf: integer().references((): AnyPgColumn => commTemplates.id),
    isActive: boolean().notNull().default(true),
    ...stamps,
  },
  (t) => [uniqueIndex('comm_templates_variant_key').on(t.variantOf, t.language)],
);

/** One send: a channel, a template, an audience and when. */
export const commSends = pgTable(
  'comm_sends',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    channel: text().$type<TemplateType>().notNull(),
    templateId: integer().references(() => commTemplates.id),
    subject: text(),
    body: text().notNull(),
    audience: jsonb().$type<Record<string, unknown>>().notNull(),
    audienceLabel: text().notNull(),
    scheduledAt: timestamp({ withTimezone: true }).notNull(),
    status: text().notNull().default('SCHEDULED'),
    recipients: integer().notNull().default(0),
    sent: integer().notNull().default(0),
    failed: integer().notNull().default(0),
    createdBy: integer().references(() => adminUsers.id),
    ...stamps,
  },
  (t) => [index('comm_sends_franchisee_idx').on(t.franchiseeId, t.id)],
);

/** A recipient of a send and what became of the message to them. */
export const commDeliveries = pgTable(
  'comm_deliveries',
  {
    id: id(),
    sendId: integer()
      .notNull()
      .references(() => commSends.id),
    franchiseeId: franchiseeRef(),
    name: text().notNull(),
    address: text().notNull(),
    subject: text(),
    body: text().notNull(),
    /** The language variant the message was written from, when it was not the send's own template. */
    templateId: integer().references(() => commTemplates.id),
    status: text().notNull().default('PENDING'),
    attempts: integer().notNull().default(0),
    providerRef: text(),
    error: text(),
    sentAt: timestamp({ withTimezone: true }),
    deliveredAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('comm_deliveries_send_idx').on(t.sendId, t.status),
    index('comm_deliveries_provider_idx').on(t.providerRef),
  ],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: commDeliveries,
  label: 'Each email or SMS of a sending, to whom',
  whose: ['guardian', 'staff member', 'enquirer'],
  categories: ['contact'],
  audience: 'the centre’s head and office staff, head office',
  retention: '1 year after sending',
  purposes: ['To send a centre’s messages and show whether each arrived'],
});

/** Addresses that asked not to be messaged on a channel. */
export const commOptOuts = pgTable(
  'comm_opt_outs',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    channel: text().notNull(),
    address: text().notNull(),
    reason: text(),
    ...stamps,
  },
  (t) => [uniqueIndex('comm_opt_outs_key').on(t.franchiseeId, t.channel, t.address)],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: commOptOuts,
  label: 'Numbers and addresses that asked for no more messages',
  whose: ['guardian', 'enquirer'],
  categories: ['contact'],
  audience: 'the centre’s head and office staff, head office',
  retention: 'while the portal may message the address: the record of the refusal',
  purposes: ['To send nothing more to a person who opted out'],
});

/** A centre's announcement to its parents, staff or both (one class or the whole centre), shown in a window. */
export const announcements = pgTable(
  'announcements',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    title: text().notNull(),
    body: text().notNull(),
    audience: text().notNull().default('ALL'),
    classId: integer().references(() => classes.id),
    sectionId: integer().references(() => sections.id),
    publishFrom: date().notNull(),
    publishTo: date(),
    /** A closure notice: the days the centre is closed, kept on its calendar as a holiday (both or neither). */
    closedFrom: date(),
    closedTo: date(),
    attachmentFileId: text().references(() => files.id),
    createdBy: integer().references(() => adminUsers.id),
    ...stamps,
  },
  (t) => [index('announcements_franchisee_idx').on(t.franchiseeId, t.publishFrom)],
);

/** Who read an announcement, and when first. */
export const announcementReads = pgTable(
  'announcement_reads',
  {
    id: id(),
    announcementId: integer()
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => adminUsers.id),
    readAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('announcement_reads_key').on(t.announcementId, t.userId)],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: announcementReads,
  label: 'Who read an announcement, and when',
  whose: ['guardian', 'staff member'],
  categories: ['contact'],
  audience: 'the centre’s head, head office',
  retention: 'while the account is open, then 1 year',
  purposes: ['To show the centre which families read an announcement'],
});

/** An event on a centre's calendar; holidays are marked. */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    title: text().notNull(),
    description: text(),
    eventType: text().notNull().default('EVENT'),
    startDate: date().notNull(),
    endDate: date().notNull(),
    isHoliday: boolean().notNull().default(false),
    /** The closure notice this holiday comes from: kept with it, gone with it. */
    announcementId: integer().references((): AnyPgColumn => announcements.id, { onDelete: 'cascade' }),
    ...stamps,
  },
  (t) => [
    index('calendar_events_franchisee_idx').on(t.franchiseeId, t.startDate),
    uniqueIndex('calendar_events_announcement_key').on(t.announcementId),
  ],
);

/** A photo album of a centre's class. */
export const photoAlbums = pgTable(
  'photo_albums',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    classId: integer()
      .notNull()
      .references(() => classes.id),
    title: text().notNull(),
    description: text(),
    eventDate: date().notNull(),
    coverFileId: text().references(() => files.id),
    ...stamps,
  },
  (t) => [index('photo_albums_franchisee_class_idx').on(t.franchiseeId, t.classId)],
);

/** A photo of an album: the upload and its thumbnail made on the server. */
export const photos = pgTable(
  'photos',
  {
    id: id(),
    albumId: integer()
      .notNull()
      .references(() => photoAlbums.id, { onDelete: 'cascade' }),
    franchiseeId: franchiseeRef(),
    fileId: text()
      .notNull()
      .references(() => files.id),
    thumbFileId: text()
      .notNull()
      .references(() => files.id),
    width: integer().notNull(),
    height: integer().notNull(),
    caption: text(),
    uploadedBy: integer().references(() => adminUsers.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('photos_album_idx').on(t.albumId, t.id)],
);

/**
 * The children a photo shows, named by the teacher who uploaded it (or later). A photo showing a child whose parents
 * have not agreed to other families seeing them is shown to that child's parents and to staff only.
 */
export const photoChildren = pgTable(
  'photo_children',
  {
    photoId: integer()
      .notNull()
      .references(() => photos.id, { onDelete: 'cascade' }),
    studentAdmissionId: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.photoId, t.studentAdmissionId] }),
    index('photo_children_child_idx').on(t.studentAdmissionId),
  ],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: photoChildren,
  label: 'Which children a class photo shows',
  whose: ['child'],
  categories: ['photo/video'],
  audience: 'the children’s parents (with consent), the centre’s head and office staff, head office',
  retention: 'as the photo: care photos 1 year (head office sets it)',
  purposes: ['To show each family the photos of their child they consented to'],
});

/** Marketing's Instagram post: an image and a caption, approved before it is published. */
export const instagramPosts = pgTable('instagram_posts', {
  id: id(),
  imageFileId: text()
    .notNull()
    .references(() => files.id),
  caption: text().notNull(),
  status: text().notNull().default('DRAFT'),
  authorUserId: integer().references(() => adminUsers.id),
  approvedBy: integer().references(() => adminUsers.id),
  remoteId: text(),
  publishedAt: timestamp({ withTimezone: true }),
  ...stamps,
});
