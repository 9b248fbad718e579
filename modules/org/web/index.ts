import type { ModuleRouteSet } from '@portal/ui/routing';

/** Franchisees, cities and PIN codes: route declarations load with the first visit to one of these segments. */
export const orgRouteSet: ModuleRouteSet = {
  name: 'org',
  segments: ['franchisee', 'city', 'pincodes'],
  load: () => import('./routes.ts').then((m) => m.orgRoutes),
  officeCounts: () => import('./landing/office-counts.ts'),
};
