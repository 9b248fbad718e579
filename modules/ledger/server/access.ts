import { CENTRE_ROLES, defineModuleAccess } from '@portal/core';

/**
 * The ledger module's access: ledgers, royalty, credit and debit notes and transfers.
 */
export const ledgerAccess = defineModuleAccess({
  modules: ['ledger', 'royalty', 'AddTransaction', 'settlementTransfer', 'FranchiseeToBB'],
  grants: {
    FRANCHISEE_USER_1: [
      ['ledger', 'GET'],
      ['royalty', 'GET'],
    ],
    COCO_USER_1: [
      ['ledger', 'GET'],
      ['royalty', 'GET'],
    ],
    FINANCE_ADMIN: [
      ['ledger', 'any'],
      ['royalty', 'any'],
      ['AddTransaction', 'any'],
      ['settlementTransfer', 'any'],
      ['FranchiseeToBB', 'any'],
    ],
    FINANCE_DEPT: [
      ['ledger', 'GET'],
      ['royalty', 'GET'],
      ['FranchiseeToBB', 'any'],
    ],
  },
  menu: [
    {
      name: 'fee-heads',
      label: 'Fee heads',
      path: '/ledger/fee-heads/list',
      group: 'Finance',
      modules: ['ledger'],
      roles: ['FINANCE_ADMIN', 'FINANCE_DEPT'],
      readOnlyFor: ['FINANCE_DEPT'],
    },
    {
      name: 'student-ledger',
      label: 'Student ledger',
      path: '/ledger/student-list',
      group: 'Finance',
      modules: ['ledger'],
      roles: [...CENTRE_ROLES, 'FINANCE_ADMIN', 'FINANCE_DEPT'],
    },
    {
      name: 'franchisee-ledger',
      label: 'Franchisee ledger',
      path: '/ledger/franchisee',
      group: 'Finance',
      modules: ['ledger'],
      roles: [...CENTRE_ROLES, 'FINANCE_ADMIN', 'FINANCE_DEPT'],
    },
    {
      name: 'nodal-ledger',
      label: 'Nodal account',
      path: '/ledger/nodal',
      group: 'Finance',
      modules: ['ledger'],
      roles: ['FINANCE_ADMIN', 'FINANCE_DEPT'],
    },
    {
      name: 'royalty',
      label: 'Royalty',
      path: '/royalty/list',
      group: 'Finance',
      modules: ['royalty'],
      roles: [...CENTRE_ROLES, 'FINANCE_ADMIN', 'FINANCE_DEPT'],
    },
    {
      name: 'royalty-einvoices',
      label: 'Royalty e-invoices',
      path: '/royalty/eInvoice-list',
      group: 'Finance',
      modules: ['royalty'],
      roles: [...CENTRE_ROLES, 'FINANCE_ADMIN', 'FINANCE_DEPT'],
    },
    {
      name: 'agreement-renewals',
      label: 'Agreement renewals',
      path: '/royalty/renewals',
      group: 'Finance',
      modules: ['royalty'],
      roles: ['FINANCE_ADMIN', 'FINANCE_DEPT'],
      readOnlyFor: ['FINANCE_DEPT'],
    },
    {
      name: 'royalty-setting',
      label: 'Royalty setting',
      path: '/royalty/setting',
      group: 'Finance',
      modules: ['royalty'],
      roles: ['FINANCE_ADMIN'],
    },
  ],
});
