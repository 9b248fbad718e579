import { resourceShape } from '@portal/core';
import { TICKET_MODULES as M, ticketFields } from './index.ts';

export { ticketMatrixShape } from './matrix.ts';

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
