import type { FastifyInstance } from 'fastify';
import { serve } from '@portal/kit';
import * as C from '../../shared/launch.ts';
import { convertProspect } from './convert.service.ts';
import { centreLaunch, moveOpeningDay, networkLaunch, prospectCentre, updateLaunchTask } from './plans.service.ts';

export function launchRoutes(app: FastifyInstance): void {
  serve(app, C.convertProspect, ({ ctx, params, body }) => convertProspect(ctx, params.id, body));
  serve(app, C.prospectCentre, ({ ctx, params }) => prospectCentre(ctx, params.id));
  serve(app, C.centreLaunch, ({ ctx, query }) => centreLaunch(ctx, query.franchiseeId));
  serve(app, C.moveOpeningDay, ({ ctx, body }) => moveOpeningDay(ctx, body));
  serve(app, C.updateLaunchTask, ({ ctx, params, body }) => updateLaunchTask(ctx, params.id, body));
  serve(app, C.networkLaunch, ({ ctx }) => networkLaunch(ctx));
}
