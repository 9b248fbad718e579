import type { ModuleRouteSet } from '@portal/ui/routing';

/** The privacy safeguards: route declarations load with the first visit to safeguards/*. */
export const safeguardsRouteSet: ModuleRouteSet = {
  name: 'safeguards',
  segments: ['safeguards'],
  load: () => import('./routes.ts').then((m) => m.safeguardsRoutes),
};
