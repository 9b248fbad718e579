import type { ModuleRouteSet } from '@portal/ui/routing';

/** Parental consent: route declarations load with the first visit to consents/*. */
export const consentRouteSet: ModuleRouteSet = {
  name: 'consent',
  segments: ['consents'],
  load: () => import('./routes.ts').then((m) => m.consentRoutes),
};
