import { id, stamps } from '@portal/db';
import { sql, type SQL } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { academicYears, classes, franchiseeRef } from '@portal/mod-org/server';
import { declarePlatformData } from '@portal/kit';

/** A centre's sections of a class (Nursery A, Nursery B). */
export const sections = pgTable(
  'sections',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    classId: integer()
      .notNull()
      .references(() => classes.id),
    name: text().notNull(),
    capacity: integer().notNull().default(25),
    isActive: boolean().notNull().default(true),
    ...stamps,
  },
  (t) => [uniqueIndex('sections_franchisee_class_name_key').on(t.franchiseeId, t.classId, t.name)],
);

/** Network-wide groupings of classes for curriculum, trainings and recorded classes. */
export const classGroups = pgTable('class_groups', {
  id: id(),
  name: text().notNull().unique(),
  groupType: text().notNull(),
  classNames: text().array().notNull().default([]),
  description: text(),
  isActive: boolean().notNull().default(true),
  ...stamps,
});

/** A child of a centre; the per-year class lives in student_admissions. */
export const students = pgTable(
  'students',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    /** Given at the first admission and kept for life ('BLR-001/26/0001'). */
    admissionNumber: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull().default(''),
    /** First and last name as shown wherever the child is named (kept by the database). */
    fullName: text()
      .notNull()
      .generatedAlwaysAs((): SQL => sql`trim(${students.firstName} || ' ' || ${students.lastName})`),
    dateOfBirth: date().notNull(),
    gender: text().notNull(),
    fatherName: text(),
    motherName: text(),
    parentMobile: text().notNull(),
    parentEmail: text(),
    address: text(),
    pincode: text(),
    bloodGroup: text(),
    /** The enquiry the child was admitted through, when there was one. */
    enquiryId: integer().unique(),
    /** Active, Graduated or Left. */
    status: text().notNull().default('Active'),
    /** The spec's student edit status: pending until the record is complete. */
    editStatus: text().notNull().default('pending'),
    isActive: boolean().notNull().default(true),
    ...stamps,
  },
  (t) => [
    index('students_franchisee_idx').on(t.franchiseeId),
    uniqueIndex('students_admission_number_key').on(t.franchiseeId, t.admissionNumber),
  ],
);

/** A student's place in a class for one academic year. */
export const studentAdmissions = pgTable(
  'student_admissions',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    studentId: integer()
      .notNull()
      .references(() => students.id),
    academicYearId: integer()
      .notNull()
      .references(() => academicYears.id),
    classId: integer()
      .notNull()
      .references(() => classes.id),
    sectionId: integer().references(() => sections.id),
    admissionDate: date().notNull(),
    /** Active, Promoted, Graduated or Left. */
    status: text().notNull().default('Active'),
    promotedFromId: integer(),
    ...stamps,
  },
  (t) => [
    uniqueIndex('student_admissions_student_year_key').on(t.studentId, t.academicYearId),
    index('student_admissions_class_idx').on(t.franchiseeId, t.academicYearId, t.classId, t.sectionId),
    // A centre's admissions of a month (its dashboard), read off the index rather than the centre's rows.
    index('student_admissions_franchisee_date_idx').on(t.franchiseeId, t.admissionDate),
  ],
);

/** One mark per admission per day. */
export const studentAttendance = pgTable(
  'student_attendance',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    studentAdmissionId: integer()
      .notNull()
      .references(() => studentAdmissions.id),
    date: date().notNull(),
    /** Present, Absent or Leave. */
    status: text().notNull(),
    remarks: text(),
    markedBy: integer(),
    ...stamps,
  },
  (t) => [
    uniqueIndex('student_attendance_admission_date_key').on(t.studentAdmissionId, t.date),
    index('student_attendance_franchisee_date_idx').on(t.franchiseeId, t.date),
  ],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: studentAttendance,
  label: 'A child’s attendance marks',
  whose: ['child'],
  categories: ['education'],
  audience: 'the child’s parents and class teachers, the centre’s head and office staff, head office',
  retention: 'with the centre’s accounts: 8 years after the financial year, as the law on fee and tax records requires',
  purposes: ['To know who attended, bill by attendance and report it to the parents'],
});
