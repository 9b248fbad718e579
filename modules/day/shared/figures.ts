import { defineFigure } from '@portal/core';

export const DAY_HEADCOUNT = defineFigure({
  key: 'day.headcount',
  label: 'Children on roll',
  definition: "The centre's active admissions on the day.",
  owner: 'day',
  unit: 'count',
  scopes: ['class', 'centre'],
  period: 'day',
});

export const DAY_CHECKED_IN = defineFigure({
  key: 'day.checkedIn',
  label: 'Children in today',
  definition: 'Children checked in on the day (at the kiosk, on the roster or by the teacher) and not yet checked out.',
  owner: 'day',
  unit: 'count',
  scopes: ['class', 'centre'],
  period: 'day',
});
