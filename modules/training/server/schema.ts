import { id, stamps } from '@portal/db';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { franchiseeRef } from '@portal/mod-org/server';
import { staff } from '@portal/mod-staff/server';
import { adminUsers } from '@portal/mod-users/server';
import { declarePlatformData } from '@portal/kit';
import type { AudienceRole, InvitationResponse, TrainerKind } from '../shared/constants.ts';

// ---- self-training: content by head office, progress per teacher ----

export const trainingTopics = pgTable('training_topics', {
  id: id(),
  name: text().notNull().unique(),
  description: text(),
  classCategory: text(),
  isActive: boolean().notNull().default(true),
  ...stamps,
});

export const teacherModules = pgTable(
  'teacher_modules',
  {
    id: id(),
    topicId: integer()
      .notNull()
      .references(() => trainingTopics.id),
    title: text().notNull(),
    summary: text(),
    contentType: text().notNull(),
    textContent: text(),
    /** A PDF in the file store, for PDF modules. */
    fileId: text(),
    videoUrl: text(),
    durationMinutes: integer().notNull().default(30),
    sort: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    ...stamps,
  },
  (t) => [index('teacher_modules_topic_idx').on(t.topicId)],
);

export const teacherAssessments = pgTable(
  'teacher_assessments',
  {
    id: id(),
    moduleId: integer()
      .notNull()
      .references(() => teacherModules.id),
    title: text().notNull(),
    assessmentType: text().notNull(),
    instructions: text(),
    passMarkPercent: integer().notNull(),
    maxAttempts: integer().notNull(),
    isActive: boolean().notNull().default(true),
    ...stamps,
  },
  (t) => [index('teacher_assessments_module_idx').on(t.moduleId)],
);

/** A multiple-choice question; the answer never leaves the server except to head office. */
export const assessmentQuestions = pgTable(
  'assessment_questions',
  {
    id: id(),
    assessmentId: integer()
      .notNull()
      .references(() => teacherAssessments.id),
    question: text().notNull(),
    options: text().array().notNull(),
    /** 1-based position of the right option. */
    correctOption: integer().notNull(),
    marks: integer().notNull().default(1),
    sort: integer().notNull().default(0),
    ...stamps,
  },
  (t) => [index('assessment_questions_assessment_idx').on(t.assessmentId)],
);

/** A teacher's request to take a topic; approved by head office. */
export const teacherEnrollments = pgTable(
  'teacher_enrollments',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    staffId: integer()
      .notNull()
      .references(() => staff.id),
    topicId: integer()
      .notNull()
      .references(() => trainingTopics.id),
    status: text().notNull().default('PENDING'),
    remark: text(),
    decidedBy: integer(),
    decidedAt: timestamp({ withTimezone: true }),
    ...stamps,
  },
  (t) => [
    uniqueIndex('teacher_enrollments_staff_topic_key').on(t.staffId, t.topicId),
    index('teacher_enrollments_franchisee_idx').on(t.franchiseeId),
  ],
);

export const moduleCompletions = pgTable(
  'module_completions',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    staffId: integer()
      .notNull()
      .references(() => staff.id),
    moduleId: integer()
      .notNull()
      .references(() => teacherModules.id),
    completedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('module_completions_staff_module_key').on(t.staffId, t.moduleId)],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: moduleCompletions,
  label: 'Training modules a teacher completed',
  whose: ['staff member'],
  categories: ['employment'],
  audience: 'the teacher, the centre’s head and office staff, head office',
  retention: 'while the staff member works at the centre, then 3 years',
  purposes: ['To certify a teacher’s training'],
});

export const assessmentAttempts = pgTable(
  'assessment_attempts',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    staffId: integer()
      .notNull()
      .references(() => staff.id),
    assessmentId: integer()
      .notNull()
      .references(() => teacherAssessments.id),
    attemptNo: integer().notNull(),
    /** Chosen option (1-based) per question id; null when left blank. */
    answers: jsonb().$type<Record<string, number | null>>().notNull(),
    score: integer().notNull(),
    maxScore: integer().notNull(),
    percent: integer().notNull(),
    passed: boolean().notNull(),
    submittedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('assessment_attempts_staff_attempt_key').on(t.staffId, t.assessmentId, t.attemptNo),
    index('assessment_attempts_franchisee_idx').on(t.franchiseeId),
  ],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: assessmentAttempts,
  label: 'A teacher’s assessment answers and scores',
  whose: ['staff member'],
  categories: ['employment'],
  audience: 'the teacher, the centre’s head, head office',
  retention: 'while the staff member works at the centre, then 3 years',
  purposes: ['To certify a teacher’s training'],
});

// ---- trainer-led trainings ----

export const trainings = pgTable(
  'trainings',
  {
    id: id(),
    title: text().notNull(),
    description: text(),
    mode: text().notNull().default('ONLINE'),
    venue: text(),
    fromDate: date().notNull(),
    toDate: date().notNull(),
    /** HH:mm on the training clock (India). */
    fromTime: text().notNull(),
    toTime: text().notNull(),
    capacity: integer().notNull(),
    audienceFranchiseeIds: integer().array().notNull(),
    audienceRoles: text().array().$type<AudienceRole[]>().notNull(),
    status: text().notNull().default('ACTIVE'),
    createdBy: integer(),
    ...stamps,
  },
  (t) => [index('trainings_dates_idx').on(t.fromDate, t.toDate)],
);

export const trainingTrainers = pgTable(
  'training_trainers',
  {
    id: id(),
    trainingId: integer()
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    trainerUserId: integer()
      .notNull()
      .references(() => adminUsers.id),
    kind: text().$type<TrainerKind>().notNull(),
  },
  (t) => [
    uniqueIndex('training_trainers_training_user_key').on(t.trainingId, t.trainerUserId),
    index('training_trainers_user_idx').on(t.trainerUserId),
  ],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: trainingTrainers,
  label: 'Who trains a training',
  whose: ['staff member'],
  categories: ['employment'],
  audience: 'everyone invited to the training',
  retention: 'while the staff member works at the centre, then 3 years',
  purposes: ['To tell the teachers who trains them'],
});

/** An invited teacher: PENDING until answered; attendance marked by hand or by joining. */
export const trainingEnrollments = pgTable(
  'training_enrollments',
  {
    id: id(),
    trainingId: integer()
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    franchiseeId: franchiseeRef(),
    teacherUserId: integer()
      .notNull()
      .references(() => adminUsers.id),
    response: text().$type<InvitationResponse>().notNull().default('PENDING'),
    respondedAt: timestamp({ withTimezone: true }),
    registeredBy: integer(),
    attendance: text(),
    attendanceSource: text(),
    attendanceMarkedBy: integer(),
    firstJoinedAt: timestamp({ withTimezone: true }),
    ...stamps,
  },
  (t) => [
    uniqueIndex('training_enrollments_training_teacher_key').on(t.trainingId, t.teacherUserId),
    index('training_enrollments_teacher_idx').on(t.teacherUserId),
    index('training_enrollments_franchisee_idx').on(t.franchiseeId),
  ],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: trainingEnrollments,
  label: 'Teachers registered for a training, and their attendance',
  whose: ['staff member'],
  categories: ['employment'],
  audience: 'the teacher, the centre’s head and office staff, head office',
  retention: 'while the staff member works at the centre, then 3 years',
  purposes: ['To train teachers and certify their attendance'],
});

export const trainingOnlineMeetings = pgTable('training_online_meetings', {
  id: id(),
  trainingId: integer()
    .notNull()
    .unique()
    .references(() => trainings.id, { onDelete: 'cascade' }),
  provider: text().notNull(),
  /** Room name (Jitsi) or meeting id (BigBlueButton); unguessable. */
  roomName: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A short-lived, single-user handle on a meeting: what the join screen's path carries. */
export const meetingReferences = pgTable('meeting_references', {
  id: id(),
  referenceId: text().notNull().unique(),
  meetingId: integer()
    .notNull()
    .references(() => trainingOnlineMeetings.id, { onDelete: 'cascade' }),
  userId: integer()
    .notNull()
    .references(() => adminUsers.id),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: meetingReferences,
  label: 'A person’s link into an online training',
  whose: ['staff member'],
  categories: ['contact'],
  audience: 'the person invited',
  retention: 'until it is used or expires, then 30 days',
  purposes: ['To let only the invited people into an online training'],
});

/** A teacher's feedback on one trainer of a training. */
export const trainingFeedback = pgTable(
  'training_feedback',
  {
    id: id(),
    trainingId: integer()
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    trainerUserId: integer()
      .notNull()
      .references(() => adminUsers.id),
    teacherUserId: integer()
      .notNull()
      .references(() => adminUsers.id),
    franchiseeId: franchiseeRef(),
    contentRating: integer().notNull(),
    deliveryRating: integer().notNull(),
    engagementRating: integer().notNull(),
    overallRating: integer().notNull(),
    comments: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('training_feedback_training_trainer_teacher_key').on(t.trainingId, t.trainerUserId, t.teacherUserId),
  ],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: trainingFeedback,
  label: 'A teacher’s feedback on a trainer',
  whose: ['staff member'],
  categories: ['employment'],
  audience: 'head office',
  retention: 'while the staff member works at the centre, then 3 years',
  purposes: ['To improve the trainings'],
});

/**
 * Reminders already sent: one row per training, person, kind (schedule, join, feedback) and session day, so a
 * reminder goes out once however many sweeps run.
 */
export const trainingReminders = pgTable(
  'training_reminders',
  {
    id: id(),
    trainingId: integer()
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => adminUsers.id),
    kind: text().notNull(),
    sessionDate: date().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('training_reminders_once_key').on(t.trainingId, t.userId, t.kind, t.sessionDate)],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: trainingReminders,
  label: 'Reminders sent about a training',
  whose: ['staff member'],
  categories: ['contact'],
  audience: 'head office',
  retention: '1 year',
  purposes: ['To remind each teacher of a training once'],
});
