import { CLASS_CATEGORIES, options } from '@portal/core';
import { defineResource, fieldError, headOfficeWrites } from '@portal/kit';
import { RATIO_MODULES } from '../../shared/ratios.ts';
import { dayRatios } from '../schema.ts';

/**
 * Head office's child-to-staff ratio per class category (network-wide): how many children one staff member may
 * look after. The centres read it; only head office writes it.
 */
export const ratioRuleResource = defineResource({
  name: 'day-ratios',
  label: 'Child-to-staff ratio',
  module: RATIO_MODULES.RATIOS,
  scope: 'global',
  table: dayRatios,
  titleField: 'classCategory',
  fields: {
    classCategory: {
      kind: 'enum',
      label: 'Class category',
      required: true,
      createOnly: true,
      options: options(...CLASS_CATEGORIES),
    },
    childrenPerStaff: {
      kind: 'number',
      label: 'Children per staff member',
      required: true,
      min: 1,
      max: 30,
      help: '4 means one adult for every 4 children (1:4)',
    },
  },
  list: {
    columns: ['classCategory', 'childrenPerStaff'],
    search: ['classCategory'],
    filters: [],
    defaultSort: { field: 'classCategory', dir: 'asc' },
  },
  remove: 'delete',
  writeRule: headOfficeWrites('Only head office can change the child-to-staff ratios'),
  example: { classCategory: 'Hybrid', childrenPerStaff: 10 },
  hooks: {
    beforeCreate: (_ctx, values) => wholeChildren(values),
    beforeUpdate: (_ctx, values) => wholeChildren(values),
  },
});

function wholeChildren<T extends { childrenPerStaff?: number }>(values: T): T {
  if (values.childrenPerStaff !== undefined && !Number.isInteger(values.childrenPerStaff))
    throw fieldError('childrenPerStaff', 'Children per staff member must be a whole number');
  return values;
}
