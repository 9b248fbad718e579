import { and, count, desc, gt, isNotNull, isNull, lte, or } from 'drizzle-orm';
import { addDays } from '@portal/core';
import { franchiseeFence, serveFigure } from '@portal/kit';
import { AUDIT_OPEN_CORRECTIVE, AUDIT_SCORE } from '../shared/figures.ts';
import { centreAudits, correctiveTasks } from './schema.ts';

/** The audit figures: each centre's latest submitted score and its corrective actions open at the month's end. */
export function serveAuditFigures() {
  serveFigure(AUDIT_SCORE, async (ctx, s, p) => {
    const latest = await ctx.db
      .selectDistinctOn([centreAudits.franchiseeId], {
        franchiseeId: centreAudits.franchiseeId,
        score: centreAudits.scorePercent,
      })
      .from(centreAudits)
      .where(
        and(
          franchiseeFence(ctx, centreAudits.franchiseeId, s.franchiseeId),
          isNotNull(centreAudits.scorePercent),
          lte(centreAudits.auditDate, p.to),
        ),
      )
      .orderBy(centreAudits.franchiseeId, desc(centreAudits.auditDate), desc(centreAudits.id));
    if (latest.length === 0) return null;
    return Math.round((latest.reduce((a, r) => a + r.score!, 0) * 10) / latest.length) / 10;
  });
  serveFigure(AUDIT_OPEN_CORRECTIVE, async (ctx, s, p) => {
    const end = new Date(`${addDays(p.to, 1)}T00:00:00+05:30`);
    const [r] = await ctx.db
      .select({ n: count() })
      .from(correctiveTasks)
      .where(
        and(
          franchiseeFence(ctx, correctiveTasks.franchiseeId, s.franchiseeId),
          lte(correctiveTasks.createdAt, end),
          or(isNull(correctiveTasks.closedAt), gt(correctiveTasks.closedAt, end)),
        ),
      );
    return Number(r.n);
  });
}
