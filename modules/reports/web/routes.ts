import { resourceRoutes, type PortalRoute } from '@portal/ui/routing';
import { roleWidgetShape } from '../shared/resources.ts';
import { REPORT_MODULES as M, SEEN_THROUGH } from '../shared/constants.ts';

const runs = () => import('./screens/JobRunsScreen.tsx');
const paged = () => import('./screens/PagedReportScreen.tsx');

/** A report read page by page on the one paged screen, under its own spec path and grant. */
const pagedReport = (path: string, report: string, title: string, module: string): PortalRoute => ({
  path,
  title,
  screen: paged,
  props: { report, title },
  guard: { modules: [module] },
});

export const reportRoutes: PortalRoute[] = [
  {
    path: '/report/figure/:key',
    reachedFrom: '/report/home',
    title: 'Figure',
    screen: () => import('./screens/FigureRowsScreen.tsx'),
    guard: { modules: [SEEN_THROUGH.DASHBOARD] },
  },
  {
    path: '/report/home',
    title: 'Report centre',
    screen: () => import('./screens/ReportHomeScreen.tsx'),
    guard: { modules: [SEEN_THROUGH.DASHBOARD] },
  },
  {
    path: '/B2SReport/download-list',
    title: 'Download list',
    screen: () => import('./screens/DownloadListScreen.tsx'),
    guard: { modules: [SEEN_THROUGH.DASHBOARD] },
  },
  {
    path: '/report/benchmarks',
    title: 'Network benchmarks',
    screen: () => import('./screens/BenchmarkScreen.tsx'),
    guard: { modules: [SEEN_THROUGH.DASHBOARD] },
  },
  pagedReport('/student-progress-report/home', 'student-progress', 'Student progress report', M.STUDENT_PROGRESS),
  pagedReport('/teacher-progress-report/home', 'teacher-progress', 'Teacher progress report', M.TEACHER_PROGRESS),
  pagedReport('/schedule-report/home', 'schedules', 'Schedule report', M.SCHEDULES),
  pagedReport('/report/order-report', 'orders', 'Order report', SEEN_THROUGH.ORDER_REPORTS),
  pagedReport('/report/royalty-report', 'royalty', 'Royalty report', SEEN_THROUGH.ROYALTY),
  {
    path: '/home/franchisee-data',
    title: 'Franchisee data',
    screen: () => import('./screens/FranchiseeDataScreen.tsx'),
    guard: { modules: [M.FRANCHISEE_DATA] },
  },
  { path: '/cron/list', title: 'Background jobs', screen: runs, guard: { modules: [M.CRON] } },
  {
    path: '/staff/cron',
    title: 'Attendance cron',
    screen: runs,
    props: { title: 'Attendance cron' },
    guard: { modules: [M.CRON] },
  },
  ...resourceRoutes(roleWidgetShape, '/system', {
    modules: [SEEN_THROUGH.SYSTEM],
    // The roles list's 'System' menu.
    reachedFrom: '/system/roles',
    list: 'dashboard-widgets',
    create: 'dashboard-widgets/create',
    edit: 'dashboard-widgets/edit/:id',
    view: false,
    titles: { list: 'Dashboard widgets', create: 'Place a widget', edit: 'Edit placement' },
  }),
];
