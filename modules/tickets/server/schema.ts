import { id, stamps } from '@portal/db';
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { files, declarePlatformData } from '@portal/kit';
import { franchiseeRef } from '@portal/mod-org/server';
import { adminUsers } from '@portal/mod-users/server';
import type { TicketUserKind } from '../shared/constants.ts';

/** The routing matrix: each category goes to a department and an owner, who has `slaHours` to act. */
export const ticketMatrix = pgTable('ticket_matrix', {
  id: id(),
  category: text().notNull().unique(),
  department: text().notNull(),
  ownerUserId: integer()
    .notNull()
    .references(() => adminUsers.id),
  /** Level 2: who takes an overdue ticket over; left empty, it goes straight to head office. */
  escalationUserId: integer().references(() => adminUsers.id),
  slaHours: integer().notNull(),
  isActive: boolean().notNull().default(true),
  ...stamps,
});

/** A centre's ticket, routed by the matrix when raised (the routing is copied, so later matrix edits leave it be). */
export const tickets = pgTable(
  'tickets',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    matrixId: integer()
      .notNull()
      .references(() => ticketMatrix.id),
    category: text().notNull(),
    priority: text().notNull(),
    subject: text().notNull(),
    description: text().notNull(),
    status: text().notNull().default('OPEN'),
    department: text().notNull(),
    /** The account the ticket waits on; null once it has been escalated to head office. */
    ownerUserId: integer().references(() => adminUsers.id),
    escalationLevel: integer().notNull().default(1),
    slaHours: integer().notNull(),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    escalatedAt: timestamp({ withTimezone: true }),
    raisedByUserId: integer()
      .notNull()
      .references(() => adminUsers.id),
    raisedByKind: text().$type<TicketUserKind>().notNull(),
    resolvedAt: timestamp({ withTimezone: true }),
    closedAt: timestamp({ withTimezone: true }),
    reopenedAt: timestamp({ withTimezone: true }),
    ...stamps,
  },
  (t) => [
    index('tickets_franchisee_status_idx').on(t.franchiseeId, t.status),
    index('tickets_status_due_idx').on(t.status, t.dueAt),
  ],
);

/** The conversation: messages of both sides and the events the portal records (escalations, status moves). */
export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: id(),
    ticketId: integer()
      .notNull()
      .references(() => tickets.id),
    franchiseeId: franchiseeRef(),
    kind: text().notNull(),
    /** Null for what the portal writes itself. */
    authorUserId: integer().references(() => adminUsers.id),
    authorKind: text().notNull(),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ticket_messages_ticket_idx').on(t.ticketId, t.id)],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: ticketMessages,
  label: 'Messages on a support ticket',
  whose: ['staff member'],
  categories: ['employment'],
  audience: 'the people on the ticket, head office',
  retention: '3 years after the ticket closes',
  purposes: ['To answer a centre’s support request'],
});

/** Files of a message, stored by the kit's file service. */
export const ticketAttachments = pgTable(
  'ticket_attachments',
  {
    id: id(),
    messageId: integer()
      .notNull()
      .references(() => ticketMessages.id),
    ticketId: integer()
      .notNull()
      .references(() => tickets.id),
    fileId: text()
      .notNull()
      .references(() => files.id),
  },
  (t) => [index('ticket_attachments_message_idx').on(t.messageId)],
);
