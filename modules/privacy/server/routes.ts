import type { FastifyInstance } from 'fastify';
import { serve } from '@portal/kit';
import * as C from '../shared/contracts.ts';
import { privacyNotice, saveGrievanceOfficer } from './notice.service.ts';
import {
  answerRequest,
  makeRequest,
  myData,
  myExport,
  requestDetail,
  requestExport,
  requestList,
} from './requests.service.ts';

export function privacyRoutes(app: FastifyInstance): void {
  // ---- the parent's own data and requests ----
  serve(app, C.myDataSummary, ({ ctx }) => myData(ctx));
  serve(app, C.myExport, ({ ctx }) => myExport(ctx));
  serve(app, C.makeRequest, ({ ctx, body }) => makeRequest(ctx, body));
  serve(app, C.privacyNotice, ({ ctx }) => privacyNotice(ctx));

  // ---- head office's desk ----
  serve(app, C.requestList, ({ ctx, query }) => requestList(ctx, query));
  serve(app, C.requestDetail, ({ ctx, params }) => requestDetail(ctx, params.id));
  serve(app, C.requestExport, ({ ctx, params }) => requestExport(ctx, params.id));
  serve(app, C.answerRequest, ({ ctx, params, body }) => answerRequest(ctx, params.id, body));
  serve(app, C.saveSettings, ({ ctx, body }) => saveGrievanceOfficer(ctx, body));
}
