import type { ModuleRouteSet } from '@portal/ui/routing';

/** Users: route declarations load with the first visit to one of these segments. */
export const userRouteSet: ModuleRouteSet = {
  name: 'users',
  segments: ['user', 'invitation'],
  load: () => import('./routes.ts').then((m) => m.userRoutes),
  officeCounts: () => import('./landing/office-counts.ts'),
};
