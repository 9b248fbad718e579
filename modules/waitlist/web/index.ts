import type { ModuleRouteSet } from '@portal/ui/routing';
import { waitlistPublicRoutes } from './public-routes.ts';

/** The waitlist: route declarations load with the first visit to waitlist/*. */
export const waitlistRouteSet: ModuleRouteSet = {
  name: 'waitlist',
  segments: ['waitlist'],
  load: () => import('./routes.ts').then((m) => m.waitlistRoutes),
  publicRoutes: waitlistPublicRoutes,
};
