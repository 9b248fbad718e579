import type { FastifyInstance } from 'fastify';
import { inTransaction, resourceRoutes, serve, type FileStore } from '@portal/kit';
import * as C from '../shared/contracts.ts';
import { accessLogResource } from './access-log.ts';
import {
  breachableDevices,
  breachableResources,
  breachDetail,
  breachNoticeResource,
  listBreaches,
  markBoardReported,
  recordBreach,
  sendBreachNotices,
} from './breaches.ts';
import { applyRetention, retentionDryRun, retentionOverview, saveRetention } from './retention.service.ts';

export function safeguardsRoutes(app: FastifyInstance, store: FileStore | null): void {
  // ---- who read a child's data: paged, searchable, filtered per child or per staff member, CSV ----
  resourceRoutes(app, accessLogResource);

  // ---- retention ----
  serve(app, C.retentionOverview, ({ ctx }) => retentionOverview(ctx));
  serve(app, C.saveRetention, ({ ctx, body }) => inTransaction(ctx, (tx) => saveRetention(tx, body)));
  serve(app, C.retentionDryRun, ({ ctx }) => retentionDryRun(ctx));
  serve(app, C.retentionApply, ({ ctx, params }) => inTransaction(ctx, (tx) => applyRetention(tx, params.id, store)));

  // ---- breaches ----
  resourceRoutes(app, breachNoticeResource);
  serve(app, C.breachResources, async ({ ctx }) => ({
    resources: breachableResources(),
    devices: await breachableDevices(ctx),
  }));
  serve(app, C.listBreaches, ({ ctx }) => listBreaches(ctx));
  serve(app, C.recordBreach, ({ ctx, body }) => inTransaction(ctx, (tx) => recordBreach(tx, body)));
  serve(app, C.getBreach, ({ ctx, params }) => breachDetail(ctx, params.id));
  serve(app, C.sendBreachNotices, ({ ctx, params }) => inTransaction(ctx, (tx) => sendBreachNotices(tx, params.id)));
  serve(app, C.markBoardReported, ({ ctx, params }) => inTransaction(ctx, (tx) => markBoardReported(tx, params.id)));
}
