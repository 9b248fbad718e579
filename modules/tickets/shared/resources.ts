import { options, resourceShape, USER_DEPARTMENTS } from '@portal/core';
import { TICKET_MODULES as M, ticketFields } from './index.ts';

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
      ref: { resource: 'user', labelField: 'fullName' },
      help: 'Level 1: the head-office account that answers tickets of this category',
    },
    escalationUserId: {
      kind: 'reference',
      label: 'Escalate to',
      ref: { resource: 'user', labelField: 'fullName' },
      help: 'Level 2: takes a ticket over once its SLA passes; then head office',
    },
    slaHours: { kind: 'number', label: 'SLA (hours)', required: true, min: 1, max: 720 },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
});

/**
 * A centre's ticket: raised through the resource's create (routed by the matrix), moved by its status
 * actions (OPEN → IN PROGRESS → RESOLVED → CLOSED, reopened within 7 days of its resolution), each
 * allowed only to the centre that raised it or to the desk it is routed to.
 */
export const ticketShape = resourceShape({
  name: 'tickets',
  label: 'Ticket',
  module: M.TICKETS,
  fields: ticketFields,
});
