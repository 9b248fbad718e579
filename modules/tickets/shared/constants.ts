import { USER_DEPARTMENTS, isOneOf } from '@portal/core';

/** Access modules of ticketing (spec: TicketingAdmin for tickets, TicketMetrix for the routing matrix). */
export const TICKET_MODULES = {
  /** Raising, answering and acting on tickets: centres and the head-office desks they are routed to. */
  TICKETS: 'TicketingAdmin',
  /** The routing matrix: category → department, owner and SLA. */
  MATRIX: 'TicketMetrix',
} as const;

export const TICKET_STATUS = ['OPEN', 'IN PROGRESS', 'RESOLVED', 'CLOSED'] as const;
export type TicketStatus = (typeof TICKET_STATUS)[number];
/** Statuses in which a ticket is still waiting on someone (its SLA runs). */
export const ACTIVE_STATUS: readonly TicketStatus[] = ['OPEN', 'IN PROGRESS'];
export const isActiveStatus = (status: string | undefined): boolean => isOneOf(ACTIVE_STATUS, status);

/**
 * The `{ticketstatus}` of bees-ticket-list: one per status, plus the overdue and escalated tickets and all.
 * The menu links with `open`.
 */
export const TICKET_LIST_STATUS = ['open', 'inprogress', 'resolved', 'closed', 'overdue', 'escalated', 'all'] as const;
export type TicketListStatus = (typeof TICKET_LIST_STATUS)[number];
export const STATUS_OF_LIST: Partial<Record<TicketListStatus, TicketStatus>> = {
  open: 'OPEN',
  inprogress: 'IN PROGRESS',
  resolved: 'RESOLVED',
  closed: 'CLOSED',
};

export const TICKET_PRIORITIES = ['LOW', 'MEDIUM', 'HIGH', 'URGENT'] as const;

/** Spec: ticketing user kinds. Each ticket and message records which side wrote it. */
export const TICKET_USER_KINDS = ['TICKET_FRANCHISEE', 'TICKET_ADMIN'] as const;
export type TicketUserKind = (typeof TICKET_USER_KINDS)[number];
/** Entries the portal writes itself (escalations). */
export const SYSTEM_KIND = 'SYSTEM';

export { USER_DEPARTMENTS };

/** A resolved ticket may be reopened for this long after its resolution. */
export const REOPEN_WINDOW_DAYS = 7;
/** Level 1 is the matrix's owner, level 2 its escalation contact, level 3 head office. */
export const TOP_ESCALATION_LEVEL = 3;
export const MAX_ATTACHMENTS = 5;

export const MESSAGES = {
  outsideRouting: (department: string) =>
    `This ticket is routed to ${department}: only the centre that raised it, that department, ` +
    'its owner or head office can act on it',
  escalated: (level: number, to: string, slaHours: number) =>
    `Escalated to level ${level} (${to}): not resolved within the SLA of ${slaHours} hours`,
  deskOnly: (action: string) => `Only the department the ticket is routed to can ${action} it`,
  reopenTooLate: `A ticket can be reopened only within ${REOPEN_WINDOW_DAYS} days of its resolution`,
  closed: 'This ticket is closed; reopen it to reply',
  resolutionRequired: 'Say how the ticket was resolved',
  inactiveCategory: 'This category is no longer open for tickets; choose another',
  raisedOnly: 'Only the centre that raised a ticket can edit it',
  openOnly: 'A ticket can be edited only while it is OPEN',
} as const;
