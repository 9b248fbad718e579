import { viewShape } from '@portal/core';
import { TICKET_MODULES } from './constants.ts';

/** The module's views (joined read-only lists): each named once here; the server's defineView spreads it. */
export const beesTicketListViewShape = viewShape({
  name: 'bees-ticket-list',
  label: 'Ticket',
  module: TICKET_MODULES.TICKETS,
});
