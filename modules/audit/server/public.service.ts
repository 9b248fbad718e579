import { storedAs } from '@portal/core';
import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import { franchiseeFence, type RequestContext } from '@portal/kit';
import { AUDIT_TYPES, type AuditType } from '../shared/index.ts';
import { auditCategories, centreAudits } from './schema.ts';

/** What other modules may ask of audits: the checklist's categories and the scores of a period. */

export interface AuditCategorySummary {
  id: number;
  name: string;
  auditType: AuditType;
}

/** The active categories of the given kinds of audit, in checklist order. */
export async function activeAuditCategories(
  ctx: RequestContext,
  types: readonly AuditType[],
): Promise<AuditCategorySummary[]> {
  if (types.length === 0) return [];
  const rows = await ctx.db
    .select({ id: auditCategories.id, name: auditCategories.name, auditType: auditCategories.auditType })
    .from(auditCategories)
    .where(and(inArray(auditCategories.auditType, [...types]), eq(auditCategories.isActive, true)))
    .orderBy(asc(auditCategories.auditType), asc(auditCategories.sort), asc(auditCategories.id));
  return rows.map((r) => ({ ...r, auditType: storedAs(AUDIT_TYPES, r.auditType) }));
}

export interface PeriodScore {
  auditType: AuditType;
  audits: number;
  /** Average submitted score in percent (one decimal); null without a submitted audit. */
  averageScore: number | null;
}

/** The submitted audits of the centres the user sees between two days (inclusive), by kind of audit. */
export async function scoresBetween(ctx: RequestContext, from: string, to: string): Promise<PeriodScore[]> {
  const rows = await ctx.db
    .select({
      auditType: centreAudits.auditType,
      audits: sql<number>`count(*)::int`,
      average: sql<number | null>`avg(${centreAudits.scorePercent})`,
    })
    .from(centreAudits)
    .where(
      and(
        franchiseeFence(ctx, centreAudits.franchiseeId),
        inArray(centreAudits.status, ['COMPLETED', 'CLOSED']),
        between(centreAudits.auditDate, from, to),
      ),
    )
    .groupBy(centreAudits.auditType);
  return rows.map((r) => ({
    auditType: storedAs(AUDIT_TYPES, r.auditType),
    audits: Number(r.audits),
    averageScore: r.average === null ? null : Math.round(Number(r.average) * 10) / 10,
  }));
}
