import { defineServerModule } from '@portal/kit';
import { learningAccess } from './access.ts';
import { learningRoutes } from './routes.ts';
import { seedLearning } from './seed.ts';

export * from './schema.ts';
export * from './resources.ts';
export { publishedWeekView } from './views.ts';

export const learningModule = defineServerModule({
  name: 'learning',
  access: learningAccess,
  seed: seedLearning,
  register: learningRoutes,
});
