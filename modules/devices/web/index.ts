import type { ModuleRouteSet } from '@portal/ui/routing';

import { devicePublicRoutes } from './public-routes.ts';

/** Room devices: the office's list loads with the first visit to devices/*. */
export const devicesRouteSet: ModuleRouteSet = {
  name: 'devices',
  segments: ['devices'],
  load: () => import('./routes.ts').then((m) => m.deviceRoutes),
  publicRoutes: devicePublicRoutes,
};
