import type { ModuleRouteSet } from '@portal/ui/routing';

/** Transport and services: route declarations load with the first visit to transport/* or services/*. */
export const transportRouteSet: ModuleRouteSet = {
  name: 'transport',
  segments: ['transport', 'services'],
  load: () => import('./routes.ts').then((m) => m.transportRoutes),
};
