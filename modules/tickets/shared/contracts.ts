/**
 * The ticketing API as contracts. The conversation, the report and the details are served from these
 * (server/routes.ts); raising a ticket, its status actions and its lists are the resource framework's
 * routes, declared here with the same schemas so the screens call them typed.
 */
import { defineEndpoint, fileAnswer, recordId, timestamp, zodForFields, pageOf } from '@portal/core';
import { z } from 'zod';
import { TICKET_LIST_STATUS, TICKET_MODULES as M } from './constants.ts';
import { ticketFields } from './fields.ts';
import { replyInput, reportQuery, ticketActionInput } from './inputs.ts';

const tags = ['Tickets'];
const id = recordId;
const byId = z.object({ id });

export const TICKET_ACTIONS = ['start', 'resolve', 'close', 'reopen'] as const;
export type TicketAction = (typeof TICKET_ACTIONS)[number];

/** One row of bees-ticket-list; the server's view answers exactly these columns. */
export const ticketListRow = z.object({
  id: z.number(),
  franchiseeId: z.number(),
  centre: z.string(),
  category: z.string(),
  priority: z.string(),
  subject: z.string(),
  status: z.string(),
  department: z.string(),
  owner: z.string().nullable(),
  escalationLevel: z.number(),
  dueAt: z.string(),
  resolvedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TicketListRow = z.infer<typeof ticketListRow>;

const listQuery = z.object({
  ticketstatus: z.enum(TICKET_LIST_STATUS).optional(),
  q: z.string().optional(),
  category: z.string().optional(),
  priority: z.string().optional(),
  franchiseeID: id.optional(),
  page: z.number().optional(),
  pageSize: z.number().optional(),
});

export const ticketList = defineEndpoint({
  method: 'GET',
  path: '/api/ticketing-bees/tickets',
  module: M.TICKETS,
  tags,
  query: listQuery,
  response: pageOf(ticketListRow.partial().required({ id: true })),
});

export type TicketListPage = z.input<typeof ticketList.response>;

export const ticketListExport = defineEndpoint({
  method: 'GET',
  path: '/api/ticketing-bees/tickets/export',
  module: M.TICKETS,
  tags,
  query: listQuery.extend({ format: z.enum(['csv', 'xlsx']).optional() }),
  response: fileAnswer('text/csv'),
});

/** A new ticket's body: the screen checks it before sending, the server holds it to the same rules. */
export const raiseTicketBody = zodForFields(ticketFields, 'create');

export const raiseTicket = defineEndpoint({
  method: 'POST',
  path: '/api/tickets',
  module: M.TICKETS,
  tags,
  body: raiseTicketBody,
  response: z.object({ id: z.number(), status: z.string() }),
  status: 201,
});

export type RaiseTicketBody = z.input<typeof raiseTicket.body>;

export const ticketActionAnswer = z.object({ id: z.number(), status: z.string() });

const actionEndpoint = <A extends TicketAction>(action: A) =>
  defineEndpoint({
    method: 'POST',
    path: `/api/tickets/:id/${action}`,
    module: M.TICKETS,
    tags,
    params: byId,
    body: ticketActionInput,
    response: ticketActionAnswer,
  });

/** The status actions, at the resource's command paths. */
export const ticketActions = {
  start: actionEndpoint('start'),
  resolve: actionEndpoint('resolve'),
  close: actionEndpoint('close'),
  reopen: actionEndpoint('reopen'),
} as const;

export const attachmentAnswer = z.object({
  fileId: z.string(),
  name: z.string(),
  size: z.number(),
  contentType: z.string(),
});

export const messageAnswer = z.object({
  id: z.number(),
  kind: z.enum(['MESSAGE', 'EVENT']),
  authorKind: z.string(),
  author: z.string(),
  body: z.string(),
  createdAt: timestamp,
  attachments: z.array(attachmentAnswer),
});

export const ticketCategories = defineEndpoint({
  method: 'GET',
  path: '/api/ticketing-bees/categories',
  module: M.TICKETS,
  tags,
  summary: 'The categories a ticket may be raised in, with where each is routed',
  response: z.object({
    rows: z.array(z.object({ id: z.number(), category: z.string(), department: z.string(), slaHours: z.number() })),
  }),
});

export const ticketDetailsAnswer = z.object({
  id: z.number(),
  franchiseeId: z.number(),
  centre: z.string(),
  category: z.string(),
  priority: z.string(),
  subject: z.string(),
  description: z.string(),
  status: z.string(),
  department: z.string(),
  /** The account the ticket waits on; null once it has reached head office. */
  owner: z.string().nullable(),
  escalationLevel: z.number(),
  slaHours: z.number(),
  dueAt: timestamp,
  overdue: z.boolean(),
  escalatedAt: timestamp.nullable(),
  raisedBy: z.string(),
  raisedByKind: z.string(),
  createdAt: timestamp,
  resolvedAt: timestamp.nullable(),
  closedAt: timestamp.nullable(),
  /** Until when a resolved or closed ticket may be reopened. */
  reopenUntil: timestamp.nullable(),
  /** Which side the caller acts for: the centre that raised it, the routed desk, or neither (read only). */
  side: z.enum(['centre', 'desk']).nullable(),
  /** What the caller may do now. */
  actions: z.array(z.enum([...TICKET_ACTIONS, 'reply'])),
  messages: z.array(messageAnswer),
});

export const ticketDetails = defineEndpoint({
  method: 'GET',
  path: '/api/ticketing-bees/tickets/:id',
  module: M.TICKETS,
  tags,
  summary: 'A ticket with its conversation',
  params: byId,
  response: ticketDetailsAnswer,
});

export const replyToTicket = defineEndpoint({
  method: 'POST',
  path: '/api/ticketing-bees/tickets/:id/messages',
  module: M.TICKETS,
  tags,
  summary: 'A message on a ticket, with attachments',
  params: byId,
  body: replyInput,
  response: messageAnswer,
  status: 201,
});

const reportLine = z.object({
  total: z.number(),
  open: z.number(),
  resolved: z.number(),
  overdue: z.number(),
  /** Mean hours from raising to resolution over the resolved tickets; null when none is resolved. */
  averageResolveHours: z.number().nullable(),
});

export const ticketReport = defineEndpoint({
  method: 'GET',
  path: '/api/ticketing-bees/report',
  module: M.TICKETS,
  tags,
  summary: 'Tickets by category and by centre, with the time to resolve',
  query: reportQuery,
  response: z.object({
    totals: reportLine,
    byCategory: z.array(reportLine.extend({ category: z.string() })),
    byCentre: z.array(reportLine.extend({ franchiseeId: z.number(), centre: z.string() })),
  }),
});
