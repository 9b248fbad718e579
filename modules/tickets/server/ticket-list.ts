import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { defineView, viewFilter, type ViewColumn } from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { adminUsers } from '@portal/mod-users/server';
import {
  ACTIVE_STATUS,
  STATUS_OF_LIST,
  TICKET_LIST_STATUS,
  TICKET_PRIORITIES,
  ticketListRow,
  type TicketListRow,
} from '../shared/index.ts';
import { now } from './clock.ts';
import { tickets } from './schema.ts';
import { beesTicketListViewShape } from '../shared/views.ts';

const owner = alias(adminUsers, 'ticket_owner');
const row = ticketListRow.shape;

/** Every column of the shared list row, typed by it: the view answers exactly what the screens read. */
const columns: Record<keyof TicketListRow, ViewColumn> = {
  id: { column: tickets.id, label: 'Ticket', schema: row.id },
  franchiseeId: { column: tickets.franchiseeId, label: 'Centre id', schema: row.franchiseeId },
  centre: { column: franchisees.companyName, label: 'Centre', schema: row.centre },
  category: { column: tickets.category, label: 'Category', schema: row.category },
  priority: { column: tickets.priority, label: 'Priority', schema: row.priority, kind: 'enum' },
  subject: { column: tickets.subject, label: 'Subject', schema: row.subject },
  status: { column: tickets.status, label: 'Status', schema: row.status, kind: 'enum' },
  department: { column: tickets.department, label: 'Department', schema: row.department, kind: 'enum' },
  owner: {
    column: sql<string | null>`nullif(trim(concat(${owner.firstName}, ' ', ${owner.lastName})), '')`,
    label: 'Owner',
    schema: row.owner,
  },
  escalationLevel: { column: tickets.escalationLevel, label: 'Level', schema: row.escalationLevel },
  dueAt: { column: tickets.dueAt, label: 'Due', schema: row.dueAt },
  resolvedAt: { column: tickets.resolvedAt, label: 'Resolved', schema: row.resolvedAt },
  createdAt: { column: tickets.createdAt, label: 'Raised', schema: row.createdAt },
};

/** Which tickets a `{ticketstatus}` of bees-ticket-list names; overdue is read on the ticket clock. */
function byListStatus(status: (typeof TICKET_LIST_STATUS)[number]) {
  const active = inArray(tickets.status, [...ACTIVE_STATUS]);
  if (status === 'overdue') return and(active, lte(tickets.dueAt, now()));
  if (status === 'escalated') return and(active, gt(tickets.escalationLevel, 1));
  const one = STATUS_OF_LIST[status];
  return one ? eq(tickets.status, one) : undefined;
}

/** bees-ticket-list: the user's centres' tickets (head office: every centre's) with the centre and owner. */
export const ticketListView = defineView({
  ...beesTicketListViewShape,
  from: tickets,
  joins: [
    { table: franchisees, on: eq(franchisees.id, tickets.franchiseeId) },
    { table: owner, on: eq(owner.id, tickets.ownerUserId), type: 'left' },
  ],
  columns,
  franchiseeColumn: tickets.franchiseeId,
  filters: {
    ticketstatus: viewFilter(
      z.enum(TICKET_LIST_STATUS, { error: `The status must be one of ${TICKET_LIST_STATUS.join(', ')}` }),
      byListStatus,
    ),
    category: viewFilter(z.string().max(80, { error: 'Category is too long' }), (v) => eq(tickets.category, v)),
    priority: viewFilter(
      z.enum(TICKET_PRIORITIES, { error: `Priority must be ${TICKET_PRIORITIES.join(', ')}` }),
      (v) => eq(tickets.priority, v),
    ),
  },
  search: { columns: [tickets.subject, tickets.category, franchisees.companyName] },
  defaultSort: [
    { column: tickets.createdAt, dir: 'desc' },
    { column: tickets.id, dir: 'desc' },
  ],
});
