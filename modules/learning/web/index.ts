import type { ModuleRouteSet } from '@portal/ui/routing';

/** Learning: route declarations load with the first visit to one of its segments. */
export const learningRouteSet: ModuleRouteSet = {
  name: 'learning',
  segments: ['learning', 'learning-cms', 'videos', 'recorded', 'videoplayer', 'online-class'],
  load: () => import('./routes.ts').then((m) => m.learningRoutes),
};
