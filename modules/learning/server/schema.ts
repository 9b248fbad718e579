import { id, stamps } from '@portal/db';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { classes, franchiseeRef } from '@portal/mod-org/server';
import { classGroups, sections } from '@portal/mod-students/server';
import { declarePlatformData } from '@portal/kit';

/**
 * Folders and days draw their ids from one sequence, so an id names exactly one of them: the spec's
 * `learning-cms/week-glance/{folderId}` and `week-glance/{dayId}` share a URL and are told apart by the id.
 */
export const learningNodeIds = pgSequence('learning_node_ids');
const nodeId = () =>
  integer()
    .primaryKey()
    .default(sql`nextval('learning_node_ids')`);

/** A folder of the curriculum CMS, under one of the network's class groups. */
export const learningFolders = pgTable(
  'learning_folders',
  {
    id: nodeId(),
    classGroupId: integer()
      .notNull()
      .references(() => classGroups.id),
    name: text().notNull(),
    description: text(),
    sort: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    ...stamps,
  },
  (t) => [uniqueIndex('learning_folders_group_name_key').on(t.classGroupId, t.name)],
);

/** A theme of the curriculum with the skills it builds (spec: theme-and-skills). */
export const learningThemes = pgTable('learning_themes', {
  id: id(),
  folderId: integer()
    .notNull()
    .references(() => learningFolders.id),
  title: text().notNull(),
  skills: text().array().notNull().default([]),
  /** The NCF-FS competencies the theme serves, by code, picked from the framework's list. */
  competencies: text().array().notNull().default([]),
  description: text(),
  isActive: boolean().notNull().default(true),
  ...stamps,
});

/** A week at a glance for one class: written by head office, published to centres as a version. */
export const curriculumWeeks = pgTable(
  'curriculum_weeks',
  {
    id: id(),
    folderId: integer()
      .notNull()
      .references(() => learningFolders.id),
    classId: integer()
      .notNull()
      .references(() => classes.id),
    weekNo: integer().notNull(),
    title: text().notNull(),
    /** The Monday the week starts on; its days fall on the six days from it. */
    startsOn: date().notNull(),
    themeId: integer().references(() => learningThemes.id),
    overview: text(),
    /** DRAFT until first published; PUBLISHED after (edits wait for the next publish). */
    status: text().notNull().default('DRAFT'),
    /** The last published version, 0 before the first. */
    version: integer().notNull().default(0),
    publishedAt: timestamp({ withTimezone: true }),
    isActive: boolean().notNull().default(true),
    ...stamps,
  },
  (t) => [uniqueIndex('curriculum_weeks_folder_class_week_key').on(t.folderId, t.classId, t.weekNo)],
);

/** A day at a glance: what a class does on one day of its week. */
export const curriculumDays = pgTable(
  'curriculum_days',
  {
    id: nodeId(),
    weekId: integer()
      .notNull()
      .references(() => curriculumWeeks.id),
    /** 1 (Monday) to 6 (Saturday). */
    dayNo: integer().notNull(),
    title: text().notNull(),
    activities: text(),
    materials: text(),
    learningOutcomes: text(),
    /** The NCF-FS competencies the day's activities serve, by code, picked from the framework's list. */
    competencies: text().array().notNull().default([]),
    ...stamps,
  },
  (t) => [uniqueIndex('curriculum_days_week_day_key').on(t.weekId, t.dayNo)],
);

/** Every published version of a week, as the teachers saw it. */
export const curriculumVersions = pgTable(
  'curriculum_versions',
  {
    id: id(),
    weekId: integer()
      .notNull()
      .references(() => curriculumWeeks.id),
    version: integer().notNull(),
    snapshot: jsonb().notNull(),
    note: text(),
    createdBy: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('curriculum_versions_week_version_key').on(t.weekId, t.version)],
);

/** A week published to one centre: the centre reads the version named here, never the draft. */
export const curriculumPublications = pgTable(
  'curriculum_publications',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    weekId: integer()
      .notNull()
      .references(() => curriculumWeeks.id),
    classId: integer()
      .notNull()
      .references(() => classes.id),
    startsOn: date().notNull(),
    versionId: integer()
      .notNull()
      .references(() => curriculumVersions.id),
    publishedBy: integer(),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('curriculum_publications_centre_week_key').on(t.franchiseeId, t.weekId),
    index('curriculum_publications_centre_start_idx').on(t.franchiseeId, t.startsOn),
  ],
);

/**
 * A recorded class: a video uploaded (resumably, over tus) for one centre into a Recorded Classes folder, named by
 * class, week and day. `uploadId` is the tus upload's id and the stored object's name; the row exists from the
 * upload's creation (UPLOADING) and is READY once every byte arrived and the bytes were found to be a video.
 */
export const learningVideos = pgTable(
  'learning_videos',
  {
    id: id(),
    uploadId: text().notNull(),
    franchiseeId: franchiseeRef(),
    folderId: integer()
      .notNull()
      .references(() => learningFolders.id),
    classId: integer().references(() => classes.id),
    weekNo: integer(),
    dayNo: integer(),
    title: text().notNull(),
    fileName: text().notNull(),
    /** What the first bytes are (video/mp4, video/webm, video/x-matroska); null until they arrived. */
    contentType: text(),
    size: bigint({ mode: 'number' }).notNull(),
    status: text().notNull().default('UPLOADING'),
    uploadedBy: integer(),
    ...stamps,
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('learning_videos_upload_key').on(t.uploadId),
    index('learning_videos_centre_folder_idx').on(t.franchiseeId, t.folderId),
    index('learning_videos_status_idx').on(t.status, t.updatedAt),
  ],
);

/** A live online class for one class section, held on the meeting provider the trainings use. */
export const onlineClasses = pgTable(
  'online_classes',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    sectionId: integer()
      .notNull()
      .references(() => sections.id),
    title: text().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    /** Unguessable room name on the provider. */
    roomName: text().notNull(),
    /** SCHEDULED or CANCELLED (ONLINE_CLASS_STATUS). */
    status: text().notNull().default('SCHEDULED'),
    createdBy: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Who cancelled the class, when and why (a cancelled class opens for nobody). */
    cancelledBy: integer(),
    cancelledAt: timestamp({ withTimezone: true }),
    cancelReason: text(),
  },
  (t) => [index('online_classes_centre_start_idx').on(t.franchiseeId, t.startsAt)],
);

/**
 * One person's invitation to an online class: a personal reference (128 random bits) that opens only this class,
 * only in its window, and names whom it was issued to; its joins are the attendance.
 */
export const onlineClassInvites = pgTable(
  'online_class_invites',
  {
    id: id(),
    onlineClassId: integer()
      .notNull()
      .references(() => onlineClasses.id),
    franchiseeId: franchiseeRef(),
    userId: integer().notNull(),
    /** TEACHER or PARENT. */
    role: text().notNull(),
    name: text().notNull(),
    referenceId: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    firstJoinedAt: timestamp({ withTimezone: true }),
    lastJoinedAt: timestamp({ withTimezone: true }),
    joins: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('online_class_invites_reference_key').on(t.referenceId),
    uniqueIndex('online_class_invites_class_user_key').on(t.onlineClassId, t.userId),
    index('online_class_invites_user_idx').on(t.userId),
  ],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: onlineClassInvites,
  label: 'Invitations into an online class',
  whose: ['child', 'guardian', 'staff member'],
  categories: ['contact'],
  audience: 'the person invited, the class teacher',
  retention: 'until it is used or expires, then 30 days',
  purposes: ['To let only the class into its online class'],
});
