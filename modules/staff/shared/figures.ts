import { defineFigure } from '@portal/core';

export const STAFF_TURNOVER = defineFigure({
  key: 'staff.turnover',
  label: 'Staff turnover',
  definition:
    'Staff members whose leaving date falls in the period, over the average headcount (staff on the books, ' +
    'rejected records left out, on the first day and after the last day of the period, halved), as a percent.',
  owner: 'staff',
  unit: 'percent',
  scopes: ['centre', 'network'],
  period: 'days',
});
