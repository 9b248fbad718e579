import type { ModuleRouteSet } from '@portal/ui/routing';

/** The rights desk: route declarations load with the first visit to privacy/*. */
export const privacyRouteSet: ModuleRouteSet = {
  name: 'privacy',
  segments: ['privacy'],
  load: () => import('./routes.ts').then((m) => m.privacyRoutes),
};
