import type { ModuleRouteSet } from '@portal/ui/routing';

/** Each person's notification settings (notifications/*). */
export const notificationsRouteSet: ModuleRouteSet = {
  name: 'notifications',
  segments: ['notifications'],
  load: () => import('./routes.ts').then((m) => m.notificationRoutes),
};
