import { franchiseeField, resourceShape } from '@portal/core';
import { STUDENT_MODULES } from './index.ts';

/** A section of a class at a centre, with its seats. */
export const sectionShape = resourceShape({
  name: 'section',
  label: 'Section',
  module: STUDENT_MODULES.STUDENT,
  fields: {
    franchiseeId: franchiseeField(),
    classId: { kind: 'reference', label: 'Class', required: true, ref: { resource: 'class', labelField: 'name' } },
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
