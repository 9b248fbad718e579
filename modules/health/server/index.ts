import { defineServerModule } from '@portal/kit';
import { healthAccess } from './access.ts';
import { showHealthFigures } from './figure-readouts.ts';
import { healthRoutes } from './routes.ts';
import { seedHealth } from './seed.ts';
import './warnings.service.ts';

export * from './schema.ts';
export { sendWarnings, warningsFor, healthWarningSweep } from './warnings.service.ts';
export { centreHealth, myHealth, networkHealth, weightsNow } from './health.service.ts';

/** Centre health: a score per centre and month from the owning modules' figures, its trend and early warnings. */
export const healthModule = defineServerModule({
  name: 'health',
  access: healthAccess,
  seed: seedHealth,
  register(app) {
    showHealthFigures();
    healthRoutes(app);
  },
});
