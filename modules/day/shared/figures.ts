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

export const DAY_SERIOUS_INCIDENTS = defineFigure({
  key: 'day.seriousIncidents',
  label: 'Serious incidents',
  definition: 'Incident reports marked serious and sent to the family, for incidents that happened in the month.',
  owner: 'day',
  unit: 'count',
  scopes: ['centre', 'network'],
  period: 'month',
});

export const DAY_RATIO_BREACHES = defineFigure({
  key: 'day.ratioBreaches',
  label: 'Child-to-staff ratio breaches',
  definition: 'Breach episodes (a class over its ratio, from when it was seen until it cleared) on a day of the month.',
  owner: 'day',
  unit: 'count',
  scopes: ['centre', 'network'],
  period: 'month',
});
