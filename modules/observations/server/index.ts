import { defineServerModule } from '@portal/kit';
import { observationAccess } from './access.ts';
import { serveObservationFigures } from './network.service.ts';
import { observationRoutes } from './routes.ts';
import { seedObservations } from './seed.ts';

export * from '../shared/framework.ts';
export * from './schema.ts';
export { competencyForBand } from './competency.ts';
export { observationResource } from './resource.ts';
export { indicatorResource } from './indicators.ts';

/** Observations on NCF-FS: recorded by the class's teachers, a child's portfolio, a class's coverage map. */
export const observationsModule = defineServerModule({
  name: 'observations',
  access: observationAccess,
  seed: seedObservations,
  register(app) {
    serveObservationFigures();
    observationRoutes(app);
  },
});
