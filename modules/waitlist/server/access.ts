import { CENTRE_ROLES, defineModuleAccess } from '@portal/core';

/**
 * The waitlist. The centre's heads declare each section's seats for the year and run the waitlist; counsellors
 * run the waitlist (add enquiries, offer, withdraw, record the family's answer) and read the seats. Head office's
 * super admins see every centre. Teachers and parents have no part in it.
 */
export const waitlistAccess = defineModuleAccess({
  modules: ['waitlist', 'waitlistCapacity'],
  grants: {
    FRANCHISEE_USER_1: [
      ['waitlist', 'any'],
      ['waitlistCapacity', 'any'],
    ],
    COCO_USER_1: [
      ['waitlist', 'any'],
      ['waitlistCapacity', 'any'],
    ],
    Councellor: [
      ['waitlist', 'any'],
      ['waitlistCapacity', 'GET'],
    ],
  },
  menu: [
    {
      name: 'waitlist',
      label: 'Waitlist',
      path: '/waitlist/list',
      group: 'Enquiries',
      modules: ['waitlist'],
      roles: [...CENTRE_ROLES, 'Councellor'],
    },
    {
      name: 'waitlist-capacity',
      label: 'Class capacity',
      path: '/waitlist/capacity',
      group: 'Enquiries',
      modules: ['waitlistCapacity'],
      roles: [...CENTRE_ROLES, 'Councellor'],
      readOnlyFor: ['Councellor'],
    },
  ],
});
