import { and, eq } from 'drizzle-orm';
import { todayInIndia } from '@portal/core';
import {
  defineResource,
  fieldError,
  headOfficeWrites,
  relation,
  type OwnerRule,
  type RequestContext,
  type RowOf,
  type Values,
  type ValuesOf,
} from '@portal/kit';
import { classes, assertCentreAllows } from '@portal/mod-org/server';
import { adminUsers, CENTRE_HEADS, childParents } from '@portal/mod-users/server';
import { classGroupShape, sectionShape, studentAdmissionShape, studentShape } from '../shared/resources.ts';
import { nextAdmissionNumber } from './admission-number.service.ts';
import { classGroups, sections, studentAdmissions, students } from './schema.ts';

export const sectionResource = defineResource({
  ...sectionShape,
  scope: 'franchisee',
  table: sections,
  titleField: 'name',
  // A section is named with its class wherever it is referenced: 'Nursery A', never a bare 'A'.
  referenceLabel: ['classId', 'name'],
  list: {
    columns: ['classId', 'name', 'capacity', 'franchiseeId', 'isActive'],
    search: ['name', 'classId'],
    filters: ['franchiseeId', 'classId', 'isActive'],
    defaultSort: { field: 'classId', dir: 'asc' },
  },
  remove: 'archive',
});

export const classGroupResource = defineResource({
  ...classGroupShape,
  scope: 'global',
  table: classGroups,
  titleField: 'name',
  list: {
    columns: ['name', 'groupType', 'classNames', 'isActive'],
    search: ['name'],
    filters: ['groupType', 'isActive'],
    defaultSort: { field: 'name', dir: 'asc' },
  },
  remove: 'archive',
  // Class groups are network masters: head office adds, changes and archives them.
  writeRule: headOfficeWrites('Only head office can change class groups'),
  hooks: {
    beforeCreate: (ctx, values) => checkClassGroup(ctx, values),
    beforeUpdate: (ctx, values) => checkClassGroup(ctx, values),
  },
});

/** A class group names real classes only. */
async function checkClassGroup(ctx: RequestContext, values: ValuesOf<typeof classGroups>): Promise<Values> {
  const names = values.classNames;
  if (names?.length) {
    const known = new Set((await ctx.db.select({ name: classes.name }).from(classes)).map((c) => c.name));
    const unknown = names.filter((n) => !known.has(n));
    if (unknown.length) throw fieldError('classNames', `Unknown class: ${unknown.join(', ')}`);
  }
  return values;
}

/** The child's parents, for a record naming the child (the student) in `column`: through any of its admissions. */
export const studentParents = (column: string): OwnerRule => ({
  ...childParents(column),
  through: {
    table: adminUsers,
    id: studentAdmissions.studentId,
    user: adminUsers.id,
    join: { table: studentAdmissions, on: eq(studentAdmissions.id, adminUsers.studentAdmissionId) },
  },
});

/**
 * The teachers of the child's class reach the child's record, named here and provided by academics, which says
 * who teaches which class (`relation`): a teacher of another class, a cover teacher included, reaches none.
 */
export const CLASS_TEACHERS_OF_ADMISSION = "teachers of the admission's class";
export const CLASS_TEACHERS_OF_STUDENT = "teachers of the student's classes";

/** Who reaches every child's record: the centre's heads and head office; parents and teachers by relation. */
const childRecordReaders = CENTRE_HEADS;

export const studentResource = defineResource({
  ...studentShape,
  scope: 'franchisee',
  table: students,
  titleField: 'firstName',
  personalData: {
    person: true,
    whose: ['child', 'guardian'],
    categories: ['identity document', 'contact', 'location', 'education'],
    audience: {
      related: [studentParents('id'), relation(CLASS_TEACHERS_OF_STUDENT, 'id')],
      everyRow: childRecordReaders,
    },
    retention: 'enrolment, then 8 years',
    purposes: ['Admitting and teaching the child', 'Reaching the parents'],
    // The admission number and dates stay: receipts and the ledger name the child by them.
    erase: {
      firstName: 'Erased',
      lastName: '',
      fatherName: null,
      motherName: null,
      parentMobile: '0000000000',
      parentEmail: null,
      address: null,
      pincode: null,
      bloodGroup: null,
    },
  },
  list: {
    columns: ['admissionNumber', 'firstName', 'lastName', 'dateOfBirth', 'parentMobile', 'status', 'editStatus'],
    search: ['admissionNumber', 'firstName', 'lastName', 'parentMobile', 'fatherName', 'motherName'],
    filters: ['franchiseeId', 'status', 'editStatus', 'gender', 'isActive'],
    defaultSort: { field: 'id', dir: 'desc' },
  },
  remove: 'archive',
  hooks: {
    beforeCreate: async (ctx, values) => {
      checkBirthDate(values.dateOfBirth);
      return { ...values, admissionNumber: await nextAdmissionNumber(ctx, values.franchiseeId) };
    },
    beforeUpdate: (_ctx, values) => {
      if (values.dateOfBirth !== undefined) checkBirthDate(values.dateOfBirth);
      return values;
    },
  },
});

/** A pre-school child: born in the past, at most 10 years ago. */
export function checkBirthDate(value: unknown): void {
  const dob = String(value);
  const today = todayInIndia();
  const tenYearsAgo = new Date(Date.now() - 10 * 366 * 86_400_000).toISOString().slice(0, 10);
  if (dob >= today) throw fieldError('dateOfBirth', 'Date of birth must be in the past');
  if (dob < tenYearsAgo) throw fieldError('dateOfBirth', 'Date of birth must be within the last 10 years');
}

export const studentAdmissionResource = defineResource({
  ...studentAdmissionShape,
  scope: 'franchisee',
  yearScoped: true,
  table: studentAdmissions,
  titleField: 'id',
  personalData: {
    person: true,
    whose: ['child'],
    categories: ['education'],
    audience: {
      related: [childParents('id'), relation(CLASS_TEACHERS_OF_ADMISSION, 'id')],
      everyRow: childRecordReaders,
    },
    retention: 'enrolment, then 8 years',
    purposes: ['Admitting and teaching the child'],
  },
  list: {
    columns: ['studentId', 'academicYearId', 'classId', 'sectionId', 'admissionDate', 'status'],
    // The child's name (the student's label): how an admission is picked.
    search: ['studentId'],
    filters: ['franchiseeId', 'classId', 'sectionId', 'status'],
    defaultSort: { field: 'id', dir: 'desc' },
  },
  hooks: {
    beforeCreate: async (ctx, values) => {
      // A suspended or terminated centre takes no new admissions (its status, org).
      await assertCentreAllows(ctx.db, values.franchiseeId, 'admissions');
      return checkPlacement(ctx, values, null);
    },
    beforeUpdate: (ctx, values, existing) => checkPlacement(ctx, values, existing),
  },
});

/** The student and the section must be the admission's centre's, and the section of its class. */
async function checkPlacement(
  ctx: RequestContext,
  values: ValuesOf<typeof studentAdmissions>,
  existing: RowOf<typeof studentAdmissions> | null,
): Promise<Values> {
  const franchiseeId = values.franchiseeId ?? existing?.franchiseeId;
  const studentId = values.studentId ?? existing?.studentId;
  const classId = values.classId ?? existing?.classId;
  const sectionId = values.sectionId === undefined ? existing?.sectionId : values.sectionId;
  if (franchiseeId === undefined || studentId === undefined) throw fieldError('studentId', 'Choose the student');
  const [student] = await ctx.db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.id, studentId), eq(students.franchiseeId, franchiseeId)));
  if (!student) throw fieldError('studentId', 'The student belongs to another centre');
  if (sectionId) {
    const [section] = await ctx.db.select().from(sections).where(eq(sections.id, sectionId));
    if (!section || section.franchiseeId !== franchiseeId)
      throw fieldError('sectionId', 'The section belongs to another centre');
    if (section.classId !== classId) throw fieldError('sectionId', 'The section is not a section of this class');
  }
  return values;
}
