import type { FastifyInstance } from 'fastify';
import { resourceRoutes, serve } from '@portal/kit';
import * as C from '../../shared/agreements.ts';
import { addAgreementVersion, agreementVersionResource, renewalsDue } from './agreements.service.ts';
import { listTransfers, transferCentre } from './transfers.service.ts';

/** A centre's agreement versions (read through the framework), a new version, and the renewals due. */
export function agreementRoutes(app: FastifyInstance): void {
  serve(app, C.addAgreementVersion, ({ ctx, params, body }) => addAgreementVersion(ctx, params.franchiseeId, body));
  serve(app, C.renewalsDue, ({ ctx, query }) => renewalsDue(ctx, query.days));
  serve(app, C.transferCentre, ({ ctx, params, body }) => transferCentre(ctx, params.franchiseeId, body));
  serve(app, C.centreTransfers, ({ ctx, params }) => listTransfers(ctx, params.franchiseeId));
  resourceRoutes(app, agreementVersionResource);
}
