import type { FastifyInstance } from 'fastify';
import { requireHeadOffice, resourceRoutes, serve } from '@portal/kit';
import * as C from '../shared/contracts.ts';
import * as R from '../shared/rota-contracts.ts';
import { centreCompliance, networkCompliance } from './compliance.service.ts';
import { centreSafetyItemResource, staffSafetyItemResource } from './items.ts';
import { inspectionPack } from './pack.service.ts';
import { sendRegisterReminders } from './reminders.service.ts';
import { registerRuleResource } from './rules.ts';
import { myShifts, publishRota, rotaWeek } from './rota/rota.service.ts';
import { rotaShiftResource } from './rota/shifts.ts';

export function registerRoutes(app: FastifyInstance): void {
  resourceRoutes(app, registerRuleResource);
  resourceRoutes(app, centreSafetyItemResource);
  resourceRoutes(app, staffSafetyItemResource);
  serve(app, C.centreCompliance, ({ ctx, params }) => centreCompliance(ctx, params.franchiseeId));
  serve(app, C.networkCompliance, ({ ctx }) => networkCompliance(ctx));
  serve(app, C.inspectionPack, ({ ctx, params }) => inspectionPack(ctx, params.franchiseeId));
  serve(app, C.runReminders, async ({ ctx }) => {
    requireHeadOffice(ctx);
    return { sent: await sendRegisterReminders(ctx) };
  });

  // ---- the staff rota ----
  resourceRoutes(app, rotaShiftResource);
  serve(app, R.rotaWeek, ({ ctx, query }) => rotaWeek(ctx, query));
  serve(app, R.publishRota, ({ ctx, body }) => publishRota(ctx, body));
  serve(app, R.myShifts, ({ ctx }) => myShifts(ctx));
}
