import type { FastifyInstance } from 'fastify';
import { defineServerModule, resourceRoutes, serve } from '@portal/kit';
import * as I from '../shared/incidents.ts';
import * as D from '../shared/medication.ts';
import { daySafetyAccess } from './access.ts';
import { acknowledgeIncident, myIncidents, networkIncidents } from './incidents/incidents.service.ts';
import { concernResource } from './incidents/concerns.ts';
import { incidentResource } from './incidents/resource.ts';
import { giveDose, medicationToday } from './medication/doses.service.ts';
import { medicationResource } from './medication/resource.ts';
import { seedSafety } from './safety-seed.ts';

function safetyRoutes(app: FastifyInstance): void {
  // ---- medication ----
  resourceRoutes(app, medicationResource);
  serve(app, D.medicationToday, ({ ctx }) => medicationToday(ctx));
  serve(app, D.giveDose, ({ ctx, body }) => giveDose(ctx, body.medicationId));

  // ---- incidents ----
  resourceRoutes(app, incidentResource);
  serve(app, I.myIncidents, ({ ctx }) => myIncidents(ctx));
  serve(app, I.acknowledgeIncident, ({ ctx, params, body }) => acknowledgeIncident(ctx, params.id, body.name));
  serve(app, I.networkIncidents, ({ ctx, query }) => networkIncidents(ctx, query));

  // ---- child-protection concerns (POCSO) ----
  resourceRoutes(app, concernResource);
}

/**
 * The child's safety at the centre, registered after the centre's day: medication authorisations and doses,
 * incident reports.
 */
export const daySafetyModule = defineServerModule({
  name: 'day-safety',
  access: daySafetyAccess,
  seed: seedSafety,
  register: safetyRoutes,
});
