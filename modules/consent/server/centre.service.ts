import { formatDateTime, recordOf } from '@portal/core';
import {
  defaultFranchisee,
  forbidden,
  reachesEveryRow,
  requireUser,
  writeSheet,
  type RequestContext,
} from '@portal/kit';
import { activeChildren } from '@portal/mod-students/server';
import { CONSENT_PURPOSES, PURPOSE_LABELS, type Decision } from '../shared/constants.ts';
import type { CentreConsentsQuery } from '../shared/inputs.ts';
import { consentAudience } from './resources.ts';
import { currentDecisions } from './state.service.ts';

/**
 * Every active child of the centre (the one asked, else the one chosen) with the current decision per purpose,
 * by class and name, narrowed by a search on the child's name or class. Only who reaches every row of the
 * consent log (the centre's heads, head office) reads it.
 */
async function statusRows(ctx: RequestContext, query: Omit<CentreConsentsQuery, 'page' | 'pageSize'>) {
  requireUser(ctx);
  if (!reachesEveryRow(ctx, consentAudience)) throw forbidden();
  const franchiseeId = query.franchiseeId ?? defaultFranchisee(ctx) ?? undefined;
  const words = (query.search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const children = (await activeChildren(ctx, { franchiseeId })).filter((c) => {
    const text = `${c.name} ${c.className}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
  const decisions = await currentDecisions(
    ctx,
    children.map((c) => c.studentAdmissionId),
  );
  return children.map((c) => {
    const own = decisions.filter((d) => d.studentAdmissionId === c.studentAdmissionId);
    const status = recordOf(CONSENT_PURPOSES, (p) => own.find((d) => d.purpose === p)?.decision ?? null);
    const last = own.reduce<Date | null>((at, d) => (at && at > d.decidedAt ? at : d.decidedAt), null);
    return {
      studentAdmissionId: c.studentAdmissionId,
      childName: c.name,
      className: c.sectionName ? `${c.className} ${c.sectionName}` : c.className,
      status,
      lastDecidedAt: last,
    };
  });
}

export async function centreConsents(ctx: RequestContext, query: CentreConsentsQuery) {
  const rows = await statusRows(ctx, query);
  const start = (query.page - 1) * query.pageSize;
  return {
    rows: rows.slice(start, start + query.pageSize),
    count: rows.length,
    page: query.page,
    pageSize: query.pageSize,
  };
}

const DECISION_WORDS: Record<Decision, string> = { GRANTED: 'Given', WITHDRAWN: 'Withdrawn' };

/** The same rows, every page, as CSV: one column per purpose, 'Given', 'Withdrawn' or 'Not asked'. */
export async function centreConsentsCsv(ctx: RequestContext, query: Omit<CentreConsentsQuery, 'page' | 'pageSize'>) {
  const rows = await statusRows(ctx, query);
  const header = ['Child', 'Class', ...CONSENT_PURPOSES.map((p) => PURPOSE_LABELS[p]), 'Last decision'];
  const data = rows.map((r) => [
    r.childName,
    r.className,
    ...CONSENT_PURPOSES.map((p) => (r.status[p] ? DECISION_WORDS[r.status[p]] : 'Not asked')),
    r.lastDecidedAt ? formatDateTime(r.lastDecidedAt) : '',
  ]);
  return writeSheet('Consents', header, data, 'csv');
}
