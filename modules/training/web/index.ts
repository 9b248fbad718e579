import type { LazyScreen, ModuleRouteSet } from '@portal/ui/routing';
import { TRAINING_MODULES } from '../shared/constants.ts';

/** The training notices banner for the app shell (schedule, join and feedback notices). */
export const trainingNoticesBanner: LazyScreen = () => import('./landing/TrainingNotices.tsx');

/** Self-training and trainer-led trainings: route declarations load with the first visit to one of these segments. */
export const trainingRouteSet: ModuleRouteSet = {
  name: 'training',
  segments: ['trainer-led', 'teacher-training', 'self-training'],
  load: () => import('./routes.ts').then((m) => m.trainingRoutes),
  // For those who may read their trainings: a parent never loads it.
  banner: { load: trainingNoticesBanner, shownTo: (access) => access.canRead(TRAINING_MODULES.TEACHER_TRAINING) },
};
