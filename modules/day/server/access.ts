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
    // A teacher's ratio view holds the classes they teach (ratios.service.ts).
    TEACHER: [
      ['dayRoster', 'any'],
      ['dayPickups', 'GET'],
      ['dayCare', 'any'],
      ['dayRatios', 'GET'],
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
      daily: { TEACHER: 1 },
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
      daily: { PARENT: 1 },
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
      roles: [...CENTRE_ROLES, 'TEACHER', 'ACADEMIC_COORDINATOR'],
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

// ---- safety: medication and incidents ----

/**
 * The child's safety at the centre. Parents authorise medicine for their own child and read and acknowledge the
 * incident reports sent about them; the centre's heads approve medicine and send incident reports; teachers give
 * doses (through `dayCare`) and report incidents for the classes they teach; head office follows incidents per
 * centre.
 */
export const daySafetyAccess = defineModuleAccess({
  modules: [
    'dayMedication',
    'dayMedicationApproval',
    'dayIncidents',
    'dayIncidentReview',
    'dayIncidentNotice',
    'dayIncidentNetwork',
    'dayChildProtection',
  ],
  uses: ['dayRoster'],
  grants: {
    FRANCHISEE_USER_1: [
      ['dayMedication', 'any'],
      ['dayMedicationApproval', 'any'],
      ['dayIncidents', 'any'],
      ['dayIncidentReview', 'any'],
      ['dayIncidentNetwork', 'GET'],
      ['dayChildProtection', 'any'],
    ],
    COCO_USER_1: [
      ['dayMedication', 'any'],
      ['dayMedicationApproval', 'any'],
      ['dayIncidents', 'any'],
      ['dayIncidentReview', 'any'],
      ['dayIncidentNetwork', 'GET'],
      ['dayChildProtection', 'any'],
    ],
    TEACHER: [
      ['dayMedication', 'GET'],
      ['dayIncidents', 'any'],
    ],
    PARENT: [
      ['dayMedication', 'any'],
      ['dayIncidentNotice', 'any'],
    ],
    ACADEMIC_COORDINATOR: [
      ['dayIncidents', 'GET'],
      ['dayIncidentNetwork', 'GET'],
      ['dayChildProtection', 'any'],
    ],
  },
  menu: [
    {
      name: 'day-medication',
      daily: { TEACHER: 12 },
      label: 'Medication',
      path: '/day/medication',
      group: 'Academics',
      modules: ['dayRoster'],
      roles: [...CENTRE_ROLES, 'TEACHER'],
    },
    {
      name: 'day-incidents',
      daily: { TEACHER: 13 },
      label: 'Incident reports',
      path: '/day/incidents',
      group: 'Academics',
      modules: ['dayIncidents'],
      roles: [...CENTRE_ROLES, 'TEACHER'],
    },
    {
      name: 'day-concerns',
      label: 'Child-protection concerns',
      path: '/day/concerns',
      group: 'Academics',
      modules: ['dayChildProtection'],
      roles: [...CENTRE_ROLES, 'ACADEMIC_COORDINATOR'],
    },
    {
      name: 'day-my-medication',
      label: 'Medicine',
      path: '/day/my-medication',
      group: 'Academics',
      modules: ['dayMedication'],
      roles: ['PARENT'],
    },
    {
      name: 'day-my-incidents',
      label: 'Incidents',
      path: '/day/my-incidents',
      group: 'Academics',
      modules: ['dayIncidentNotice'],
      roles: ['PARENT'],
    },
    {
      name: 'day-incidents-network',
      label: 'Incidents per centre',
      path: '/day/incidents/network',
      group: 'Reports',
      modules: ['dayIncidentNetwork'],
      roles: [...CENTRE_ROLES, 'ACADEMIC_COORDINATOR'],
    },
  ],
});
