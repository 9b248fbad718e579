import { CENTRE_ROLES, defineModuleAccess } from '@portal/core';

/** Head-office desks tickets are routed to (by the department of their accounts). */
const DESKS = ['FINANCE_ADMIN', 'MARKETING_HEAD', 'DELIVERY_CHALLAN', 'ACADEMIC_COORDINATOR'] as const;

/**
 * Ticketing: centres raise tickets and follow them; the desks the matrix routes them to answer and
 * resolve them; head office keeps the matrix (TicketMetrix is read-only for the desks).
 */
export const ticketAccess = defineModuleAccess({
  modules: ['TicketingAdmin', 'TicketMetrix'],
  grants: {
    FRANCHISEE_USER_1: [['TicketingAdmin', 'any']],
    COCO_USER_1: [['TicketingAdmin', 'any']],
    FINANCE_ADMIN: [
      ['TicketingAdmin', 'any'],
      ['TicketMetrix', 'GET'],
    ],
    MARKETING_HEAD: [
      ['TicketingAdmin', 'any'],
      ['TicketMetrix', 'GET'],
    ],
    DELIVERY_CHALLAN: [
      ['TicketingAdmin', 'any'],
      ['TicketMetrix', 'GET'],
    ],
    ACADEMIC_COORDINATOR: [
      ['TicketingAdmin', 'any'],
      ['TicketMetrix', 'GET'],
    ],
  },
  menu: [
    {
      name: 'create-bees-ticket',
      label: 'Raise a ticket',
      path: '/ticketing-bees/create-bees-ticket',
      group: 'Tickets',
      modules: ['TicketingAdmin'],
      roles: [...CENTRE_ROLES],
    },
    {
      name: 'bees-ticket-list',
      label: 'Tickets',
      path: '/ticketing-bees/bees-ticket-list/open',
      group: 'Tickets',
      modules: ['TicketingAdmin'],
      roles: [...CENTRE_ROLES, ...DESKS],
    },
    {
      name: 'matrix-list',
      label: 'Ticket matrix',
      path: '/ticketing-bees/matrix-list',
      group: 'Tickets',
      modules: ['TicketMetrix'],
      roles: [...DESKS],
      readOnlyFor: [...DESKS],
    },
  ],
});
