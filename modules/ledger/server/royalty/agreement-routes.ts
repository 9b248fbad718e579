import type { FastifyInstance } from 'fastify';
import { resourceRoutes, serve } from '@portal/kit';
import * as C from '../../shared/agreements.ts';
import { addAgreementVersion, agreementVersionResource, renewalsDue } from './agreements.ts';

/** A centre's agreement versions (read through the framework), a new version, and the renewals due. */
export function agreementRoutes(app: FastifyInstance): void {
  serve(app, C.addAgreementVersion, ({ ctx, params, body }) => addAgreementVersion(ctx, params.franchiseeId, body));
  serve(app, C.renewalsDue, ({ ctx, query }) => renewalsDue(ctx, query.days));
  resourceRoutes(app, agreementVersionResource);
}
