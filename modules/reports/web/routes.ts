import { resourceRoutes, type PortalRoute } from '@portal/ui/routing';
import { REPORT_MODULES as M, SEEN_THROUGH } from '../shared/constants.ts';

const runs = () => import('./screens/JobRunsScreen.tsx');

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
