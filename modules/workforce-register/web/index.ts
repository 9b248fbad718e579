import type { ModuleRouteSet } from '@portal/ui/routing';

/** The safety register: route declarations load with the first visit to safety-register/*. */
export const workforceRegisterRouteSet: ModuleRouteSet = {
  name: 'workforce-register',
  segments: ['safety-register'],
  load: () => import('./routes.ts').then((m) => m.registerRoutes),
};
