import { defineResource } from '@portal/kit';
import { teacherOfClassRule } from '@portal/mod-academics/server';
import { CENTRE_HEADS, childParents } from '@portal/mod-users/server';
import { observationShape } from '../shared/resources.ts';
import { observations } from './schema.ts';

/**
 * Observations as a list the class's teachers and the centre's heads read and export (the teacher rule: a teacher
 * only their classes'). Recorded through `POST /api/observations/record`, several children at once; the family
 * reads its own child's as strengths and next steps (`/api/observations/my-child/…`).
 */
export const observationResource = defineResource({
  ...observationShape,
  labelPlural: 'Observations',
  scope: 'franchisee',
  readOnly: true,
  table: observations,
  titleField: 'competency',
  owner: teacherOfClassRule,
  personalData: {
    whose: ['child'],
    categories: ['education', 'photo/video'],
    // The row keeps the child's class: its teachers reach it; the child's parents read their own child's.
    audience: { related: [teacherOfClassRule, childParents()], everyRow: CENTRE_HEADS },
    retention: 'enrolment, then 1 year',
    purposes: ["Seeing and showing the child's learning, and reporting it each term on the progress card"],
    erase: 'rows',
  },
  list: {
    columns: ['observedOn', 'studentAdmissionId', 'classId', 'competency', 'level'],
    search: ['note'],
    filters: ['franchiseeId', 'classId', 'studentAdmissionId', 'competency', 'level', 'observedOn'],
    defaultSort: { field: 'observedOn', dir: 'desc' },
  },
  remove: false,
});
