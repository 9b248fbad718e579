import { id, stamps } from '@portal/db';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { declarePlatformData } from '@portal/kit';
import { classes, franchiseeRef } from '@portal/mod-org/server';
import { studentAdmissions } from '@portal/mod-students/server';
import type { Level } from '../shared/framework.ts';
import type { Voices } from '../shared/voices.ts';

/**
 * The network's own indicators under an NCF-FS competency (C-6.1.a under C-6.1), written by head office in the four
 * languages for every centre: no centre's data, so no franchisee. Retired ones stay for the observations naming them.
 */
export const competencyIndicators = pgTable('competency_indicators', {
  id: id(),
  code: text().notNull().unique(),
  competency: text().notNull(),
  textEn: text().notNull(),
  textHi: text().notNull(),
  textKn: text().notNull(),
  textTa: text().notNull(),
  isActive: boolean().notNull().default(true),
  ...stamps,
});

/**
 * One child's observation: a competency of the NCF-FS framework, the level by independence (or "not yet observed")
 * and the day it was seen. Several children observed together are several rows sharing the photo, so each child's
 * portfolio, the class's coverage map and a withdrawn consent all read one row per child.
 */
export const observations = pgTable(
  'observations',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    studentAdmissionId: integer()
      .notNull()
      .references(() => studentAdmissions.id),
    /** The child's class when observed: the class's teachers reach the row through it. */
    classId: integer()
      .notNull()
      .references(() => classes.id),
    competency: text().notNull(),
    /** The competency's curricular goal, kept so the coverage reads group by it without the framework. */
    goal: text().notNull(),
    level: text().$type<Level>().notNull(),
    note: text(),
    fileId: text(),
    /** A short video or voice note of the moment (MP4 or WebM), read by the class's teachers and the centre's heads. */
    mediaFileId: text(),
    /** One of head office's own indicators of the competency, when the teacher named one. */
    indicatorId: integer().references(() => competencyIndicators.id),
    observedOn: date().notNull(),
    recordedBy: integer(),
    /** A photo the family sent of a home activity, accepted by the teacher as this observation's artefact. */
    fromHome: boolean().notNull().default(false),
    ...stamps,
  },
  (t) => [
    index('observations_class_day_idx').on(t.franchiseeId, t.classId, t.observedOn),
    index('observations_child_idx').on(t.studentAdmissionId, t.observedOn),
    index('observations_file_idx').on(t.fileId),
  ],
);

/**
 * The progress card's part B for a child and a term: each competency's level as the teacher confirmed it
 * from the evidence (the portal only suggests), and why, when they confirmed a level no observation shows.
 */
export const hpcLevels = pgTable(
  'hpc_levels',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    studentAdmissionId: integer()
      .notNull()
      .references(() => studentAdmissions.id),
    classId: integer()
      .notNull()
      .references(() => classes.id),
    /** The academic year the card is for ('2026-2027'). */
    academicYear: text().notNull(),
    /** The term of the year, 1 (April to September) or 2 (October to March): a card per term. */
    term: integer().notNull(),
    competency: text().notNull(),
    level: text().$type<Level>().notNull(),
    reason: text(),
    confirmedBy: integer(),
    ...stamps,
  },
  (t) => [
    uniqueIndex('hpc_levels_child_term_competency_uq').on(t.studentAdmissionId, t.academicYear, t.term, t.competency),
  ],
);

// Served by the module's own routes (hpc.service.ts), not a resource: its personal data declared beside it.
declarePlatformData({
  table: hpcLevels,
  label: "The levels of a child's progress card, as the teacher confirmed them",
  whose: ['child'],
  categories: ['education'],
  audience: "the class's teachers and the centre's head; the family reads the published card",
  retention: 'enrolment, then 1 year',
  purposes: ["Reporting the child's learning each term on the Holistic Progress Card"],
});

/**
 * The progress card's part A for a child and a term, filled by the family on their phone: a few short
 * answers about the child and their family, and the height and weight the family measured (the portal keeps no
 * health measurements of its own to take them from).
 */
export const hpcPartA = pgTable(
  'hpc_part_a',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    studentAdmissionId: integer()
      .notNull()
      .references(() => studentAdmissions.id),
    academicYear: text().notNull(),
    term: integer().notNull(),
    iLike: text(),
    favouriteFood: text(),
    favouriteGame: text(),
    myFamily: text(),
    heightCm: integer(),
    /** In grams, so a weight of 14.5 kg is kept exactly. */
    weightGrams: integer(),
    filledBy: integer(),
    ...stamps,
  },
  (t) => [uniqueIndex('hpc_part_a_child_term_uq').on(t.studentAdmissionId, t.academicYear, t.term)],
);

// Served by the family's own routes (part-a.service.ts), not a resource: its personal data declared beside it.
declarePlatformData({
  table: hpcPartA,
  label: "The progress card's part A: about the child and their family, height and weight, as the family wrote it",
  whose: ['child', 'guardian'],
  categories: ['education', 'health'],
  audience: "the child's parents, the class's teachers and the centre's head",
  retention: 'enrolment, then 1 year',
  purposes: ["Reporting the child's learning each term on the Holistic Progress Card"],
});

/** Where a child's card is: a draft the teacher works on, signed by the centre's head, published to the family. */
export type CardState = 'draft' | 'signed' | 'published';

/**
 * A child's progress card for a term: a draft (with the teacher's narrative once written), signed by the centre's
 * head (never the class's teacher), then published to the family, who may answer it with their feedback. No row
 * means a draft with nothing written yet.
 */
export const hpcCards = pgTable(
  'hpc_cards',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    studentAdmissionId: integer()
      .notNull()
      .references(() => studentAdmissions.id),
    academicYear: text().notNull(),
    term: integer().notNull(),
    state: text().$type<CardState>().notNull(),
    /** The teacher's narrative of the term, in their words, edited on part B until the card is published. */
    narrative: text(),
    narrativeBy: integer(),
    /** The child's own answers to the card's "I can…" statements, by picture, as the teacher recorded them. */
    selfInput: jsonb().$type<Voices>(),
    /** A friend's answers about the child to the same statements (the friend is not named). */
    peerInput: jsonb().$type<Voices>(),
    /** The family's feedback on the published card. */
    parentFeedback: text(),
    parentFeedbackBy: integer(),
    parentFeedbackAt: timestamp({ withTimezone: true }),
    signedBy: integer(),
    signedAt: timestamp({ withTimezone: true }),
    publishedBy: integer(),
    publishedAt: timestamp({ withTimezone: true }),
    ...stamps,
  },
  (t) => [uniqueIndex('hpc_cards_child_term_uq').on(t.studentAdmissionId, t.academicYear, t.term)],
);

declarePlatformData({
  table: hpcCards,
  label:
    "A child's progress card: the teacher's narrative, the child's and a friend's answers by picture, signed and " +
    "published, and the family's feedback",
  whose: ['child', 'guardian'],
  categories: ['education'],
  audience: "the centre's head and the class's teachers; the family reads the published card",
  retention: 'enrolment, then 1 year',
  purposes: ["Reporting the child's learning each term on the Holistic Progress Card"],
});

/** Where a family's photo of a home activity is: sent, accepted by the teacher as evidence, or set aside. */
export type HomePhotoState = 'sent' | 'accepted' | 'declined';

/**
 * A photo a family sent of a next step's home activity: the child, the competency it was for, the week it was done
 * in and a note. The class's teacher accepts it as evidence (an observation with the photo as its artefact, named
 * here) or sets it aside.
 */
export const homeActivityPhotos = pgTable(
  'home_activity_photos',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    studentAdmissionId: integer()
      .notNull()
      .references(() => studentAdmissions.id),
    classId: integer()
      .notNull()
      .references(() => classes.id),
    competency: text().notNull(),
    fileId: text().notNull(),
    note: text(),
    /** The Monday of the week the family did the activity in. */
    weekOf: date().notNull(),
    state: text().$type<HomePhotoState>().notNull(),
    sentBy: integer().notNull(),
    observationId: integer().references(() => observations.id),
    decidedBy: integer(),
    decidedAt: timestamp({ withTimezone: true }),
    ...stamps,
  },
  (t) => [
    index('home_activity_photos_class_idx').on(t.franchiseeId, t.classId, t.state),
    index('home_activity_photos_child_idx').on(t.studentAdmissionId),
    index('home_activity_photos_file_idx').on(t.fileId),
  ],
);

// Served by the module's own routes (home.service.ts), not a resource: its personal data declared beside it.
declarePlatformData({
  table: homeActivityPhotos,
  label: "A family's photo of a home activity, sent for the child's teacher to accept as evidence",
  whose: ['child', 'guardian'],
  categories: ['education', 'photo/video'],
  audience: "the child's parents, the class's teachers and the centre's head",
  retention: 'enrolment, then 1 year',
  purposes: ["Seeing the child's learning at home as evidence for the Holistic Progress Card"],
});
