import { eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineView, viewFilter } from '@portal/kit';
import { classes, franchisees } from '@portal/mod-org/server';
import { studentAdmissions, students } from '@portal/mod-students/server';
import { adminUsers, CENTRE_HEADS } from '@portal/mod-users/server';
import { parentStatusRow, parentsAppStatusViewShape } from '../../shared/calendar.ts';
import { childClassTeachers } from '../diary/teacher-rule.ts';

const shape = parentStatusRow.shape;

/**
 * ie-app-status/parentsStatusReport: the parent accounts of a centre (linked to a child there), when
 * each last signed in, and who never has. Paged, searchable by parent or child, exported as CSV/XLSX.
 */
export const parentsStatusView = defineView({
  ...parentsAppStatusViewShape,
  from: adminUsers,
  joins: [
    { table: studentAdmissions, on: eq(studentAdmissions.id, adminUsers.studentAdmissionId) },
    { table: students, on: eq(students.id, studentAdmissions.studentId) },
    { table: classes, on: eq(classes.id, studentAdmissions.classId) },
    { table: franchisees, on: eq(franchisees.id, studentAdmissions.franchiseeId) },
  ],
  columns: {
    id: adminUsers.id,
    parentName: {
      column: sql<string>`trim(${adminUsers.firstName} || ' ' || ${adminUsers.lastName})`,
      label: 'Parent',
      kind: 'text',
      schema: shape.parentName,
    },
    email: { column: adminUsers.email, label: 'Email' },
    mobile: { column: adminUsers.mobile, label: 'Mobile' },
    childName: {
      column: sql<string>`trim(${students.firstName} || ' ' || ${students.lastName})`,
      label: 'Child',
      kind: 'text',
      schema: shape.childName,
    },
    className: { column: classes.name, label: 'Class' },
    centre: { column: franchisees.companyName, label: 'Centre' },
    lastLoginAt: { column: adminUsers.lastLoginAt, label: 'Last signed in' },
    signedIn: {
      column: sql<boolean>`(${adminUsers.lastLoginAt} is not null)`,
      label: 'Has signed in',
      kind: 'boolean',
      schema: shape.signedIn,
    },
  },
  franchiseeColumn: studentAdmissions.franchiseeId,
  // A parent account names its child: the centre's heads read every family's, a teacher those of her classes.
  audience: { related: [childClassTeachers('studentAdmissionId')], everyRow: CENTRE_HEADS },
  yearColumn: studentAdmissions.academicYearId,
  filters: {
    signedIn: viewFilter(
      z.enum(['true', 'false'], { error: "Signed in must be 'true' or 'false'" }),
      (value: 'true' | 'false') =>
        value === 'true' ? isNotNull(adminUsers.lastLoginAt) : isNull(adminUsers.lastLoginAt),
    ),
  },
  search: {
    columns: [adminUsers.firstName, adminUsers.lastName, adminUsers.email, students.firstName, students.lastName],
    exact: [adminUsers.mobile],
  },
  defaultSort: [
    { column: adminUsers.lastLoginAt, dir: 'desc' },
    { column: adminUsers.id, dir: 'asc' },
  ],
});
