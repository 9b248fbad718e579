import type { ModuleRouteSet } from '@portal/ui/routing';

/** Academic manager scheduling: route declarations load with the first visit to amsv1/* or ams/*. */
export const amsRouteSet: ModuleRouteSet = {
  name: 'ams',
  segments: ['amsv1', 'ams'],
  load: () => import('./routes.ts').then((m) => m.amsRoutes),
};
