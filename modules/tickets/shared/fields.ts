import { type FieldMap, options, referenceTo } from '@portal/core';
import { TICKET_PRIORITIES, TICKET_STATUS, USER_DEPARTMENTS } from './constants.ts';
import { ticketMatrixShape } from './matrix.ts';
import { userShape } from '@portal/mod-users/shared/resources';
import { franchiseeField } from '@portal/mod-org/shared/resources';

/**
 * A ticket's fields, read by the server's resource declaration and by the web's create call alike, so
 * the body the screen sends is checked by the same rules on both sides.
 */
export const ticketFields = {
  franchiseeId: franchiseeField({ label: 'Centre', createOnly: true }),
  matrixId: {
    kind: 'reference',
    label: 'Category',
    required: true,
    createOnly: true,
    ref: referenceTo(() => ticketMatrixShape, 'category'),
  },
  priority: { kind: 'enum', label: 'Priority', required: true, options: options(...TICKET_PRIORITIES) },
  subject: { kind: 'text', label: 'Subject', required: true, min: 3, max: 160 },
  description: { kind: 'text', label: 'Description', required: true, min: 3, max: 4000 },
  /** Files uploaded through /api/files, attached to the ticket's first message. */
  fileIds: { kind: 'tags', label: 'Attachments', createOnly: true, max: 5 },
  category: { kind: 'text', label: 'Category', readOnly: true },
  status: { kind: 'enum', label: 'Status', readOnly: true, options: options(...TICKET_STATUS) },
  department: { kind: 'enum', label: 'Department', readOnly: true, options: options(...USER_DEPARTMENTS) },
  ownerUserId: {
    kind: 'reference',
    label: 'Owner',
    readOnly: true,
    ref: referenceTo(() => userShape, 'fullName'),
  },
  escalationLevel: { kind: 'number', label: 'Level', readOnly: true },
  slaHours: { kind: 'number', label: 'SLA (hours)', readOnly: true },
  dueAt: { kind: 'datetime', label: 'Due', readOnly: true },
  raisedByKind: { kind: 'text', label: 'Raised by', readOnly: true },
  resolvedAt: { kind: 'datetime', label: 'Resolved', readOnly: true },
  createdAt: { kind: 'datetime', label: 'Raised', readOnly: true },
} as const satisfies FieldMap;
