import type { FastifyInstance } from 'fastify';
import { commandRoutes, resourceRoutes, serve, viewRoutes } from '@portal/kit';
import * as C from '../shared/contracts.ts';
import { AUDIT_MODULES as M } from '../shared/index.ts';
import { checklist } from './checklist.service.ts';
import { auditDetails, generalAuditResponses, saveGeneralResponses, saveResponse } from './details.service.ts';
import { removeEvidence } from './evidence.service.ts';
import { correctiveTaskListView, correctiveTaskResource } from './corrective.service.ts';
import { nonComplianceResource } from './non-compliances.ts';
import {
  auditCategoryResource,
  auditEvidenceResource,
  auditParameterResource,
  auditSubCategoryResource,
  centreAuditResource,
  generalAuditTypeResource,
} from './resources.ts';
import { auditScores, centreScores } from './scores.service.ts';
import { auditListView, nonComplianceListView } from './views.ts';

export function auditRoutes(app: FastifyInstance): void {
  // ---- the checklist: categories → sub-categories → weighted parameters ----
  resourceRoutes(app, auditCategoryResource);
  resourceRoutes(app, auditSubCategoryResource);
  resourceRoutes(app, auditParameterResource);
  serve(app, C.checklist, ({ ctx, query }) => checklist(ctx, query));

  // ---- audits: drafted through the resource, filled item by item, submitted by its command ----
  resourceRoutes(app, centreAuditResource);
  resourceRoutes(app, auditEvidenceResource);
  serve(app, C.removeEvidence, ({ ctx, params }) => removeEvidence(ctx, params.id));
  serve(app, C.auditDetails, ({ ctx, params }) => auditDetails(ctx, params.id));
  serve(app, C.myAuditDetails, ({ ctx, params }) => auditDetails(ctx, params.id));
  serve(app, C.saveResponse, ({ ctx, params, body }) => saveResponse(ctx, params.id, params.responseId, body));
  viewRoutes(app, auditListView, { path: C.AUDIT_LISTS.all.path });
  viewRoutes(app, auditListView, {
    path: C.AUDIT_LISTS.drafts.path,
    preset: { status: 'IN-PROGRESS' },
    summary: 'Audits still being filled',
  });
  viewRoutes(app, auditListView, { path: C.AUDIT_LISTS.mine.path, module: M.MY_AUDIT });

  // ---- non-compliances: the closure list and its commands ----
  commandRoutes(app, nonComplianceResource, { tags: ['Audits'] });
  viewRoutes(app, nonComplianceListView, { path: C.AUDIT_LISTS.closures.path, module: M.AUDIT });
  viewRoutes(app, nonComplianceListView, { path: C.AUDIT_LISTS.myClosures.path });

  // ---- the corrective loop: failed parameters, their training, the audit that passed them ----
  commandRoutes(app, correctiveTaskResource, { tags: ['Audits'] });
  viewRoutes(app, correctiveTaskListView, { path: C.AUDIT_LISTS.correctiveTasks.path, module: M.AUDIT });
  viewRoutes(app, correctiveTaskListView, { path: C.AUDIT_LISTS.myCorrectiveTasks.path });

  // ---- general audits (general-audit/*): the same engine on the "general" checklist, with audit types ----
  resourceRoutes(app, generalAuditTypeResource);
  const general = { type: 'general' } as const;
  viewRoutes(app, auditListView, {
    path: C.AUDIT_LISTS.general.path,
    module: M.GENERAL,
    preset: general,
    summary: 'General audits',
  });
  viewRoutes(app, auditListView, {
    path: C.AUDIT_LISTS.generalDrafts.path,
    module: M.GENERAL,
    preset: { ...general, status: 'IN-PROGRESS' },
    summary: 'General audits still being filled',
  });
  serve(app, C.generalAuditResponses, ({ ctx, params }) => generalAuditResponses(ctx, params.id));
  serve(app, C.saveGeneralResponses, ({ ctx, params, body }) => saveGeneralResponses(ctx, params.id, body));
  serve(app, C.generalAuditReport, async ({ ctx, query }) => ({
    rows: await centreScores(ctx, { ...query, type: 'general' }),
  }));
  viewRoutes(app, nonComplianceListView, {
    path: C.AUDIT_LISTS.generalClosures.path,
    module: M.GENERAL,
    preset: general,
    summary: 'What general audits found, open and overdue first',
  });

  // ---- scores ----
  serve(app, C.auditScores, ({ ctx, query }) => auditScores(ctx, query));
  serve(app, C.centreScores, async ({ ctx, query }) => ({ rows: await centreScores(ctx, query) }));
}
