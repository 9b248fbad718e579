import { defineResource } from '@portal/kit';
import { CENTRE_HEADS, childParents } from '@portal/mod-users/server';
import { consentRecordShape } from '../shared/resources.ts';
import { consentRecords } from './schema.ts';

/** Who reads a child's consents: the child's parents, the centre's head and head office. */
export const consentAudience = { related: [childParents()], everyRow: CENTRE_HEADS };

/**
 * The consent log: every grant and withdrawal, as posted. Read-only over the API (its rows are written by a
 * parent's decision alone, and never edited); the centre's heads and head office read and export it.
 */
export const consentRecordResource = defineResource({
  ...consentRecordShape,
  readOnly: true,
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
  list: {
    columns: ['decidedAt', 'studentAdmissionId', 'purpose', 'decision', 'verifiedBy', 'decidedBy'],
    filters: ['franchiseeId', 'studentAdmissionId', 'purpose', 'decision'],
    search: ['studentAdmissionId'],
    defaultSort: { field: 'id', dir: 'desc' },
  },
});
