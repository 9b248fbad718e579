import { options, referenceTo, resourceShape, timeOfDayField } from '@portal/core';
import {
  ATTENDANCE_STATUS,
  LEAVE_TYPES,
  LEAVING_REASONS,
  REQUEST_STATUS,
  STAFF_CATEGORIES,
  STAFF_DOCUMENT_TYPES,
  STAFF_MODULES,
  STAFF_STATUS,
} from './index.ts';
import { userShape } from '@portal/mod-users/shared/resources';
import { franchiseeField } from '@portal/mod-org/shared/resources';

export const timeField = (label: string) => timeOfDayField(label);

export const staffField = {
  kind: 'reference',
  label: 'Staff member',
  required: true,
  ref: referenceTo(() => staffShape, 'firstName'),
} as const;

export const leavingReasons = options(...LEAVING_REASONS);

export const staffShape = resourceShape({
  name: 'staff',
  label: 'Staff member',
  module: STAFF_MODULES.STAFF,
  fields: {
    franchiseeId: franchiseeField(),
    firstName: { kind: 'text', label: 'First name', required: true, max: 60 },
    lastName: { kind: 'text', label: 'Last name', required: true, max: 60 },
    email: { kind: 'email', label: 'Email' },
    mobile: { kind: 'mobile', label: 'Mobile', required: true },
    staffCategory: { kind: 'enum', label: 'Staff category', required: true, options: options(...STAFF_CATEGORIES) },
    designation: { kind: 'text', label: 'Designation', required: true, max: 80 },
    gender: { kind: 'enum', label: 'Gender', options: options('MALE', 'FEMALE') },
    dateOfBirth: { kind: 'date', label: 'Date of birth' },
    joiningDate: { kind: 'date', label: 'Joining date', required: true },
    qualification: { kind: 'text', label: 'Qualification', max: 200 },
    address: { kind: 'text', label: 'Address', max: 300 },
    userId: {
      kind: 'reference',
      label: 'Portal account',
      ref: referenceTo(() => userShape, 'fullName'),
      help: 'Approving the staff member approves this account',
    },
    status: { kind: 'enum', label: 'Status', readOnly: true, options: options(...STAFF_STATUS) },
    remark: { kind: 'text', label: 'Remark', readOnly: true },
    isActive: { kind: 'boolean', label: 'Active', default: true },
    leftOn: { kind: 'date', label: 'Leaving date', readOnly: true },
    leavingReason: { kind: 'enum', label: 'Reason for leaving', readOnly: true, options: leavingReasons },
  },
});

export const staffDocumentShape = resourceShape({
  name: 'staff-documents',
  label: 'Staff document',
  module: STAFF_MODULES.STAFF,
  fields: {
    franchiseeId: franchiseeField(),
    staffId: staffField,
    documentType: { kind: 'enum', label: 'Document type', required: true, options: options(...STAFF_DOCUMENT_TYPES) },
    documentNumber: { kind: 'text', label: 'Document number', max: 40 },
    fileId: { kind: 'file', label: 'File', required: true },
    expiryDate: { kind: 'date', label: 'Expiry date' },
    remark: { kind: 'text', label: 'Remark', max: 300 },
  },
});

export const staffAttendanceShape = resourceShape({
  name: 'staff-attendance',
  label: 'Attendance',
  module: STAFF_MODULES.TEACHER_ATTENDANCE,
  fields: {
    franchiseeId: franchiseeField(),
    staffId: staffField,
    staffCategory: { kind: 'enum', label: 'Staff category', readOnly: true, options: options(...STAFF_CATEGORIES) },
    attendanceDate: { kind: 'date', label: 'Date', required: true },
    attendanceStatus: { kind: 'enum', label: 'Attendance', required: true, options: options(...ATTENDANCE_STATUS) },
    inTime: timeField('In time'),
    outTime: timeField('Out time'),
    reason: { kind: 'text', label: 'Reason', max: 300 },
    approvalStatus: { kind: 'enum', label: 'Approval', readOnly: true, options: options(...REQUEST_STATUS) },
    decisionRemark: { kind: 'text', label: 'Remark', readOnly: true },
  },
});

export const staffLeaveShape = resourceShape({
  name: 'staff-leaves',
  label: 'Leave application',
  module: STAFF_MODULES.TEACHER_ATTENDANCE,
  fields: {
    franchiseeId: franchiseeField(),
    staffId: staffField,
    leaveType: { kind: 'enum', label: 'Leave type', required: true, options: options(...LEAVE_TYPES) },
    fromDate: { kind: 'date', label: 'From date', required: true },
    toDate: { kind: 'date', label: 'To date', required: true },
    days: { kind: 'number', label: 'Days', readOnly: true },
    reason: { kind: 'text', label: 'Reason', required: true, max: 500 },
    status: { kind: 'enum', label: 'Status', readOnly: true, options: options(...REQUEST_STATUS) },
    decisionRemark: { kind: 'text', label: 'Remark', readOnly: true },
  },
});

export const logBookTopicShape = resourceShape({
  name: 'log-book-topics',
  label: 'Log book topic',
  module: STAFF_MODULES.LOG_BOOK,
  fields: {
    name: { kind: 'text', label: 'Topic', required: true, max: 120 },
    description: { kind: 'text', label: 'Description', max: 500 },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
});

export const logBookShape = resourceShape({
  name: 'log-books',
  label: 'Log book entry',
  module: STAFF_MODULES.LOG_BOOK,
  fields: {
    franchiseeId: franchiseeField(),
    staffId: { ...staffField, label: 'Teacher' },
    topicId: {
      kind: 'reference',
      label: 'Topic',
      required: true,
      ref: referenceTo(() => logBookTopicShape, 'name'),
    },
    logDate: { kind: 'date', label: 'Date', required: true },
    className: { kind: 'text', label: 'Class', max: 60 },
    activity: { kind: 'text', label: 'What was done', required: true, max: 2000 },
    observations: { kind: 'text', label: 'Observations', max: 2000 },
  },
});
