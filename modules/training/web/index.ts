import type { LazyScreen } from '@portal/ui/routing';

export { trainingRoutes } from './routes.ts';

/** The training notices banner for the app shell (schedule, join and feedback notices). */
export const trainingNoticesBanner: LazyScreen = () => import('./components/TrainingNotices.tsx');
