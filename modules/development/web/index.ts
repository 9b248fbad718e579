import type { ModuleRouteSet } from '@portal/ui/routing';

import { developmentPublicRoutes } from './public-routes.ts';

/** Franchise development: route declarations load with the first visit to development/*. */
export const developmentRouteSet: ModuleRouteSet = {
  name: 'development',
  segments: ['development'],
  load: () => import('./routes.ts').then((m) => m.developmentRoutes),
  publicRoutes: developmentPublicRoutes,
};
