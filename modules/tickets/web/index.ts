import type { ModuleRouteSet } from '@portal/ui/routing';

/** Ticketing (spec: ticketing-bees/*): route declarations load with the first visit to the segment. */
export const ticketRouteSet: ModuleRouteSet = {
  name: 'tickets',
  segments: ['ticketing-bees'],
  load: () => import('./routes.ts').then((m) => m.ticketRoutes),
};
