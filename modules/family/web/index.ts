import type { ModuleRouteSet } from '@portal/ui/routing';

/** The family circle: route declarations load with the first visit to family/*. */
export const familyRouteSet: ModuleRouteSet = {
  name: 'family',
  segments: ['family'],
  load: () => import('./routes.ts').then((m) => m.familyRoutes),
};
