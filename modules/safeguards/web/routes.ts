import type { PortalRoute } from '@portal/ui/routing';
import { SAFEGUARDS_MODULES as M } from '../shared/constants.ts';

/** Head office's privacy screens: who read a child's data, retention, and breaches. */
export const safeguardsRoutes: PortalRoute[] = [
  {
    path: '/safeguards/access-log',
    title: 'Access log',
    screen: () => import('./screens/AccessLogScreen.tsx'),
    guard: { modules: [M.ACCESS_LOG] },
  },
  {
    path: '/safeguards/retention',
    title: 'Data retention',
    screen: () => import('./screens/RetentionScreen.tsx'),
    guard: { modules: [M.RETENTION] },
  },
  {
    path: '/safeguards/breaches',
    title: 'Data breaches',
    screen: () => import('./screens/BreachesScreen.tsx'),
    guard: { modules: [M.BREACHES] },
  },
  {
    path: '/safeguards/breaches/:id',
    reachedFrom: '/safeguards/breaches',
    title: 'Data breach',
    screen: () => import('./screens/BreachScreen.tsx'),
    guard: { modules: [M.BREACHES] },
  },
];
