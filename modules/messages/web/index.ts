import type { ModuleRouteSet } from '@portal/ui/routing';

/** Messages between families and the centre: route declarations load with the first visit to messages/*. */
export const messagesRouteSet: ModuleRouteSet = {
  name: 'messages',
  segments: ['messages'],
  load: () => import('./routes.ts').then((m) => m.messagesRoutes),
};
