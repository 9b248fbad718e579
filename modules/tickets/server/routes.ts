import type { FastifyInstance } from 'fastify';
import { resourceRoutes, serve, viewRoutes } from '@portal/kit';
import * as C from '../shared/contracts.ts';
import { replyToTicket, ticketDetails } from './details.service.ts';
import { openCategories } from './categories.service.ts';
import { ticketReport } from './report.service.ts';
import { ticketMatrixResource, ticketResource } from './resources.ts';
import { ticketListView } from './ticket-list.ts';

export function ticketRoutes(app: FastifyInstance): void {
  // The matrix, and the tickets themselves (raise, read, edit while open, status actions).
  resourceRoutes(app, ticketMatrixResource);
  resourceRoutes(app, ticketResource);
  // bees-ticket-list/{ticketstatus}: search, paging and export of the joined list.
  viewRoutes(app, ticketListView, { path: C.ticketList.path, summary: 'bees-ticket-list' });
  serve(app, C.ticketCategories, async ({ ctx }) => ({ rows: await openCategories(ctx) }));
  serve(app, C.ticketDetails, ({ ctx, params }) => ticketDetails(ctx, params.id));
  serve(app, C.replyToTicket, ({ ctx, params, body }) => replyToTicket(ctx, params.id, body));
  serve(app, C.ticketReport, ({ ctx, query }) => ticketReport(ctx, query));
}
