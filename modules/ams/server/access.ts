import { defineModuleAccess } from '@portal/core';

/**
 * Academic manager scheduling: head office (the academic coordinators, who are the academic and zonal
 * managers; super admins pass every check) sets up zones, managers and centres and plans the visits.
 */
export const amsAccess = defineModuleAccess({
  modules: ['AMSDashboard'],
  grants: { ACADEMIC_COORDINATOR: [['AMSDashboard', 'any']] },
  menu: [
    {
      name: 'ams-dashboard',
      label: 'AMS',
      path: '/amsv1/dashboard',
      group: 'Academics',
      modules: ['AMSDashboard'],
      roles: ['ACADEMIC_COORDINATOR'],
    },
    {
      name: 'ams-schedule',
      label: 'Visit schedule',
      path: '/amsv1/createViewSchedule',
      group: 'Academics',
      modules: ['AMSDashboard'],
      roles: ['ACADEMIC_COORDINATOR'],
    },
    {
      name: 'ams-my-centres',
      label: 'My centres',
      path: '/amsv1/myCenters',
      group: 'Academics',
      modules: ['AMSDashboard'],
      roles: ['ACADEMIC_COORDINATOR'],
    },
  ],
});
