import { defineFigure } from '@portal/core';

export const TICKETS_OPEN = defineFigure({
  key: 'tickets.open',
  label: 'Tickets open at the month’s end',
  definition:
    'Tickets the centre raised on or before the month’s last day that were neither resolved nor closed by its ' +
    'end, and those open or in progress again now.',
  owner: 'tickets',
  unit: 'count',
  scopes: ['centre', 'network'],
  period: 'month',
});
