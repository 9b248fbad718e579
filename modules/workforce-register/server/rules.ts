import { defineResource, headOfficeWrites } from '@portal/kit';
import { registerRuleShape } from '../shared/resources.ts';
import { registerRules } from './schema.ts';

/** registerRules: head office's items and periods per state; centres read the register, not its rules. */
export const registerRuleResource = defineResource({
  ...registerRuleShape,
  scope: 'global',
  table: registerRules,
  titleField: 'itemKind',
  list: {
    columns: ['state', 'itemKind', 'required', 'validMonths'],
    search: ['state'],
    filters: ['state', 'itemKind', 'required'],
    defaultSort: { field: 'state', dir: 'asc' },
  },
  example: { state: 'Maharashtra', itemKind: 'REGISTRATION', required: true, validMonths: 36 },
  remove: 'delete',
  writeRule: headOfficeWrites('Only head office sets the register’s rules'),
});
