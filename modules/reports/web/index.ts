import type { ModuleRouteSet } from '@portal/ui/routing';

/**
 * Dashboards and reports: the list behind a figure (report/figure), the job screens (cron/list,
 * staff/cron) and the widget placements of the System area.
 */
export const reportRouteSet: ModuleRouteSet = {
  name: 'reports',
  segments: [
    'report',
    'cron',
    'staff',
    'system',
    'B2SReport',
    'student-progress-report',
    'teacher-progress-report',
    'schedule-report',
    'home',
  ],
  load: () => import('./routes.ts').then((m) => m.reportRoutes),
  // The widgets of the user's default dashboard, shown on the home dashboard.
  dashboardPanel: () => import('./components/DashboardWidgets.tsx'),
};
