import { resourceRoutes, type PortalRoute } from '@portal/ui/routing';
import { REPORT_MODULES as M, SEEN_THROUGH } from '../shared/constants.ts';

const runs = () => import('./screens/JobRunsScreen.tsx');
const paged = () => import('./screens/PagedReportScreen.tsx');

export const reportRoutes: PortalRoute[] = [
  {
    path: '/report/figure/:key',
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
  {
    path: '/student-progress-report/home',
    title: 'Student progress report',
    screen: paged,
    props: { report: 'student-progress', title: 'Student progress report' },
    guard: { modules: [M.STUDENT_PROGRESS] },
  },
  {
    path: '/teacher-progress-report/home',
    title: 'Teacher progress report',
    screen: paged,
    props: { report: 'teacher-progress', title: 'Teacher progress report' },
    guard: { modules: [M.TEACHER_PROGRESS] },
  },
  {
    path: '/schedule-report/home',
    title: 'Schedule report',
    screen: paged,
    props: { report: 'schedules', title: 'Schedule report' },
    guard: { modules: [M.SCHEDULES] },
  },
  {
    path: '/report/order-report',
    title: 'Order report',
    screen: paged,
    props: { report: 'orders', title: 'Order report' },
    guard: { modules: [SEEN_THROUGH.ORDER_REPORTS] },
  },
  {
    path: '/report/royalty-report',
    title: 'Royalty report',
    screen: paged,
    props: { report: 'royalty', title: 'Royalty report' },
    guard: { modules: [SEEN_THROUGH.ROYALTY] },
  },
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
  ...resourceRoutes('dashboard-widgets', '/system', {
    modules: [SEEN_THROUGH.SYSTEM],
    list: 'dashboard-widgets',
    create: 'dashboard-widgets/create',
    edit: 'dashboard-widgets/edit/:id',
    view: false,
    titles: { list: 'Dashboard widgets', create: 'Place a widget', edit: 'Edit placement' },
  }),
];
