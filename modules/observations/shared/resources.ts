import { referenceTo, resourceShape } from '@portal/core';
import { classShape, franchiseeField } from '@portal/mod-org/shared/resources';
import { studentAdmissionShape } from '@portal/mod-students/shared/resources';
import { COMPETENCIES, LEVEL_LABELS, LEVELS } from './framework.ts';
import { INDICATOR_CODE, INDICATOR_TEXT_MAX, OBSERVATION_MODULES as M } from './constants.ts';

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

/** An indicator's text, one of the four languages. */
const indicatorText = (language: string) =>
  ({ kind: 'text', label: `Indicator (${language})`, required: true, max: INDICATOR_TEXT_MAX }) as const;

/**
 * Head office's own indicator under an NCF-FS competency: a code beneath the competency's (C-6.1.a under C-6.1), its
 * words in the four languages, and whether it is still offered (a retired one stays on the observations naming it).
 */
export const indicatorShape = resourceShape({
  name: 'competency-indicators',
  label: 'Indicator',
  module: M.INDICATORS,
  fields: {
    code: {
      kind: 'text',
      label: 'Code',
      required: true,
      max: 20,
      pattern: INDICATOR_CODE.source,
      patternMessage: 'The code is the competency’s code, a dot and letters or digits, such as C-6.1.a',
      display: 'as-written',
    },
    competency: {
      kind: 'enum',
      label: 'Competency',
      required: true,
      options: COMPETENCIES.map((c) => ({ value: c.code, label: `${c.code} ${c.title.en}` })),
    },
    textEn: indicatorText('English'),
    textHi: indicatorText('Hindi'),
    textKn: indicatorText('Kannada'),
    textTa: indicatorText('Tamil'),
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
});
