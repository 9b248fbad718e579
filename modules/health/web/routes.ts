import type { PortalRoute } from '@portal/ui/routing';
import { HEALTH_MODULES as M } from '../shared/constants.ts';

/** Centre health (health/*): head office's network ranking and weights, a centre's health, a centre's own standing. */
export const healthRoutes: PortalRoute[] = [
  {
    path: '/health/network',
    title: 'Centre health',
    screen: () => import('./screens/NetworkHealthScreen.tsx'),
    guard: { modules: [M.NETWORK] },
  },
  {
    path: '/health/centres/:franchiseeId',
    reachedFrom: '/health/network',
    title: 'Centre health',
    screen: () => import('./screens/CentreHealthScreen.tsx'),
    guard: { modules: [M.CENTRE] },
  },
  {
    path: '/health/mine',
    title: 'Centre health',
    screen: () => import('./screens/MyHealthScreen.tsx'),
    guard: { modules: [M.CENTRE] },
  },
];
