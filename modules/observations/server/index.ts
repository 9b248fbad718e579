import { defineServerModule } from '@portal/kit';
import { provideCompetencies } from '@portal/mod-learning/server';
import { COMPETENCIES } from '../shared/framework.ts';
import { observationAccess } from './access.ts';
import { serveObservationFigures } from './network.service.ts';
import { observationRoutes } from './routes.ts';
import { seedObservations } from './seed.ts';

export * from '../shared/framework.ts';
export * from './schema.ts';
export { competencyForBand } from './competency.ts';
export { observationResource } from './resource.ts';
export { indicatorResource } from './indicators.ts';

// The curriculum's themes and days name the framework's competencies: it is below this module, so the list is given.
provideCompetencies(COMPETENCIES.map((c) => ({ code: c.code, goal: c.goal, title: c.title })));

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
