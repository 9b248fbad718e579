import { defineFigure } from '@portal/core';

const WORKING_DAYS =
  "The centre's working days come from its academic calendar: Monday to Friday, Saturdays only where the calendar " +
  'says they are worked, less its holidays and the event calendar’s; a mark on any other day counts nowhere.';

export const ATTENDANCE_PERCENT = defineFigure({
  key: 'attendance.percent',
  label: 'Attendance, days present of working days',
  definition: `Days marked present over working days, summed over the children in scope. ${WORKING_DAYS}`,
  owner: 'students',
  unit: 'percent',
  scopes: ['child', 'class', 'centre', 'network'],
  period: 'days',
});

export const ATTENDANCE_PRESENT = defineFigure({
  key: 'attendance.present',
  label: 'Days present',
  definition: `Working days a child was marked present, summed over the children in scope. ${WORKING_DAYS}`,
  owner: 'students',
  unit: 'count',
  scopes: ['child', 'class', 'centre', 'network'],
  period: 'days',
});

export const ATTENDANCE_WORKING_DAYS = defineFigure({
  key: 'attendance.workingDays',
  label: 'Working days',
  definition: WORKING_DAYS,
  owner: 'students',
  unit: 'count',
  scopes: ['child'],
  period: 'days',
});
