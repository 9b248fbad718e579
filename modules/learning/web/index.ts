import type { ModuleRouteSet } from '@portal/ui/routing';

/** Learning: route declarations load with the first visit to learning/* or learning-cms/*. */
export const learningRouteSet: ModuleRouteSet = {
  name: 'learning',
  segments: ['learning', 'learning-cms'],
  load: () => import('./routes.ts').then((m) => m.learningRoutes),
};
