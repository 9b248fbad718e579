import { resourceRoutes, type PortalRoute } from '@portal/ui/routing';
import { TICKET_MODULES as M } from '../shared/constants.ts';
import { ticketMatrixShape } from '../shared/resources.ts';

const base = '/ticketing-bees';

/** Tickets (spec: ticketing-bees/*): raise, list by status, act on one, and the routing matrix. */
export const ticketRoutes: PortalRoute[] = [
  {
    path: `${base}/create-bees-ticket`,
    title: 'Raise a ticket',
    screen: () => import('./screens/CreateTicketScreen.tsx'),
    guard: { modules: [M.TICKETS], write: true },
  },
  {
    path: `${base}/bees-ticket-list/:ticketstatus`,
    reachedFrom: '/ticketing-bees/create-bees-ticket',
    title: 'Tickets',
    screen: () => import('./screens/TicketListScreen.tsx'),
    guard: { modules: [M.TICKETS] },
  },
  {
    path: `${base}/action/:id`,
    reachedFrom: '/ticketing-bees/create-bees-ticket',
    title: 'Ticket',
    screen: () => import('./screens/TicketActionScreen.tsx'),
    guard: { modules: [M.TICKETS] },
  },
  ...resourceRoutes(ticketMatrixShape, base, {
    modules: [M.MATRIX],
    list: 'matrix-list',
    create: 'create-matrix',
    edit: 'editTicketMatrix/:id',
    view: false,
    titles: { list: 'Ticket matrix', create: 'Create matrix', edit: 'Edit matrix' },
  }),
];
