import type { FastifyInstance } from 'fastify';
import { commandRoutes, resourceRoutes, serve } from '@portal/kit';
import * as C from '../../shared/statements.ts';
import {
  prepareStatement,
  royaltyStatementLineResource,
  royaltyStatementResource,
  statementDetail,
} from './statements.service.ts';

export function statementRoutes(app: FastifyInstance): void {
  serve(app, C.prepareStatement, ({ ctx, body }) => prepareStatement(ctx, body));
  serve(app, C.statementDetail, ({ ctx, params }) => statementDetail(ctx, params.id));
  // Read through the framework (list, record, export, history); disputed, answered and invoiced by command.
  resourceRoutes(app, royaltyStatementResource);
  commandRoutes(app, royaltyStatementResource);
  resourceRoutes(app, royaltyStatementLineResource);
  commandRoutes(app, royaltyStatementLineResource);
}
