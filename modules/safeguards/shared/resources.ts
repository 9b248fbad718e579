import { referenceTo, resourceShape } from '@portal/core';
import { READ_KIND_LABELS, READ_KINDS, SAFEGUARDS_MODULES as M } from './constants.ts';
import { studentShape } from '@portal/mod-students/shared/resources';
import { userShape } from '@portal/mod-users/shared/resources';

/** The notices name a child and the family: head office alone reads them. */
export const breachNoticeShape = resourceShape({
  name: 'breach-notices',
  label: 'Breach notice',
  module: M.BREACHES,
  fields: {
    breachId: { kind: 'number', label: 'Breach', readOnly: true },
    studentId: {
      kind: 'reference',
      label: 'Child',
      readOnly: true,
      ref: referenceTo(() => studentShape, 'fullName'),
    },
    parentName: { kind: 'text', label: 'Parent', readOnly: true },
    mobile: { kind: 'mobile', label: 'Mobile', readOnly: true },
    language: { kind: 'text', label: 'Language', readOnly: true },
    sentAt: { kind: 'datetime', label: 'Sent', readOnly: true },
  },
});

export const accessLogShape = resourceShape({
  name: 'access-log',
  label: 'Access log entry',
  module: M.ACCESS_LOG,
  fields: {
    at: { kind: 'datetime', label: 'When', readOnly: true },
    userId: {
      kind: 'reference',
      label: 'Staff member',
      readOnly: true,
      ref: referenceTo(() => userShape, 'email'),
    },
    studentId: {
      kind: 'reference',
      label: 'Child',
      readOnly: true,
      ref: referenceTo(() => studentShape, 'fullName'),
    },
    kind: {
      kind: 'enum',
      label: 'Read',
      readOnly: true,
      options: READ_KINDS.map((value) => ({ value, label: READ_KIND_LABELS[value] })),
    },
    resource: { kind: 'text', label: 'Records', readOnly: true },
    recordId: { kind: 'text', label: 'Record', readOnly: true },
    filter: { kind: 'text', label: 'Filter', readOnly: true },
    ip: { kind: 'text', label: 'From (IP)', readOnly: true },
  },
});
