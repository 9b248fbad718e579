import { CENTRE_ROLES, defineModuleAccess } from '@portal/core';

/**
 * The centre's day. The centre's heads open the door kiosk, approve pickups and see the day; teachers check
 * their classes in and out and see who may collect a child (the pickups' photos); parents check their child
 * in with the kiosk's QR code, set the family PIN and add the adults who may collect their child. Teachers log
 * their classes' care events (meals, naps, …) and parents read their own child's day.
 */
export const dayAccess = defineModuleAccess({
  modules: [
    'dayKiosk',
    'dayCheckIn',
    'dayPickups',
    'dayPickupApproval',
    'dayRoster',
    'dayToday',
    'dayCare',
    // child-to-staff ratios and the late-pickup fee
    'dayRatios',
    'dayLatePickup',
    'dayLateFees',
  ],
  grants: {
    FRANCHISEE_USER_1: [
      ['dayKiosk', 'any'],
      ['dayPickups', 'any'],
      ['dayPickupApproval', 'any'],
      ['dayRoster', 'any'],
      ['dayToday', 'any'],
      ['dayCare', 'any'],
      ['dayRatios', 'GET'],
      ['dayLatePickup', 'GET'],
      ['dayLateFees', 'any'],
    ],
    COCO_USER_1: [
      ['dayKiosk', 'any'],
      ['dayPickups', 'any'],
      ['dayPickupApproval', 'any'],
      ['dayRoster', 'any'],
      ['dayToday', 'any'],
      ['dayCare', 'any'],
      ['dayRatios', 'GET'],
      ['dayLatePickup', 'GET'],
      ['dayLateFees', 'any'],
    ],
    TEACHER: [
      ['dayRoster', 'any'],
      ['dayPickups', 'GET'],
      ['dayCare', 'any'],
    ],
    PARENT: [
      ['dayCheckIn', 'any'],
      ['dayPickups', 'any'],
      ['dayCare', 'GET'],
    ],
    // Head office: the academic coordinators keep the ratios and watch breaches; finance keeps the late fees.
    ACADEMIC_COORDINATOR: [['dayRatios', 'any']],
    FINANCE_ADMIN: [
      ['dayLatePickup', 'any'],
      ['dayLateFees', 'GET'],
    ],
  },
  menu: [
    {
      name: 'day-today',
      label: 'Today at the centre',
      path: '/day/today',
      group: 'Academics',
      modules: ['dayToday'],
      roles: [...CENTRE_ROLES],
    },
    {
      name: 'day-kiosk',
      label: 'Door kiosk',
      path: '/day/kiosk',
      group: 'Academics',
      modules: ['dayKiosk'],
      roles: [...CENTRE_ROLES],
    },
    {
      name: 'day-roster',
      label: 'Check-in and check-out',
      path: '/day/roster',
      group: 'Academics',
      modules: ['dayRoster'],
      roles: [...CENTRE_ROLES, 'TEACHER'],
    },
    {
      name: 'day-pickup-approvals',
      label: 'Authorised pickups',
      path: '/day/pickups/list',
      group: 'Academics',
      modules: ['dayPickups'],
      roles: [...CENTRE_ROLES],
    },
    {
      name: 'day-check-in',
      label: 'Check in',
      path: '/day/check-in',
      group: 'Academics',
      modules: ['dayCheckIn'],
      roles: ['PARENT'],
    },
    {
      name: 'day-my-child-today',
      label: 'Today',
      path: '/day/my-child',
      group: 'Academics',
      modules: ['dayCare'],
      roles: ['PARENT'],
    },
    {
      name: 'day-my-pickups',
      label: 'Pickups',
      path: '/day/my-pickups',
      group: 'Academics',
      modules: ['dayPickups'],
      roles: ['PARENT'],
    },
    // ---- child-to-staff ratios and the late-pickup fee ----
    {
      name: 'day-ratios',
      label: 'Child-to-staff ratios',
      path: '/day/ratios',
      group: 'Academics',
      modules: ['dayRatios'],
      roles: [...CENTRE_ROLES, 'ACADEMIC_COORDINATOR'],
    },
    {
      name: 'day-ratio-rules',
      label: 'Ratio rules',
      path: '/day/ratio-rules/list',
      group: 'Admin',
      modules: ['dayRatios'],
      roles: ['ACADEMIC_COORDINATOR'],
    },
    {
      name: 'day-late-pickup-settings',
      label: 'Late pickup fee rules',
      path: '/day/late-pickup/list',
      group: 'Finance',
      modules: ['dayLatePickup'],
      roles: [...CENTRE_ROLES, 'FINANCE_ADMIN'],
      readOnlyFor: [...CENTRE_ROLES],
    },
  ],
});
