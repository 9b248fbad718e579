import { id, stamps } from '@portal/db';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { classes, franchiseeRef } from '@portal/mod-org/server';
import { sections, studentAdmissions, students } from '@portal/mod-students/server';
import { staff } from '@portal/mod-staff/server';
import { adminUsers } from '@portal/mod-users/server';

/**
 * Who is placed on a class at a centre: its teachers, and cover for a day. A staff member and, copied from the staff
 * record, the account that signs in, so the teacher-of-class rule reads one table.
 */
export const classTeachers = pgTable(
  'class_teachers',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    classId: integer()
      .notNull()
      .references(() => classes.id),
    staffId: integer()
      .notNull()
      .references(() => staff.id),
    userId: integer().references(() => adminUsers.id),
    /**
     * Set for a cover: the one day (India) the centre head placed this member of staff on the class, standing in
     * for its teacher; null for the class's own teacher. A cover counts on its day only (`placedToday`).
     */
    coverOn: date(),
    ...stamps,
  },
  (t) => [
    uniqueIndex('class_teachers_staff_class_key').on(t.staffId, t.classId),
    index('class_teachers_user_idx').on(t.userId),
  ],
);

/** What happened today in a class (spec generaldiary/*): one entry per class, section and date. */
export const generalDiaries = pgTable(
  'general_diaries',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    classId: integer()
      .notNull()
      .references(() => classes.id),
    sectionId: integer().references(() => sections.id),
    diaryDate: date().notNull(),
    title: text().notNull(),
    description: text().notNull(),
    writtenBy: integer(),
    ...stamps,
  },
  (t) => [index('general_diaries_class_date_idx').on(t.franchiseeId, t.classId, t.diaryDate)],
);

/** A note on one child in one subject (spec subjectdiary/*); the class is copied from the child's admission. */
export const subjectDiaries = pgTable(
  'subject_diaries',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    studentAdmissionId: integer()
      .notNull()
      .references(() => studentAdmissions.id),
    classId: integer()
      .notNull()
      .references(() => classes.id),
    subject: text().notNull(),
    diaryDate: date().notNull(),
    note: text().notNull(),
    writtenBy: integer(),
    ...stamps,
  },
  (t) => [index('subject_diaries_child_date_idx').on(t.studentAdmissionId, t.diaryDate)],
);

/** Work done in class on a date (spec classWork/*), with an optional worksheet or photo. */
export const classWorks = pgTable(
  'class_works',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    classId: integer()
      .notNull()
      .references(() => classes.id),
    sectionId: integer().references(() => sections.id),
    workDate: date().notNull(),
    subject: text().notNull(),
    title: text().notNull(),
    description: text().notNull().default(''),
    fileId: text(),
    writtenBy: integer(),
    ...stamps,
  },
  (t) => [index('class_works_class_date_idx').on(t.franchiseeId, t.classId, t.workDate)],
);

/** A child's photo for the report card's photo frame. */
export const studentPhotos = pgTable(
  'student_photos',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    studentId: integer()
      .notNull()
      .references(() => students.id),
    fileId: text().notNull(),
    ...stamps,
  },
  (t) => [uniqueIndex('student_photos_student_key').on(t.studentId)],
);

/**
 * A placement that holds today (India): a class's own teacher, or a cover for today. India keeps no summer time, so
 * today is UTC's date 5 h 30 min on; read by the database, so a kept statement stays right past midnight.
 */
export const placedToday = sql`(${classTeachers.coverOn} is null
  or ${classTeachers.coverOn} = ((now() at time zone 'UTC') + interval '330 minutes')::date)`;
