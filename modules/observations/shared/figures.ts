import { defineFigure } from '@portal/core';

export const OBSERVATION_COVERAGE = defineFigure({
  key: 'observations.coverage',
  label: 'Learning evidence coverage',
  definition:
    "The share of curricular goals with evidence, over every Active child and each of the framework's 13 goals: a " +
    'goal counts for a child when an observation of the period, at a level, names one of its competencies. "Not ' +
    'yet observed" records are not evidence.',
  owner: 'observations',
  unit: 'percent',
  scopes: ['class', 'centre', 'network'],
  period: 'days',
});
