import type { ModuleRouteSet } from '@portal/ui/routing';

/** Roles, end points, menus and dashboards: route declarations load with the first visit to one of these segments. */
export const systemRouteSet: ModuleRouteSet = {
  name: 'system',
  segments: ['system', 'dynamic-dash-list'],
  load: () => import('./routes.ts').then((m) => m.systemRoutes),
  officeCounts: () => import('./landing/office-counts.ts'),
};
