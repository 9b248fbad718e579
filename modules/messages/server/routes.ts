import type { FastifyInstance } from 'fastify';
import { serve } from '@portal/kit';
import * as C from '../shared/contracts.ts';
import { postMessage } from './post.service.ts';
import { centreQuietHours, setCentreQuietHours } from './quiet-hours.service.ts';
import { childThread, inbox, markThreadRead, unreadTotal } from './threads.service.ts';

export function messagesRoutes(app: FastifyInstance): void {
  serve(app, C.inbox, ({ ctx, query }) => inbox(ctx, query));
  serve(app, C.unreadCount, ({ ctx }) => unreadTotal(ctx));
  serve(app, C.thread, ({ ctx, params }) => childThread(ctx, params.studentAdmissionId));
  serve(app, C.postMessage, ({ ctx, params, body }) => postMessage(ctx, params.studentAdmissionId, body));
  serve(app, C.markRead, ({ ctx, params }) => markThreadRead(ctx, params.studentAdmissionId));
  serve(app, C.getQuietHours, ({ ctx, query }) => centreQuietHours(ctx, query.franchiseeID));
  serve(app, C.setQuietHours, ({ ctx, body }) => setCentreQuietHours(ctx, body));
}
