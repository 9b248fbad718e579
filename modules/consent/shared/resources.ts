import { LANGUAGE_NAMES, options, referenceTo, resourceShape } from '@portal/core';
import { CONSENT_MODULES as M, DECISIONS, PURPOSE_LABELS, VERIFICATION_LABELS } from './constants.ts';
import { studentAdmissionShape } from '@portal/mod-students/shared/resources';
import { userShape } from '@portal/mod-users/shared/resources';
import { franchiseeField } from '@portal/mod-org/shared/resources';

const labelled = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

/** The consent log. */
export const consentRecordShape = resourceShape({
  name: 'consent-records',
  label: 'Consent record',
  module: M.CENTRE_CONSENTS,
  fields: {
    franchiseeId: { ...franchiseeField(), readOnly: true },
    studentAdmissionId: {
      kind: 'reference',
      label: 'Child',
      required: true,
      readOnly: true,
      ref: referenceTo(() => studentAdmissionShape, 'studentId'),
    },
    purpose: { kind: 'enum', label: 'Purpose', readOnly: true, options: labelled(PURPOSE_LABELS) },
    decision: { kind: 'enum', label: 'Decision', readOnly: true, options: options(...DECISIONS) },
    noticeVersion: { kind: 'number', label: 'Notice version', readOnly: true },
    language: { kind: 'enum', label: 'Language', readOnly: true, options: labelled(LANGUAGE_NAMES) },
    verifiedBy: { kind: 'enum', label: 'Verified by', readOnly: true, options: labelled(VERIFICATION_LABELS) },
    mobileEnding: { kind: 'text', label: 'Mobile ending', readOnly: true },
    decidedBy: {
      kind: 'reference',
      label: 'Decided by',
      readOnly: true,
      ref: referenceTo(() => userShape, 'fullName'),
    },
    decidedAt: { kind: 'datetime', label: 'When', readOnly: true },
    carriedFromId: { kind: 'number', label: 'Carried from last year’s record', readOnly: true },
  },
});
