import type { ModuleRouteSet } from '@portal/ui/routing';

/** Communication (spec: communications/*, announcement/*, eventcalendar/*, photogallary/*, gallery/*). */
export const communicationRouteSet: ModuleRouteSet = {
  name: 'communication',
  segments: ['communications', 'announcement', 'eventcalendar', 'photogallary', 'gallery'],
  load: () => import('./routes.ts').then((m) => m.communicationRoutes),
};
