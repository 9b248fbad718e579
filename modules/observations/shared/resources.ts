import { referenceTo, resourceShape } from '@portal/core';
import { classShape, franchiseeField } from '@portal/mod-org/shared/resources';
import { studentAdmissionShape } from '@portal/mod-students/shared/resources';
import { COMPETENCIES, LEVEL_LABELS, LEVELS } from './framework.ts';
import { OBSERVATION_MODULES as M } from './constants.ts';

/**
 * An observation of one child: the competency, the level by independence (or "not yet observed") and the day. The
 * class's teachers and the centre's heads read them; they are recorded through the record endpoint, several
 * children at once, never edited here.
 */
export const observationShape = resourceShape({
  name: 'observations',
  label: 'Observation',
  module: M.OBSERVATIONS,
  fields: {
    franchiseeId: franchiseeField(),
    studentAdmissionId: {
      kind: 'reference',
      label: 'Child',
      required: true,
      ref: referenceTo(() => studentAdmissionShape, 'studentId'),
    },
    classId: { kind: 'reference', label: 'Class', required: true, ref: referenceTo(() => classShape, 'name') },
    competency: {
      kind: 'enum',
      label: 'Competency',
      required: true,
      options: COMPETENCIES.map((c) => ({ value: c.code, label: `${c.code} ${c.title.en}` })),
    },
    level: {
      kind: 'enum',
      label: 'Level',
      required: true,
      options: LEVELS.map((value) => ({ value, label: LEVEL_LABELS[value].en })),
    },
    note: { kind: 'text', label: 'Note', max: 500 },
    observedOn: { kind: 'date', label: 'Observed on', required: true },
  },
});
