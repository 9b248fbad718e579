import { CENTRE_ROLES, defineModuleAccess } from '@portal/core';

/** Every role has the dashboard, and it is every role's home. */
const EVERY_ROLE_BUT_SUPER_ADMIN = [
  ...CENTRE_ROLES,
  'Councellor',
  'TEACHER',
  'FINANCE_ADMIN',
  'FINANCE_DEPT',
  'MARKETING_HEAD',
  'DELIVERY_CHALLAN',
  'BSKUSER',
  'PARENT',
  'ADMIN',
  'BUSINESS_DEVELOPER',
  'ACADEMIC_COORDINATOR',
] as const;

/**
 * The system module's access: the System area and the home dashboard, and the portal's base roles
 * (a module that brings its own role declares it in its manifest).
 */
export const systemAccess = defineModuleAccess({
  modules: ['System', 'Dashboard'],
  roles: [
    { role: 'FRANCHISEE_USER_1', description: 'Franchisee owner' },
    { role: 'COCO_USER_1', description: 'Company-owned centre head' },
    { role: 'Councellor', description: 'Counsellor', assignableByFranchisee: true },
    { role: 'TEACHER', description: 'Teacher', assignableByFranchisee: true },
    { role: 'FINANCE_ADMIN', description: 'Finance administrator' },
    { role: 'FINANCE_DEPT', description: 'Finance department' },
    { role: 'MARKETING_HEAD', description: 'Marketing head' },
    { role: 'DELIVERY_CHALLAN', description: 'Delivery and challans' },
    { role: 'BSKUSER', description: 'BSK centre user', franchiseeCode: 'BLR-002' },
    { role: 'PARENT', description: 'Parent' },
    { role: 'ADMIN', description: 'Operations admin' },
    { role: 'BUSINESS_DEVELOPER', description: 'Business development' },
  ],
  grants: {
    FRANCHISEE_USER_1: [['Dashboard', 'any']],
    COCO_USER_1: [['Dashboard', 'any']],
    Councellor: [['Dashboard', 'GET']],
    TEACHER: [['Dashboard', 'GET']],
    FINANCE_ADMIN: [['Dashboard', 'GET']],
    MARKETING_HEAD: [['Dashboard', 'GET']],
    DELIVERY_CHALLAN: [['Dashboard', 'GET']],
    BSKUSER: [['Dashboard', 'GET']],
    ADMIN: [['Dashboard', 'GET']],
    ACADEMIC_COORDINATOR: [['Dashboard', 'GET']],
  },
  menu: [
    {
      name: 'home',
      daily: { PARENT: 0, TEACHER: 0 },
      label: 'Home',
      path: '/profile/dashboard',
      group: 'Dashboards',
      modules: [],
      roles: EVERY_ROLE_BUT_SUPER_ADMIN,
      isDefaultFor: EVERY_ROLE_BUT_SUPER_ADMIN,
    },
    {
      name: 'system',
      label: 'System',
      path: '/system/system-end-points-list',
      group: 'Admin',
      modules: ['System'],
      roles: [],
    },
    {
      name: 'system-roles',
      label: 'Roles',
      path: '/system/roles',
      group: 'Admin',
      modules: ['System'],
      parent: 'system',
      roles: [],
    },
    {
      name: 'system-end-points',
      label: 'End points',
      path: '/system/system-end-points-list',
      group: 'Admin',
      modules: ['System'],
      parent: 'system',
      roles: [],
    },
    {
      name: 'system-dashboards',
      label: 'Dashboards',
      path: '/dynamic-dash-list',
      group: 'Admin',
      modules: ['System'],
      parent: 'system',
      roles: [],
    },
    {
      name: 'system-configuration-warnings',
      label: 'Configuration warnings',
      path: '/system/configuration-warnings',
      group: 'Admin',
      modules: ['System'],
      parent: 'system',
      roles: [],
    },
  ],
});
