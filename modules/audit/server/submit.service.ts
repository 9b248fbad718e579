import { todayInIndia, addDays, storedAs } from '@portal/core';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { badRequest, type CommandOutcome, type RequestContext } from '@portal/kit';
import { AUDIT_RESPONSES, bandOf, DEFAULT_CLOSURE_DAYS, scoreOf } from '../shared/index.ts';
import type { submitAuditInput } from '../shared/inputs.ts';
import { runCorrectiveLoop } from './corrective.service.ts';
import { auditNonCompliances, auditResponses, centreAudits } from './schema.ts';

export type CentreAudit = typeof centreAudits.$inferSelect;

/**
 * Submitting an audit: every item must be answered; the score is fixed (weighted, "na" left out), each
 * "no" becomes a non-compliance due in DEFAULT_CLOSURE_DAYS, and an audit without any is CLOSED at once.
 */
export async function submitAudit(
  ctx: RequestContext,
  audit: CentreAudit,
  input: z.output<typeof submitAuditInput>,
): Promise<CommandOutcome<CentreAudit>> {
  const items = await ctx.db
    .select({
      id: auditResponses.id,
      response: auditResponses.response,
      weight: auditResponses.weight,
      parameterId: auditResponses.parameterId,
      parameterText: auditResponses.parameterText,
    })
    .from(auditResponses)
    .where(eq(auditResponses.auditId, audit.id))
    .orderBy(asc(auditResponses.sort));
  const open = items.filter((i) => i.response === null).length;
  if (open > 0) throw badRequest(`Answer every item before submitting: ${open} of ${items.length} still to answer`);
  const score = scoreOf(items.map((i) => ({ response: storedAs(AUDIT_RESPONSES, i.response), weight: i.weight })));
  if (score === null) throw badRequest('Answer at least one item yes or no: an audit of only "na" has no score');
  const failed = items.filter((i) => i.response === 'no');
  const dueDate = addDays(todayInIndia(), DEFAULT_CLOSURE_DAYS);
  const opened = failed.length
    ? await ctx.db
        .insert(auditNonCompliances)
        .values(failed.map((i) => ({ auditId: audit.id, responseId: i.id, franchiseeId: audit.franchiseeId, dueDate })))
        .returning({ id: auditNonCompliances.id, responseId: auditNonCompliances.responseId })
    : [];
  await runCorrectiveLoop(
    ctx,
    audit,
    items.map((i) => ({ ...i, responseId: i.id })),
    opened,
  );
  const status = failed.length ? 'COMPLETED' : 'CLOSED';
  const now = new Date();
  return {
    status,
    set: {
      scorePercent: score,
      band: bandOf(score),
      summary: input?.summary ?? audit.summary,
      submittedAt: now,
      closedAt: failed.length ? null : now,
    },
    answer: { id: audit.id, status, scorePercent: score, band: bandOf(score), nonCompliances: failed.length },
  };
}
