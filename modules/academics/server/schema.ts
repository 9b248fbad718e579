import { id, stamps } from '@portal/db';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { academicYears, classes, franchiseeRef } from '@portal/mod-org/server';
import { sections, studentAdmissions } from '@portal/mod-students/server';
import { declarePlatformData, declareSettings } from '@portal/kit';

/** Terms of an academic year per class category (spec terms/*): network-wide, kept by head office. */
export const terms = pgTable('terms', {
  id: id(),
  academicYearId: integer()
    .notNull()
    .references(() => academicYears.id),
  classCategory: text().notNull(),
  name: text().notNull(),
  startDate: date().notNull(),
  endDate: date().notNull(),
  isActive: boolean().notNull().default(true),
  ...stamps,
});

/** A grade scale (Emerging / Developing / Achieved); its grades are grade_levels. */
export const gradeScales = pgTable('grade_scales', {
  id: id(),
  name: text().notNull().unique(),
  isActive: boolean().notNull().default(true),
  ...stamps,
});

/** One grade of a scale: the code typed in the grid, its label and the descriptor the report card prints. */
export const gradeLevels = pgTable(
  'grade_levels',
  {
    id: id(),
    scaleId: integer()
      .notNull()
      .references(() => gradeScales.id),
    grade: text().notNull(),
    label: text().notNull(),
    descriptor: text().notNull().default(''),
    sort: integer().notNull().default(0),
    ...stamps,
  },
  (t) => [uniqueIndex('grade_levels_scale_grade_key').on(t.scaleId, t.grade)],
);

/** Skills per class category (spec grade-book/skills/list). */
export const skills = pgTable('skills', {
  id: id(),
  classCategory: text().notNull(),
  name: text().notNull(),
  sort: integer().notNull().default(0),
  isActive: boolean().notNull().default(true),
  ...stamps,
});

export const subSkills = pgTable('sub_skills', {
  id: id(),
  skillId: integer()
    .notNull()
    .references(() => skills.id),
  name: text().notNull(),
  sort: integer().notNull().default(0),
  isActive: boolean().notNull().default(true),
  ...stamps,
});

/** What is graded: a parameter of a sub-skill, on one scale. */
export const skillParameters = pgTable('skill_parameters', {
  id: id(),
  skillId: integer()
    .notNull()
    .references(() => skills.id),
  subSkillId: integer()
    .notNull()
    .references(() => subSkills.id),
  name: text().notNull(),
  scaleId: integer()
    .notNull()
    .references(() => gradeScales.id),
  sort: integer().notNull().default(0),
  isActive: boolean().notNull().default(true),
  ...stamps,
});

/** A skill assigned to a class for a term (spec grade-book/skills/assign). */
export const skillAssignments = pgTable(
  'skill_assignments',
  {
    id: id(),
    skillId: integer()
      .notNull()
      .references(() => skills.id),
    classId: integer()
      .notNull()
      .references(() => classes.id),
    termId: integer()
      .notNull()
      .references(() => terms.id),
    ...stamps,
  },
  (t) => [uniqueIndex('skill_assignments_key').on(t.skillId, t.classId, t.termId)],
);

/** One cell of the grade-entry grid; `version` rises with every save (two teachers' saves never overwrite blindly). */
export const gradeEntries = pgTable(
  'grade_entries',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    studentAdmissionId: integer()
      .notNull()
      .references(() => studentAdmissions.id),
    termId: integer()
      .notNull()
      .references(() => terms.id),
    parameterId: integer()
      .notNull()
      .references(() => skillParameters.id),
    grade: text(),
    version: integer().notNull().default(1),
    updatedBy: integer(),
    ...stamps,
  },
  (t) => [
    uniqueIndex('grade_entries_cell_key').on(t.studentAdmissionId, t.termId, t.parameterId),
    index('grade_entries_franchisee_term_idx').on(t.franchiseeId, t.termId),
  ],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: gradeEntries,
  label: 'A child’s grades on each skill',
  whose: ['child'],
  categories: ['education'],
  audience: 'the child’s parents and class teachers, the centre’s head and office staff, head office',
  retention: 'while the child is enrolled, then 1 year (head office sets it)',
  purposes: ['To report a child’s progress to the parents'],
});

/** The class teacher's remark on a child for a term. */
export const teacherRemarks = pgTable(
  'teacher_remarks',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    studentAdmissionId: integer()
      .notNull()
      .references(() => studentAdmissions.id),
    termId: integer()
      .notNull()
      .references(() => terms.id),
    remark: text().notNull(),
    updatedBy: integer(),
    ...stamps,
  },
  (t) => [uniqueIndex('teacher_remarks_key').on(t.studentAdmissionId, t.termId)],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: teacherRemarks,
  label: 'A teacher’s remarks on a child for a term',
  whose: ['child'],
  categories: ['education'],
  audience: 'the child’s parents and class teachers, the centre’s head and office staff, head office',
  retention: 'while the child is enrolled, then 1 year (head office sets it)',
  purposes: ['To report a child’s progress to the parents'],
});

/** When a centre's report cards of a term open, to whom, with which parts (spec grade-book/skills/report-publish). */
export const reportPublishSettings = pgTable(
  'report_publish_settings',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    termId: integer()
      .notNull()
      .references(() => terms.id),
    publishFrom: date().notNull(),
    audience: text().notNull().default('PARENTS'),
    showRemarks: boolean().notNull().default(true),
    showAttendance: boolean().notNull().default(true),
    ...stamps,
  },
  (t) => [uniqueIndex('report_publish_settings_key').on(t.franchiseeId, t.termId)],
);

/** Homework a teacher sets for a class (and section). */
export const homework = pgTable(
  'homework',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    classId: integer()
      .notNull()
      .references(() => classes.id),
    sectionId: integer().references(() => sections.id),
    subject: text().notNull(),
    title: text().notNull(),
    description: text().notNull().default(''),
    setDate: date().notNull(),
    dueDate: date().notNull(),
    fileId: text(),
    setBy: integer(),
    ...stamps,
  },
  (t) => [index('homework_class_idx').on(t.franchiseeId, t.classId, t.dueDate)],
);

/** A child's submission of a homework, and the teacher's review of it. */
export const homeworkSubmissions = pgTable(
  'homework_submissions',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    homeworkId: integer()
      .notNull()
      .references(() => homework.id),
    studentAdmissionId: integer()
      .notNull()
      .references(() => studentAdmissions.id),
    fileId: text(),
    note: text().notNull().default(''),
    status: text().notNull().default('SUBMITTED'),
    remark: text(),
    reviewedBy: integer(),
    reviewedAt: timestamp({ withTimezone: true }),
    ...stamps,
  },
  (t) => [uniqueIndex('homework_submissions_key').on(t.homeworkId, t.studentAdmissionId)],
);

/** A centre's academic calendar for a year (spec academic-calender/*): the dates it runs and its working week. */
export const academicCalendars = pgTable(
  'academic_calendars',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    academicYearId: integer()
      .notNull()
      .references(() => academicYears.id),
    startDate: date().notNull(),
    endDate: date().notNull(),
    /** Monday to Friday always work; Saturdays when this says so; Sundays never. */
    saturdayWorking: boolean().notNull().default(false),
    notes: text().notNull().default(''),
    ...stamps,
  },
  (t) => [uniqueIndex('academic_calendars_key').on(t.franchiseeId, t.academicYearId)],
);

/** A day of a centre's calendar: a holiday, an event, or an extra working day (a Saturday made up). */
export const academicCalendarDays = pgTable(
  'academic_calendar_days',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    calendarId: integer()
      .notNull()
      .references(() => academicCalendars.id),
    date: date().notNull(),
    title: text().notNull(),
    kind: text().notNull().default('HOLIDAY'),
    ...stamps,
  },
  (t) => [
    uniqueIndex('academic_calendar_days_key').on(t.calendarId, t.date, t.title),
    index('academic_calendar_days_date_idx').on(t.franchiseeId, t.date),
  ],
);

/**
 * A child's health record: allergies, conditions, medication and immunisations (with due dates). A promoted child's
 * new admission gets a copy of each active entry, naming it in `carriedFromId` (health/carry.service.ts).
 */
export const healthRemarks = pgTable(
  'health_remarks',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    studentAdmissionId: integer()
      .notNull()
      .references(() => studentAdmissions.id),
    kind: text().notNull(),
    title: text().notNull(),
    details: text().notNull().default(''),
    /** Immunisations: when the dose is due, and when it was given. */
    dueDate: date(),
    givenOn: date(),
    /** The due date the parent was last reminded of (one reminder per due date). */
    remindedFor: date(),
    isActive: boolean().notNull().default(true),
    carriedFromId: integer().references((): AnyPgColumn => healthRemarks.id, { onDelete: 'set null' }),
    ...stamps,
  },
  (t) => [
    // An entry is carried once, however often the nightly run meets its promotion.
    uniqueIndex('health_remarks_carried_from_uq').on(t.carriedFromId),
    index('health_remarks_child_idx').on(t.studentAdmissionId, t.kind),
    index('health_remarks_due_idx').on(t.franchiseeId, t.dueDate),
  ],
);
export * from './diary/schema.ts';

// The code applying each setting of the tables above (apps/server/test/settings-read.test.ts).
declareSettings({
  table: reportPublishSettings,
  readBy: {
    publishFrom: 'modules/academics/server/report-card.service.ts',
    audience: 'modules/academics/server/report-card.service.ts',
    showRemarks: 'modules/academics/server/report-card.service.ts',
    showAttendance: 'modules/academics/server/report-card.service.ts',
  },
  notSettings: { termId: 'the term the setting is for' },
});
