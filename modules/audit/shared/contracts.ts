/**
 * The audit API as contracts: path, access module, input and answer of every hand-written route, and the
 * rows of the audit lists (the views answer through these same schemas). The server serves them, the
 * screens call them, so neither side copies the other.
 */
import { calendarDay, commandRef, defineEndpoint, listRef, noContent, recordId, timestamp } from '@portal/core';
import { z } from 'zod';
import {
  AUDIT_MODULES as M,
  AUDIT_RESPONSES,
  AUDIT_STATUS,
  AUDIT_TYPE_ERROR,
  AUDIT_TYPES,
  CORRECTIVE_STATUS,
  NON_COMPLIANCE_STATUS,
} from './constants.ts';
import {
  assignNonComplianceInput,
  assignTrainingInput,
  closeNonComplianceInput,
  saveResponseInput,
  saveResponsesInput,
  submitAuditInput,
} from './inputs.ts';
import { auditNonComplianceListViewShape, centreAuditListViewShape, correctiveTaskListViewShape } from './views.ts';

const tags = ['Audits'];

const id = recordId;
const byId = z.object({ id });
export const auditTypeParam = z.enum(AUDIT_TYPES, { error: AUDIT_TYPE_ERROR });

// ---- rows of the lists (views) ----

export const auditRow = z.object({
  id: z.number(),
  franchiseeId: z.number(),
  centre: z.string(),
  auditType: z.string(),
  auditDate: calendarDay,
  title: z.string().nullable(),
  status: z.enum(AUDIT_STATUS),
  scorePercent: z.number().nullable(),
  band: z.string().nullable(),
  openNonCompliances: z.number(),
  submittedAt: z.string().nullable(),
});
export type AuditRow = z.input<typeof auditRow>;

export const nonComplianceRow = z.object({
  id: z.number(),
  auditId: z.number(),
  franchiseeId: z.number(),
  centre: z.string(),
  auditType: z.string(),
  auditDate: calendarDay,
  categoryName: z.string(),
  subCategoryName: z.string(),
  parameterText: z.string(),
  evidenceRequired: z.boolean(),
  owner: z.string().nullable(),
  dueDate: calendarDay,
  status: z.enum(NON_COMPLIANCE_STATUS),
  overdue: z.boolean(),
  closureNote: z.string().nullable(),
  closedAt: z.string().nullable(),
});
export type NonComplianceRow = z.input<typeof nonComplianceRow>;

// ---- one audit ----

const evidence = z.object({ id: z.number(), fileId: z.string(), caption: z.string().nullable() });

export const auditItem = z.object({
  id: z.number(),
  parameterId: z.number(),
  text: z.string(),
  weight: z.number(),
  evidenceRequired: z.boolean(),
  response: z.enum(AUDIT_RESPONSES).nullable(),
  comment: z.string().nullable(),
  photos: z.array(evidence),
});

export const nonComplianceAnswer = z.object({
  id: z.number(),
  responseId: z.number(),
  status: z.enum(NON_COMPLIANCE_STATUS),
  owner: z.string().nullable(),
  dueDate: calendarDay,
  overdue: z.boolean(),
  closureNote: z.string().nullable(),
  closedAt: timestamp.nullable(),
  closedBy: z.string().nullable(),
  evidence: z.array(evidence),
});

export const auditDetailsAnswer = z.object({
  id: z.number(),
  franchiseeId: z.number(),
  centre: z.string(),
  auditType: auditTypeParam,
  auditDate: calendarDay,
  title: z.string().nullable(),
  status: z.enum(AUDIT_STATUS),
  scorePercent: z.number().nullable(),
  band: z.string().nullable(),
  summary: z.string().nullable(),
  auditor: z.string().nullable(),
  submittedAt: timestamp.nullable(),
  closedAt: timestamp.nullable(),
  /** Items answered so far, of all. */
  answered: z.number(),
  total: z.number(),
  /** The score the answers so far would give (the submitted score once submitted). */
  provisionalScore: z.number().nullable(),
  categories: z.array(
    z.object({
      name: z.string(),
      subCategories: z.array(
        z.object({ name: z.string(), scorePercent: z.number().nullable(), items: z.array(auditItem) }),
      ),
    }),
  ),
  nonCompliances: z.array(nonComplianceAnswer),
  /** Photos of the audit as a whole. */
  photos: z.array(evidence),
});
export type AuditDetails = z.input<typeof auditDetailsAnswer>;
export type AuditItem = z.input<typeof auditItem>;
export type NonComplianceDetails = z.input<typeof nonComplianceAnswer>;

export const auditDetails = defineEndpoint({
  method: 'GET',
  path: '/api/audit/:id',
  module: M.AUDIT,
  tags,
  summary: 'viewAudit / editAudit: one audit with its items, score and non-compliances',
  params: byId,
  response: auditDetailsAnswer,
});

export const myAuditDetails = defineEndpoint({
  method: 'GET',
  path: '/api/my-audit/:id',
  module: M.MY_AUDIT,
  tags,
  summary: "my-audit/viewAudit: one of the centre's own audits",
  params: byId,
  response: auditDetailsAnswer,
});

export const saveResponse = defineEndpoint({
  method: 'PUT',
  path: '/api/audit/:id/responses/:responseId',
  module: M.AUDIT,
  tags,
  summary: 'Saves one item of an audit in progress (answer and comment)',
  params: z.object({ id, responseId: id }),
  body: saveResponseInput,
  response: auditItem,
});

export const generalAuditResponses = defineEndpoint({
  method: 'GET',
  path: '/api/general-audit/responses/:id',
  module: M.GENERAL,
  tags,
  summary: 'add-reponse: a general audit with its categories, sub-categories and parameters to answer',
  params: byId,
  response: auditDetailsAnswer,
});

export const saveGeneralResponses = defineEndpoint({
  method: 'PUT',
  path: '/api/general-audit/responses/:id',
  module: M.GENERAL,
  tags,
  summary: 'add-reponse: saves the answers and remarks of a general audit in progress as a draft',
  params: byId,
  body: saveResponsesInput,
  response: auditDetailsAnswer,
});

export const removeEvidence = defineEndpoint({
  method: 'DELETE',
  path: '/api/audit-evidence/:id',
  module: M.MY_AUDIT,
  tags,
  summary: 'Removes a photo while its item or closure can still change',
  params: byId,
  response: noContent,
  status: 204,
});

// ---- the checklist ----

export const checklistAnswer = z.object({
  categories: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      auditType: z.string(),
      isActive: z.boolean(),
      subCategories: z.array(
        z.object({
          id: z.number(),
          name: z.string(),
          isActive: z.boolean(),
          /** Sum of the active parameters' weights (at most 100). */
          totalWeight: z.number(),
          parameters: z.array(
            z.object({
              id: z.number(),
              text: z.string(),
              weight: z.number(),
              evidenceRequired: z.boolean(),
              isActive: z.boolean(),
            }),
          ),
        }),
      ),
    }),
  ),
});
export type Checklist = z.input<typeof checklistAnswer>;

export const checklist = defineEndpoint({
  method: 'GET',
  path: '/api/audit/checklist',
  module: M.AUDIT,
  tags,
  summary: 'Categories, sub-categories and parameters with their weights',
  query: z.object({ type: auditTypeParam.optional(), categoryId: id.optional() }),
  response: checklistAnswer,
});

// ---- scores ----

const scoreQuery = z.object({ type: auditTypeParam.optional(), franchiseeID: id.optional() });

export const centreScoreRow = z.object({
  franchiseeId: z.number(),
  centre: z.string(),
  audits: z.number(),
  latestAuditId: z.number().nullable(),
  latestDate: calendarDay.nullable(),
  latestScore: z.number().nullable(),
  latestBand: z.string().nullable(),
  averageScore: z.number().nullable(),
  openNonCompliances: z.number(),
  overdueNonCompliances: z.number(),
  /** The centre's percentile in the whole network by average score (100: the best); null before its first audit. */
  percentile: z.number().nullable(),
  /** How many centres of the network have a score to rank (no names: a centre sees only its own place). */
  centresRanked: z.number(),
});
export type CentreScoreRow = z.input<typeof centreScoreRow>;

export const centreScores = defineEndpoint({
  method: 'GET',
  path: '/api/audit/centres',
  module: M.AUDIT,
  tags,
  summary: 'centerList: each centre the user sees, with its latest and average score and open items',
  query: scoreQuery,
  response: z.object({ rows: z.array(centreScoreRow) }),
});

export const generalAuditReport = defineEndpoint({
  method: 'GET',
  path: '/api/general-audit/audit-report-list',
  module: M.GENERAL,
  tags,
  summary: 'audit-report-list: each centre with its latest and average general-audit score and open items',
  query: z.object({ franchiseeID: id.optional() }),
  response: z.object({ rows: z.array(centreScoreRow) }),
});

export const scoresAnswer = z.object({
  audits: z.number(),
  averageScore: z.number().nullable(),
  trend: z.array(z.object({ month: z.string(), audits: z.number(), averageScore: z.number() })),
  worstParameters: z.array(
    z.object({
      parameterId: z.number(),
      text: z.string(),
      categoryName: z.string(),
      subCategoryName: z.string(),
      answered: z.number(),
      failed: z.number(),
      failPercent: z.number(),
    }),
  ),
});
export type Scores = z.input<typeof scoresAnswer>;

export const auditScores = defineEndpoint({
  method: 'GET',
  path: '/api/audit/scores',
  module: M.AUDIT,
  tags,
  summary: 'auditScores: score trend by month and the parameters failed most, for one centre or every centre seen',
  query: scoreQuery,
  response: scoresAnswer,
});

// ---- answers of the commands ----

export const submitAnswer = z.object({
  id: z.number(),
  status: z.enum(AUDIT_STATUS),
  scorePercent: z.number(),
  band: z.string(),
  nonCompliances: z.number(),
});

export const nonComplianceCommandAnswer = z.object({
  id: z.number(),
  status: z.enum(NON_COMPLIANCE_STATUS),
  owner: z.string().nullable(),
  dueDate: calendarDay,
  /** The audit's status after the command: CLOSED once its last non-compliance is closed. */
  auditStatus: z.enum(AUDIT_STATUS),
});

// ---- the corrective loop ----

export const correctiveTaskRow = z.object({
  id: z.number(),
  franchiseeId: z.number(),
  centre: z.string(),
  auditId: z.number(),
  auditDate: calendarDay,
  nonComplianceId: z.number(),
  parameterId: z.number(),
  parameterText: z.string(),
  status: z.enum(CORRECTIVE_STATUS),
  trainingModuleId: z.number().nullable(),
  trainingModule: z.string().nullable(),
  trainees: z.number(),
  trained: z.number(),
  passedAuditId: z.number().nullable(),
  closedAt: z.string().nullable(),
});
export type CorrectiveTaskRow = z.input<typeof correctiveTaskRow>;

export const correctiveTaskAnswer = z.object({
  id: z.number(),
  status: z.enum(CORRECTIVE_STATUS),
  trainees: z.number(),
  trained: z.number(),
  passedAuditId: z.number().nullable(),
});

// ---- what the screens name by reference: the lists (declared views) and the commands at paths of their own ----

/** The audit lists: one view served under each screen's path, with that path's preset filters. */
export const AUDIT_LISTS = {
  all: listRef<AuditRow>(centreAuditListViewShape, '/api/audit/list'),
  drafts: listRef<AuditRow>(centreAuditListViewShape, '/api/audit/auditDrafts'),
  mine: listRef<AuditRow>(centreAuditListViewShape, '/api/my-audit/list'),
  general: listRef<AuditRow>(centreAuditListViewShape, '/api/general-audit/audits'),
  generalDrafts: listRef<AuditRow>(centreAuditListViewShape, '/api/general-audit/drafts'),
  closures: listRef<NonComplianceRow>(auditNonComplianceListViewShape, '/api/audit/closure-list'),
  myClosures: listRef<NonComplianceRow>(auditNonComplianceListViewShape, '/api/my-audit/closure-list'),
  generalClosures: listRef<NonComplianceRow>(auditNonComplianceListViewShape, '/api/general-audit/closure-list'),
  correctiveTasks: listRef<CorrectiveTaskRow>(correctiveTaskListViewShape, '/api/audit/corrective-tasks'),
  myCorrectiveTasks: listRef<CorrectiveTaskRow>(correctiveTaskListViewShape, '/api/my-audit/corrective-tasks'),
};

export const AUDIT_STEPS = {
  submit: commandRef('/api/centre-audits/:id/submit', submitAuditInput, submitAnswer),
  assignNonCompliance: commandRef(
    '/api/audit/non-compliances/:id/assign',
    assignNonComplianceInput,
    nonComplianceCommandAnswer,
  ),
  closeNonCompliance: commandRef(
    '/api/audit/non-compliances/:id/close',
    closeNonComplianceInput,
    nonComplianceCommandAnswer,
  ),
  assignTraining: commandRef(
    '/api/audit/corrective-tasks/:id/assign-training',
    assignTrainingInput,
    correctiveTaskAnswer,
  ),
  /** Closes a corrective task once its teachers have done the training and an audit passed the parameter. */
  checkCorrectiveTask: commandRef('/api/audit/corrective-tasks/:id/close', undefined, correctiveTaskAnswer),
};
