import type { ModuleRouteSet } from '@portal/ui/routing';

/** Staff and the log book: route declarations load with the first visit to one of these segments. */
export const staffRouteSet: ModuleRouteSet = {
  name: 'staff',
  segments: ['staff', 'log-book'],
  load: () => import('./routes.ts').then((m) => m.staffRoutes),
};
