import { CENTRE_ROLES, defineModuleAccess } from '@portal/core';

/** Roles whose grants reach at least one report of the report centre. */
const REPORT_ROLES = [
  ...CENTRE_ROLES,
  'Councellor',
  'FINANCE_ADMIN',
  'MARKETING_HEAD',
  'ACADEMIC_COORDINATOR',
] as const;
/** Roles that read the progress and schedule reports: the centre and the academic coordinator. */
const ACADEMIC_REPORT_ROLES = [...CENTRE_ROLES, 'ACADEMIC_COORDINATOR'] as const;
/** Head-office roles that look into one centre's data. */
const HEAD_OFFICE_ROLES = ['FINANCE_ADMIN', 'MARKETING_HEAD', 'ACADEMIC_COORDINATOR'] as const;

/**
 * The job screens (cron/list, and staff/cron: the ADMIN role's attendance cron item) and the widget
 * placements of the System area. Dashboards themselves are read through the system module's
 * 'Dashboard' grant; each widget through its own module's grant.
 */
export const reportAccess = defineModuleAccess({
  modules: ['cronDashboard', 'StudentProgressReport', 'scheduleReports', 'FranchiseeData'],
  uses: ['System', 'Dashboard', 'ReportDetails', 'royalty', 'TeacherProgressReport'],
  grants: {
    ADMIN: [['cronDashboard', 'any']],
    FRANCHISEE_USER_1: [
      ['StudentProgressReport', 'GET'],
      ['scheduleReports', 'GET'],
    ],
    COCO_USER_1: [
      ['StudentProgressReport', 'GET'],
      ['scheduleReports', 'GET'],
    ],
    ACADEMIC_COORDINATOR: [
      ['StudentProgressReport', 'GET'],
      ['scheduleReports', 'GET'],
      ['FranchiseeData', 'GET'],
    ],
    FINANCE_ADMIN: [['FranchiseeData', 'GET']],
    MARKETING_HEAD: [['FranchiseeData', 'GET']],
  },
  menu: [
    {
      name: 'network-benchmarks',
      label: 'Network benchmarks',
      path: '/report/benchmarks',
      group: 'Dashboards',
      modules: ['Dashboard'],
      roles: REPORT_ROLES,
    },
    {
      name: 'student-progress-report',
      label: 'Student progress report',
      path: '/student-progress-report/home',
      group: 'Reports',
      modules: ['StudentProgressReport'],
      roles: ACADEMIC_REPORT_ROLES,
    },
    {
      name: 'teacher-progress-report',
      label: 'Teacher progress report',
      path: '/teacher-progress-report/home',
      group: 'Reports',
      modules: ['TeacherProgressReport'],
      roles: ACADEMIC_REPORT_ROLES,
    },
    {
      name: 'schedule-report',
      label: 'Schedule report',
      path: '/schedule-report/home',
      group: 'Reports',
      modules: ['scheduleReports'],
      roles: ACADEMIC_REPORT_ROLES,
    },
    {
      name: 'order-report',
      label: 'Order report',
      path: '/report/order-report',
      group: 'Reports',
      modules: ['ReportDetails'],
      roles: ['FINANCE_ADMIN', 'MARKETING_HEAD', 'DELIVERY_CHALLAN', 'FRANCHISEE_USER_1'],
    },
    {
      name: 'royalty-report',
      label: 'Royalty report',
      path: '/report/royalty-report',
      group: 'Reports',
      modules: ['royalty'],
      roles: [...CENTRE_ROLES, 'FINANCE_ADMIN'],
    },
    {
      name: 'franchisee-data',
      label: 'Franchisee data',
      path: '/home/franchisee-data',
      group: 'Reports',
      modules: ['FranchiseeData'],
      roles: HEAD_OFFICE_ROLES,
    },
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
