import { id, stamps } from '@portal/db';
import { boolean, date, index, integer, pgTable, text, time, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { franchiseeRef } from '@portal/mod-org/server';
import { adminUsers } from '@portal/mod-users/server';
import type { LeavingReason } from '../shared/index.ts';

/** A person working at a centre; teachers are linked to their sign-in account. */
export const staff = pgTable(
  'staff',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    /** The portal account of this person; approval adds USER_STAFF_APPROVED to it. */
    userId: integer().references(() => adminUsers.id),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text(),
    mobile: text().notNull(),
    staffCategory: text().notNull(),
    designation: text().notNull(),
    gender: text(),
    dateOfBirth: date(),
    joiningDate: date().notNull(),
    qualification: text(),
    address: text(),
    status: text().notNull().default('PENDING'),
    approvedBy: integer(),
    approvedAt: timestamp({ withTimezone: true }),
    remark: text(),
    isActive: boolean().notNull().default(true),
    /**
     * The day the person left the centre (their last day is the day before), and why; null while they work
     * there. The record stays, with its attendance, leave and training: only the active lists leave them out.
     */
    leftOn: date(),
    leavingReason: text().$type<LeavingReason>(),
    ...stamps,
  },
  (t) => [
    index('staff_franchisee_idx').on(t.franchiseeId),
    index('staff_franchisee_left_idx').on(t.franchiseeId, t.leftOn),
    uniqueIndex('staff_user_key').on(t.userId),
    uniqueIndex('staff_franchisee_mobile_key').on(t.franchiseeId, t.mobile),
  ],
);

/** Identity papers and certificates of a staff member; the bytes live in the file store. */
export const staffDocuments = pgTable(
  'staff_documents',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    staffId: integer()
      .notNull()
      .references(() => staff.id),
    documentType: text().notNull(),
    documentNumber: text(),
    fileId: text().notNull(),
    expiryDate: date(),
    remark: text(),
    ...stamps,
  },
  (t) => [index('staff_documents_staff_idx').on(t.staffId), index('staff_documents_expiry_idx').on(t.expiryDate)],
);

/**
 * One day of a staff member's attendance: marked by the centre head (APPROVED at once)
 * or applied for by the staff member (PENDING until decided).
 */
export const staffAttendance = pgTable(
  'staff_attendance',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    staffId: integer()
      .notNull()
      .references(() => staff.id),
    /** Copied from the staff record so teacher attendance can be listed on its own. */
    staffCategory: text().notNull(),
    attendanceDate: date().notNull(),
    attendanceStatus: text().notNull(),
    inTime: time(),
    outTime: time(),
    reason: text(),
    approvalStatus: text().notNull().default('PENDING'),
    decidedBy: integer(),
    decisionRemark: text(),
    ...stamps,
  },
  (t) => [
    uniqueIndex('staff_attendance_staff_date_key').on(t.staffId, t.attendanceDate),
    index('staff_attendance_franchisee_date_idx').on(t.franchiseeId, t.attendanceDate),
  ],
);

export const staffLeaves = pgTable(
  'staff_leaves',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    staffId: integer()
      .notNull()
      .references(() => staff.id),
    leaveType: text().notNull(),
    fromDate: date().notNull(),
    toDate: date().notNull(),
    days: integer().notNull(),
    reason: text().notNull(),
    status: text().notNull().default('PENDING'),
    decidedBy: integer(),
    decisionRemark: text(),
    ...stamps,
  },
  (t) => [
    index('staff_leaves_staff_idx').on(t.staffId),
    index('staff_leaves_franchisee_idx').on(t.franchiseeId, t.fromDate),
  ],
);

/** Topics a teacher's log book entries are filed under; defined by head office for the network. */
export const logBookTopics = pgTable('log_book_topics', {
  id: id(),
  name: text().notNull().unique(),
  description: text(),
  isActive: boolean().notNull().default(true),
  ...stamps,
});

/** A teacher's daily log of what was done in class. */
export const logBooks = pgTable(
  'log_books',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    staffId: integer()
      .notNull()
      .references(() => staff.id),
    topicId: integer()
      .notNull()
      .references(() => logBookTopics.id),
    logDate: date().notNull(),
    className: text(),
    activity: text().notNull(),
    observations: text(),
    ...stamps,
  },
  (t) => [index('log_books_staff_idx').on(t.staffId, t.logDate), index('log_books_franchisee_idx').on(t.franchiseeId)],
);
