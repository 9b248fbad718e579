/** Access modules of audits (spec section 6: CenterHeadAudit for audit/*, TeacherAuditView for my-audit/*). */
export const AUDIT_MODULES = {
  /** Head office: categories, parameters, audits of any centre, scores; a centre's heads read their own. */
  AUDIT: 'CenterHeadAudit',
  /** A centre's own audits: read them, and close the non-compliances they found. */
  MY_AUDIT: 'TeacherAuditView',
  /** General audits (spec: general-audit/*): the same engine, its own checklist and audit types. */
  GENERAL: 'GeneralAudit',
} as const;

/** The kinds of audit, by the slug the spec's `{type}` carries (audit/acadAudits/{type}, audit/add/{type}). */
export const AUDIT_TYPES = ['centre', 'academic', 'general'] as const;
export type AuditType = (typeof AUDIT_TYPES)[number];
export const AUDIT_TYPE_LABELS: Record<AuditType, string> = {
  centre: 'Centre audit',
  academic: 'Academic audit',
  general: 'General audit',
};
export const AUDIT_TYPE_ERROR = 'The audit type must be centre, academic or general';

/** Spec: general audit responses. */
export const AUDIT_RESPONSES = ['yes', 'no', 'na'] as const;
export type AuditResponse = (typeof AUDIT_RESPONSES)[number];
export const AUDIT_RESPONSE_LABELS: Record<AuditResponse, string> = { yes: 'Yes', no: 'No', na: 'N/A' };

/** Spec: general audit status. Filled while IN-PROGRESS, COMPLETED once submitted, CLOSED when nothing is open. */
export const AUDIT_STATUS = ['IN-PROGRESS', 'COMPLETED', 'CLOSED'] as const;
export type AuditStatus = (typeof AUDIT_STATUS)[number];

export const NON_COMPLIANCE_STATUS = ['OPEN', 'CLOSED'] as const;
export type NonComplianceStatus = (typeof NON_COMPLIANCE_STATUS)[number];

/** The weights of one sub-category's parameters add up to at most this. */
export const MAX_SUB_CATEGORY_WEIGHT = 100;

/** Days a non-compliance has for its closure when the audit is submitted, until someone sets its due date. */
export const DEFAULT_CLOSURE_DAYS = 14;

/** Score bands, best first: a score at or above `from` (percent) falls in the band. */
export const SCORE_BANDS = [
  { band: 'Excellent', from: 85, color: 'green' },
  { band: 'Good', from: 70, color: 'teal' },
  { band: 'Needs improvement', from: 50, color: 'orange' },
  { band: 'Critical', from: 0, color: 'red' },
] as const;
export type ScoreBand = (typeof SCORE_BANDS)[number]['band'];

export function bandOf(percent: number): ScoreBand {
  return (SCORE_BANDS.find((b) => percent >= b.from) ?? SCORE_BANDS[SCORE_BANDS.length - 1]).band;
}

export function bandColor(band: string | null | undefined): string {
  return SCORE_BANDS.find((b) => b.band === band)?.color ?? 'gray';
}

/** A response counted in the score: "na" is left out of both sides. */
export interface ScoredResponse {
  response: AuditResponse | null;
  weight: number;
}

/**
 * The audit's score: the weight of the "yes" answers over the weight of every "yes" and "no", as a
 * percentage with one decimal. "na" counts on neither side; null when nothing was answered yes or no.
 */
export function scoreOf(responses: readonly ScoredResponse[]): number | null {
  let earned = 0;
  let possible = 0;
  for (const r of responses) {
    if (r.response !== 'yes' && r.response !== 'no') continue;
    possible += r.weight;
    if (r.response === 'yes') earned += r.weight;
  }
  if (possible === 0) return null;
  return Math.round((earned * 1000) / possible) / 10;
}

/** A corrective task: OPEN until its training is done and a later audit passes the parameter. */
export const CORRECTIVE_STATUS = ['OPEN', 'CLOSED'] as const;
export type CorrectiveStatus = (typeof CORRECTIVE_STATUS)[number];
