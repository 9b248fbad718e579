import { defineFigure } from '@portal/core';

export const REGISTER_COMPLIANCE = defineFigure({
  key: 'register.compliance',
  label: 'Safety register compliance',
  definition:
    "The share of the register's required items that are current on the day: each centre item its state's rules " +
    'require, and each required staff item for every staff member on the books.',
  owner: 'workforce-register',
  unit: 'percent',
  scopes: ['centre', 'network'],
  period: 'day',
});
