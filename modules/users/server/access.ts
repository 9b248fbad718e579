import { CENTRE_ROLES, defineModuleAccess } from '@portal/core';

/**
 * The users module's access: user accounts.
 */
export const usersAccess = defineModuleAccess({
  modules: ['User'],
  grants: {
    FRANCHISEE_USER_1: [['User', 'any']],
    COCO_USER_1: [['User', 'any']],
    ADMIN: [['User', 'GET']],
  },
  menu: [
    {
      name: 'users',
      label: 'Users',
      path: '/user/page/1',
      group: 'Admin',
      modules: ['User'],
      roles: [...CENTRE_ROLES, 'ADMIN'],
      readOnlyFor: ['ADMIN'],
    },
  ],
});
