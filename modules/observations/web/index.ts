import type { ModuleRouteSet } from '@portal/ui/routing';

/** Observations: route declarations load with the first visit to observations/*. */
export const observationsRouteSet: ModuleRouteSet = {
  name: 'observations',
  segments: ['observations'],
  load: () => import('./routes.ts').then((m) => m.observationRoutes),
};
