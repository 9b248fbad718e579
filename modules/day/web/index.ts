import type { ModuleRouteSet } from '@portal/ui/routing';

/** The centre's day: route declarations load with the first visit to day/*. */
export const dayRouteSet: ModuleRouteSet = {
  name: 'day',
  segments: ['day'],
  load: () => import('./routes.ts').then((m) => m.dayRoutes),
};
