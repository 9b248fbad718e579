import { CLASS_GROUP_TYPES, options, referenceTo, resourceShape } from '@portal/core';
import { ADMISSION_STATUSES, EDIT_STATUSES, STUDENT_GENDERS, STUDENT_MODULES, STUDENT_STATUSES } from './index.ts';
import { academicYearShape, classShape, franchiseeField } from '@portal/mod-org/shared/resources';

/** A section of a class at a centre, with its seats. */
export const sectionShape = resourceShape({
  name: 'section',
  label: 'Section',
  module: STUDENT_MODULES.STUDENT,
  fields: {
    franchiseeId: franchiseeField(),
    classId: { kind: 'reference', label: 'Class', required: true, ref: referenceTo(() => classShape, 'name') },
    name: {
      kind: 'text',
      label: 'Section name',
      required: true,
      max: 20,
      pattern: '^[A-Za-z0-9 -]+$',
      patternMessage: 'Section name may use letters, digits, spaces and hyphens',
    },
    capacity: { kind: 'number', label: 'Capacity', required: true, min: 1, max: 100 },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
});

export const NAME = "^[A-Za-z][A-Za-z .'-]*$";

export const classGroupShape = resourceShape({
  name: 'class-group',
  label: 'Class group',
  module: STUDENT_MODULES.CLASS_GROUP,
  fields: {
    name: { kind: 'text', label: 'Group name', required: true, max: 80 },
    groupType: { kind: 'enum', label: 'Group type', required: true, options: options(...CLASS_GROUP_TYPES) },
    classNames: { kind: 'tags', label: 'Classes', max: 20, help: 'Class names as in the class master' },
    description: { kind: 'text', label: 'Description', max: 500 },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
});

export const studentShape = resourceShape({
  name: 'student',
  label: 'Student',
  module: STUDENT_MODULES.STUDENT,
  fields: {
    franchiseeId: franchiseeField(),
    admissionNumber: { kind: 'text', label: 'Admission number', readOnly: true },
    firstName: {
      kind: 'text',
      label: 'First name',
      required: true,
      max: 60,
      pattern: NAME,
      patternMessage: 'First name may use letters, spaces, dots, hyphens and apostrophes',
    },
    lastName: {
      kind: 'text',
      label: 'Last name',
      max: 60,
      pattern: NAME,
      patternMessage: 'Last name may use letters, spaces, dots, hyphens and apostrophes',
    },
    // Kept by the database from the first and last name: how the child is named wherever it is referenced.
    fullName: { kind: 'text', label: 'Full name', readOnly: true },
    dateOfBirth: { kind: 'date', label: 'Date of birth', required: true },
    gender: { kind: 'enum', label: 'Gender', required: true, options: options(...STUDENT_GENDERS) },
    fatherName: { kind: 'text', label: 'Father name', max: 120 },
    motherName: { kind: 'text', label: 'Mother name', max: 120 },
    parentMobile: { kind: 'mobile', label: 'Parent mobile', required: true },
    parentEmail: { kind: 'email', label: 'Parent email' },
    address: { kind: 'text', label: 'Address', max: 300 },
    pincode: { kind: 'pincode', label: 'PIN code' },
    bloodGroup: {
      kind: 'enum',
      label: 'Blood group',
      options: options('A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'),
    },
    status: { kind: 'enum', label: 'Status', readOnly: true, options: options(...STUDENT_STATUSES) },
    editStatus: { kind: 'enum', label: 'Edit status', options: options(...EDIT_STATUSES), default: 'pending' },
    enquiryId: { kind: 'number', label: 'Enquiry', readOnly: true },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
});

export const studentAdmissionShape = resourceShape({
  name: 'student-admission',
  label: 'Student admission',
  module: STUDENT_MODULES.STUDENT,
  fields: {
    franchiseeId: franchiseeField(),
    studentId: {
      kind: 'reference',
      label: 'Student',
      required: true,
      ref: referenceTo(() => studentShape, 'fullName'),
    },
    academicYearId: {
      kind: 'reference',
      label: 'Academic year',
      required: true,
      ref: referenceTo(() => academicYearShape, 'academicYear'),
    },
    classId: { kind: 'reference', label: 'Class', required: true, ref: referenceTo(() => classShape, 'name') },
    sectionId: { kind: 'reference', label: 'Section', ref: referenceTo(() => sectionShape, 'name') },
    admissionDate: { kind: 'date', label: 'Admission date', required: true },
    status: { kind: 'enum', label: 'Status', readOnly: true, options: options(...ADMISSION_STATUSES) },
  },
});
