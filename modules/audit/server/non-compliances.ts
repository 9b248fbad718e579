import { todayInIndia } from '@portal/core';
import { and, eq, ne, sql } from 'drizzle-orm';
import { actingUser, audit, badRequest, commandOf, defineResource, type RequestContext } from '@portal/kit';
import { AUDIT_STEPS } from '../shared/contracts.ts';
import { centreAuditShape, nonComplianceShape } from '../shared/resources.ts';
import { auditEvidence, auditNonCompliances, auditResponses, centreAudits } from './schema.ts';

type NonCompliance = typeof auditNonCompliances.$inferSelect;
const command = commandOf<NonCompliance>();

/** The audit's status once a non-compliance is closed: CLOSED when none is left open. */
async function closeAuditWhenDone(ctx: RequestContext, nc: NonCompliance): Promise<'COMPLETED' | 'CLOSED'> {
  const [{ open }] = await ctx.db
    .select({ open: sql<number>`count(*)::int` })
    .from(auditNonCompliances)
    .where(
      and(
        eq(auditNonCompliances.auditId, nc.auditId),
        eq(auditNonCompliances.status, 'OPEN'),
        ne(auditNonCompliances.id, nc.id),
      ),
    );
  if (Number(open) > 0) return 'COMPLETED';
  const [closed] = await ctx.db
    .update(centreAudits)
    .set({ status: 'CLOSED', closedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(centreAudits.id, nc.auditId), eq(centreAudits.status, 'COMPLETED')))
    .returning({ id: centreAudits.id });
  if (closed)
    await audit(ctx, {
      resource: centreAuditShape,
      recordId: nc.auditId,
      action: 'close',
      franchiseeId: nc.franchiseeId,
      changes: { status: ['COMPLETED', 'CLOSED'], lastNonCompliance: nc.id },
    });
  return 'CLOSED';
}

/**
 * The "no" answers of a submitted audit. Created by the audit's submission, so only their commands are
 * served: the centre (or head office) names an owner and a due date, then closes each with what was
 * done, and with evidence where the parameter asks for it.
 */
export const nonComplianceResource = defineResource({
  ...nonComplianceShape,
  scope: 'franchisee',
  table: auditNonCompliances,
  titleField: 'id',
  list: { columns: [] },
  statusField: 'status',
  describe: (row) => `non-compliance ${row.id}`,
  commands: {
    assign: command({
      label: 'Assign',
      from: ['OPEN'],
      ...AUDIT_STEPS.assignNonCompliance,
      handler(_ctx, nc, input) {
        return {
          set: { owner: input.owner, dueDate: input.dueDate },
          answer: { id: nc.id, status: 'OPEN', owner: input.owner, dueDate: input.dueDate, auditStatus: 'COMPLETED' },
        };
      },
    }),
    close: command({
      label: 'Close',
      from: ['OPEN'],
      to: 'CLOSED',
      ...AUDIT_STEPS.closeNonCompliance,
      async handler(ctx, nc, input) {
        const [item] = await ctx.db
          .select({ evidenceRequired: auditResponses.evidenceRequired })
          .from(auditResponses)
          .where(eq(auditResponses.id, nc.responseId));
        if (item.evidenceRequired) {
          const [{ photos }] = await ctx.db
            .select({ photos: sql<number>`count(*)::int` })
            .from(auditEvidence)
            .where(eq(auditEvidence.nonComplianceId, nc.id));
          if (Number(photos) === 0)
            throw badRequest('This item is closed only with evidence: add a photo of what was done first');
        }
        const auditStatus = await closeAuditWhenDone(ctx, nc);
        return {
          set: { closureNote: input.closureNote, closedBy: actingUser(ctx).id, closedAt: new Date() },
          answer: { id: nc.id, status: 'CLOSED', owner: nc.owner, dueDate: nc.dueDate, auditStatus },
        };
      },
    }),
  },
});

/** Whether an open non-compliance is past its due date, on India's calendar. */
export function isOverdue(nc: { status: string; dueDate: string }, today = todayInIndia()): boolean {
  return nc.status === 'OPEN' && nc.dueDate < today;
}
