import { defineResource, fieldError, headOfficeWrites } from '@portal/kit';
import { dayRatios } from '../schema.ts';
import { ratioRuleShape } from '../../shared/resources.ts';

/**
 * Head office's child-to-staff ratio per class category (network-wide): how many children one staff member may
 * look after. The centres read it; only head office writes it.
 */
export const ratioRuleResource = defineResource({
  ...ratioRuleShape,
  scope: 'global',
  table: dayRatios,
  titleField: 'classCategory',
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
