import type { LazyScreen, ModuleRouteSet } from '@portal/ui/routing';

/** Self-training and trainer-led trainings: route declarations load with the first visit to one of these segments. */
export const trainingRouteSet: ModuleRouteSet = {
  name: 'training',
  segments: ['trainer-led', 'teacher-training', 'self-training'],
  load: () => import('./routes.ts').then((m) => m.trainingRoutes),
};

/** The training notices banner for the app shell (schedule, join and feedback notices). */
export const trainingNoticesBanner: LazyScreen = () => import('./landing/TrainingNotices.tsx');
