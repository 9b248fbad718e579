import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { defineView, listView, viewFilter, withoutTotal, type RequestContext } from '@portal/kit';
import { academicYears, classes } from '@portal/mod-org/server';
import type { StudentRow } from '../shared/contracts.ts';
import { studentAdmissionResource } from './resources.ts';
import { sections, studentAdmissions, students } from './schema.ts';
import { studentsDetailsViewShape } from '../shared/views.ts';

const id = z.coerce.number({ error: 'Must be a number' }).int().positive().max(2_147_483_647);

/** Students by class, section and centre for a year: admissions joined with their student, fenced. */
export const studentView = defineView({
  ...studentsDetailsViewShape,
  from: studentAdmissions,
  // A teacher lists the children of the classes they teach, the ones they may open.
  audienceOf: studentAdmissionResource,
  joins: [
    { table: students, on: eq(students.id, studentAdmissions.studentId) },
    { table: classes, on: eq(classes.id, studentAdmissions.classId) },
    { table: academicYears, on: eq(academicYears.id, studentAdmissions.academicYearId) },
    { table: sections, on: eq(sections.id, studentAdmissions.sectionId), type: 'left' },
  ],
  columns: {
    id: studentAdmissions.id,
    admissionId: studentAdmissions.id,
    studentId: students.id,
    franchiseeId: studentAdmissions.franchiseeId,
    admissionNumber: { column: students.admissionNumber, label: 'Admission number' },
    firstName: { column: students.firstName, label: 'First name' },
    lastName: { column: students.lastName, label: 'Last name' },
    dateOfBirth: { column: students.dateOfBirth, label: 'Date of birth' },
    gender: { column: students.gender, label: 'Gender', kind: 'enum' },
    parentMobile: { column: students.parentMobile, label: 'Parent mobile' },
    fatherName: { column: students.fatherName, label: 'Father' },
    motherName: { column: students.motherName, label: 'Mother' },
    editStatus: students.editStatus,
    academicYearId: studentAdmissions.academicYearId,
    academicYear: { column: academicYears.academicYear, label: 'Academic year' },
    classId: studentAdmissions.classId,
    className: { column: classes.name, label: 'Class' },
    classCategory: classes.classCategory,
    classSort: classes.sort,
    sectionId: studentAdmissions.sectionId,
    sectionName: { column: sections.name, label: 'Section' },
    admissionDate: { column: studentAdmissions.admissionDate, label: 'Admission date' },
    status: { column: studentAdmissions.status, label: 'Status', kind: 'enum' },
  },
  franchiseeColumn: studentAdmissions.franchiseeId,
  yearColumn: studentAdmissions.academicYearId,
  filters: {
    classId: viewFilter(id, (v) => eq(studentAdmissions.classId, v)),
    sectionId: viewFilter(id, (v) => eq(studentAdmissions.sectionId, v)),
    status: viewFilter(
      z.enum(['Active', 'Promoted', 'Graduated', 'Left'], {
        error: 'Status must be Active, Promoted, Graduated or Left',
      }),
      (v) => eq(studentAdmissions.status, v),
    ),
    admissionId: viewFilter(id, (v) => eq(studentAdmissions.id, v)),
    studentId: viewFilter(id, (v) => eq(studentAdmissions.studentId, v)),
  },
  search: { columns: [students.firstName, students.lastName, students.admissionNumber, students.parentMobile] },
  defaultSort: [
    { column: classes.sort, dir: 'asc' },
    { column: sections.name, dir: 'asc' },
    { column: students.firstName, dir: 'asc' },
    { column: studentAdmissions.id, dir: 'asc' },
  ],
});

export interface StudentListQuery {
  page: number;
  pageSize: number;
  franchiseeID?: number;
  academicYearID?: number;
  classId?: number;
  sectionId?: number;
  status?: string;
  q?: string;
  /** Only these class categories (the mother-toddler programme). */
  classCategories?: readonly string[];
  admissionId?: number;
  studentId?: number;
}

/** The student view for the module's own screens (promotion, the programme, a parent's child). */
export async function studentList(ctx: RequestContext, { classCategories, ...query }: StudentListQuery) {
  const where = classCategories ? inArray(classes.classCategory, [...classCategories]) : undefined;
  const list = await listView(ctx, studentView, query, { where });
  // cast: a view's page answers its declared columns untyped; StudentRow is that row
  return { ...list, rows: withoutTotal(list.rows) as StudentRow[] };
}

export type { StudentRow };
