import { sql } from 'drizzle-orm';
import {
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
import { classes, franchisees } from '@portal/mod-org/server';
import { classGroups } from '@portal/mod-students/server';

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
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('learning_folders_group_name_key').on(t.classGroupId, t.name)],
);

/** A theme of the curriculum with the skills it builds (spec: theme-and-skills). */
export const learningThemes = pgTable('learning_themes', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  folderId: integer()
    .notNull()
    .references(() => learningFolders.id),
  title: text().notNull(),
  skills: text().array().notNull().default([]),
  description: text(),
  isActive: boolean().notNull().default(true),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A week at a glance for one class: written by head office, published to centres as a version. */
export const curriculumWeeks = pgTable(
  'curriculum_weeks',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
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
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
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
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('curriculum_days_week_day_key').on(t.weekId, t.dayNo)],
);

/** Every published version of a week, as the teachers saw it. */
export const curriculumVersions = pgTable(
  'curriculum_versions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
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
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    franchiseeId: integer()
      .notNull()
      .references(() => franchisees.id),
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
