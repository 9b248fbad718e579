import { CENTRE_ROLES, defineModuleAccess } from '@portal/core';

/**
 * The org module's access: franchisees, cities, classes and PIN codes (the network's masters).
 */
export const orgAccess = defineModuleAccess({
  modules: ['Franchisee', 'city', 'class', 'PincodeCheck'],
  grants: {
    FRANCHISEE_USER_1: [
      ['Franchisee', 'GET'],
      ['PincodeCheck', 'any'],
      ['city', 'GET'],
      ['class', 'GET'],
    ],
    COCO_USER_1: [
      ['Franchisee', 'GET'],
      ['PincodeCheck', 'any'],
      ['city', 'GET'],
      ['class', 'GET'],
    ],
    // The front desk's New enquiry form asks for the class.
    Councellor: [
      ['Franchisee', 'GET'],
      ['PincodeCheck', 'GET'],
      ['class', 'GET'],
    ],
    TEACHER: [
      ['Franchisee', 'GET'],
      ['class', 'GET'],
    ],
    FINANCE_ADMIN: [
      ['Franchisee', 'GET'],
      ['city', 'GET'],
      ['class', 'GET'],
    ],
    FINANCE_DEPT: [['Franchisee', 'GET']],
    MARKETING_HEAD: [
      ['Franchisee', 'GET'],
      ['city', 'GET'],
      ['PincodeCheck', 'GET'],
    ],
    DELIVERY_CHALLAN: [
      ['Franchisee', 'GET'],
      ['PincodeCheck', 'GET'],
    ],
    BSKUSER: [['Franchisee', 'GET']],
    ADMIN: [
      ['Franchisee', 'GET'],
      ['city', 'any'],
    ],
    BUSINESS_DEVELOPER: [
      ['Franchisee', 'GET'],
      ['city', 'GET'],
    ],
    // The academic reports' Class filter (the student progress report) lists the classes.
    ACADEMIC_COORDINATOR: [
      ['Franchisee', 'GET'],
      ['class', 'GET'],
    ],
  },
  menu: [
    {
      name: 'franchisee',
      label: 'Franchisees',
      path: '/franchisee',
      group: 'Admin',
      modules: ['Franchisee'],
      roles: [...CENTRE_ROLES, 'FINANCE_ADMIN', 'MARKETING_HEAD', 'ADMIN', 'BUSINESS_DEVELOPER'],
      readOnlyFor: ['FINANCE_ADMIN', 'MARKETING_HEAD', 'ADMIN', 'BUSINESS_DEVELOPER'],
    },
    {
      name: 'cities',
      label: 'Cities',
      path: '/city/citylist',
      group: 'Admin',
      modules: ['city'],
      roles: ['FINANCE_ADMIN', 'MARKETING_HEAD', 'ADMIN', 'BUSINESS_DEVELOPER'],
      readOnlyFor: ['FINANCE_ADMIN', 'MARKETING_HEAD', 'BUSINESS_DEVELOPER'],
    },
    {
      name: 'pincodes',
      label: 'PIN codes',
      path: '/pincodes/list',
      group: 'Admin',
      modules: ['PincodeCheck'],
      roles: [...CENTRE_ROLES, 'Councellor', 'MARKETING_HEAD'],
      readOnlyFor: ['Councellor', 'MARKETING_HEAD'],
    },
  ],
});
