import { franchiseeField, LANGUAGE_NAMES, options } from '@portal/core';
import { defineResource } from '@portal/kit';
import { CENTRE_HEADS, childParents } from '@portal/mod-users/server';
import { CONSENT_MODULES as M, DECISIONS, PURPOSE_LABELS, VERIFICATION_LABELS } from '../shared/constants.ts';
import { consentRecords } from './schema.ts';

const labelled = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

/** Who reads a child's consents: the child's parents, the centre's head and head office. */
export const consentAudience = { related: [childParents()], everyRow: CENTRE_HEADS };

/**
 * The consent log: every grant and withdrawal, as posted. Read-only over the API (its rows are written by a
 * parent's decision alone, and never edited); the centre's heads and head office read and export it.
 */
export const consentRecordResource = defineResource({
  name: 'consent-records',
  readOnly: true,
  label: 'Consent record',
  module: M.CENTRE_CONSENTS,
  scope: 'franchisee',
  table: consentRecords,
  titleField: 'purpose',
  personalData: {
    whose: ['child', 'guardian'],
    categories: ['contact'],
    audience: consentAudience,
    retention: 'enrolment, then 8 years',
    purposes: ['Proving what a parent agreed to for their child, when, and how they were verified'],
  },
  fields: {
    franchiseeId: { ...franchiseeField(), readOnly: true },
    studentAdmissionId: {
      kind: 'reference',
      label: 'Child',
      required: true,
      readOnly: true,
      ref: { resource: 'student-admission', labelField: 'studentId' },
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
      ref: { resource: 'user', labelField: 'fullName' },
    },
    decidedAt: { kind: 'datetime', label: 'When', readOnly: true },
  },
  list: {
    columns: ['decidedAt', 'studentAdmissionId', 'purpose', 'decision', 'verifiedBy', 'decidedBy'],
    filters: ['franchiseeId', 'studentAdmissionId', 'purpose', 'decision'],
    search: ['studentAdmissionId'],
    defaultSort: { field: 'id', dir: 'desc' },
  },
});
