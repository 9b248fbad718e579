import { options, referenceTo, resourceShape, USER_DEPARTMENTS } from '@portal/core';
import { userShape } from '@portal/mod-users/shared/resources';
import { TICKET_MODULES as M } from './constants.ts';

/** The routing matrix: network-wide rows that head office keeps. */
export const ticketMatrixShape = resourceShape({
  name: 'ticket-matrix',
  label: 'Ticket matrix entry',
  module: M.MATRIX,
  fields: {
    category: { kind: 'text', label: 'Category', required: true, min: 2, max: 80 },
    department: { kind: 'enum', label: 'Department', required: true, options: options(...USER_DEPARTMENTS) },
    ownerUserId: {
      kind: 'reference',
      label: 'Owner',
      required: true,
      ref: referenceTo(() => userShape, 'fullName'),
      help: 'Level 1: the head-office account that answers tickets of this category',
    },
    escalationUserId: {
      kind: 'reference',
      label: 'Escalate to',
      ref: referenceTo(() => userShape, 'fullName'),
      help: 'Level 2: takes a ticket over once its SLA passes; then head office',
    },
    slaHours: { kind: 'number', label: 'SLA (hours)', required: true, min: 1, max: 720 },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
});
