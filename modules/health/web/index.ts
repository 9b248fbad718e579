import type { ModuleRouteSet } from '@portal/ui/routing';

/** Centre health: route declarations load with the first visit to health/*. */
export const healthRouteSet: ModuleRouteSet = {
  name: 'health',
  segments: ['health'],
  load: () => import('./routes.ts').then((m) => m.healthRoutes),
};
