import { defineFigure } from '@portal/core';

export const TRAINING_STAFF_TRAINED = defineFigure({
  key: 'training.staffTrained',
  label: 'Teachers trained',
  definition:
    "The share of the centre's active teachers (approved teaching staff on the books on the day) who have " +
    'completed every active module of each topic they are enrolled in (approved enrolments) by the end of the ' +
    'day; a teacher with no approved enrolment counts as not trained.',
  owner: 'training',
  unit: 'percent',
  scopes: ['centre', 'network'],
  period: 'day',
});
