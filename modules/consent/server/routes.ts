import type { FastifyInstance } from 'fastify';
import { resourceRoutes, sendSheet, serve } from '@portal/kit';
import * as C from '../shared/contracts.ts';
import { centreConsents, centreConsentsCsv } from './centre.service.ts';
import { decide, myConsents, requestConsentCode } from './parent.service.ts';
import { consentRecordResource } from './resources.ts';

export function consentRoutes(app: FastifyInstance): void {
  // ---- a parent's own children ----
  serve(app, C.myConsents, ({ ctx, query }) => myConsents(ctx, query));
  serve(app, C.consentCode, ({ ctx, body }) => requestConsentCode(ctx, body));
  serve(app, C.decide, ({ ctx, body }) => decide(ctx, body));

  // ---- a centre's status, and the log of every decision (read-only: decisions are posted, never edited) ----
  serve(app, C.centreConsents, ({ ctx, query }) => centreConsents(ctx, query));
  serve(app, C.centreConsentsExport, async ({ ctx, query }, reply) =>
    sendSheet(reply, 'consents', 'csv', await centreConsentsCsv(ctx, query)),
  );
  resourceRoutes(app, consentRecordResource);
}
