import { CENTRE_ROLES, defineModuleAccess } from '@portal/core';

/** Roles whose grants reach at least one report of the report centre. */
const REPORT_ROLES = [...CENTRE_ROLES, 'Councellor', 'FINANCE_ADMIN', 'MARKETING_HEAD'] as const;

/**
 * The job screens (cron/list, and staff/cron: the ADMIN role's attendance cron item) and the widget
 * placements of the System area. Dashboards themselves are read through the system module's
 * 'Dashboard' grant; each widget through its own module's grant.
 */
export const reportAccess = defineModuleAccess({
  modules: ['cronDashboard'],
  uses: ['System', 'Dashboard'],
  grants: {
    ADMIN: [['cronDashboard', 'any']],
  },
  menu: [
    {
      name: 'report-home',
      label: 'Report centre',
      path: '/report/home',
      group: 'Reports',
      modules: ['Dashboard'],
      roles: REPORT_ROLES,
    },
    {
      name: 'download-list',
      label: 'Download list',
      path: '/B2SReport/download-list',
      group: 'Reports',
      modules: ['Dashboard'],
      roles: REPORT_ROLES,
    },
    {
      name: 'cron-list',
      label: 'Background jobs',
      path: '/cron/list',
      group: 'Admin',
      modules: ['cronDashboard'],
      roles: ['ADMIN'],
    },
    {
      name: 'staff-cron',
      label: 'Attendance cron',
      path: '/staff/cron',
      group: 'Admin',
      modules: ['cronDashboard'],
      roles: ['ADMIN'],
    },
    {
      name: 'system-dashboard-widgets',
      label: 'Dashboard widgets',
      path: '/system/dashboard-widgets',
      group: 'Admin',
      modules: ['System'],
      parent: 'system',
      roles: [],
    },
  ],
});
