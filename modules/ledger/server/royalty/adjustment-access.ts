import { CENTRE_ROLES, defineModuleAccess } from '@portal/core';

/**
 * Royalty adjustments: a centre raises them on its own invoices; head office (finance) decides them under the
 * royalty module's write right, which centres do not hold.
 */
export const royaltyAdjustmentAccess = defineModuleAccess({
  modules: ['royaltyAdjustment'],
  uses: ['royalty'],
  grants: {
    FRANCHISEE_USER_1: [['royaltyAdjustment', 'any']],
    COCO_USER_1: [['royaltyAdjustment', 'any']],
    FINANCE_ADMIN: [['royaltyAdjustment', 'any']],
    FINANCE_DEPT: [['royaltyAdjustment', 'GET']],
  },
  menu: [
    {
      name: 'royalty-adjustments',
      label: 'Royalty adjustments',
      path: '/royalty/adjustments',
      group: 'Finance',
      modules: ['royaltyAdjustment'],
      roles: [...CENTRE_ROLES, 'FINANCE_ADMIN', 'FINANCE_DEPT'],
      readOnlyFor: ['FINANCE_DEPT'],
    },
    {
      name: 'royalty-statements',
      label: 'Royalty statements',
      path: '/royalty/statements',
      group: 'Finance',
      modules: ['royaltyAdjustment'],
      roles: [...CENTRE_ROLES, 'FINANCE_ADMIN', 'FINANCE_DEPT'],
      readOnlyFor: ['FINANCE_DEPT'],
    },
  ],
});
