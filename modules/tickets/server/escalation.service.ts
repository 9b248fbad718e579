import { and, eq, inArray, lt, lte } from 'drizzle-orm';
import {
  anonymousContext,
  audit,
  defineJob,
  enqueue,
  everyFranchiseeContext,
  withDb,
  type RequestContext,
} from '@portal/kit';
import type { Executor } from '@portal/db';
import { adminUsers } from '@portal/mod-users/server';
import { ACTIVE_STATUS, isActiveStatus, MESSAGES, TOP_ESCALATION_LEVEL } from '../shared/index.ts';
import { hoursAfter, now } from './clock.ts';
import { writeSystemEvent } from './conversation.service.ts';
import { ticketMatrix, tickets } from './schema.ts';
import { ticketShape } from '../shared/resources.ts';

export const SLA_JOB = 'tickets.sla-escalation';

/** Queues a look at the SLAs for when a ticket falls due (in the caller's transaction). */
export async function scheduleSlaCheck(db: Executor, dueAt: Date): Promise<void> {
  await enqueue(db, SLA_JOB, {}, { runAt: dueAt });
}

async function nameOf(ctx: RequestContext, userId: number | null): Promise<string> {
  if (userId === null) return 'head office';
  const [u] = await ctx.db
    .select({ firstName: adminUsers.firstName, lastName: adminUsers.lastName })
    .from(adminUsers)
    .where(eq(adminUsers.id, userId));
  return u ? `${u.firstName} ${u.lastName}` : 'head office';
}

/**
 * Moves every ticket past its SLA up one level: to the matrix's escalation contact, then to head office.
 * Each move starts a new SLA window, says so on the ticket, and queues the next look; a ticket already
 * with head office stays there (it shows as overdue).
 */
export async function escalateOverdue(ctx: RequestContext, at: Date = now()): Promise<number> {
  const due = await ctx.db
    .select({ id: tickets.id })
    .from(tickets)
    .where(
      and(
        inArray(tickets.status, [...ACTIVE_STATUS]),
        lte(tickets.dueAt, at),
        lt(tickets.escalationLevel, TOP_ESCALATION_LEVEL),
      ),
    )
    .orderBy(tickets.id);
  let moved = 0;
  for (const { id } of due) {
    await ctx.db.transaction(async (tx) => {
      const c = withDb(ctx, tx);
      // Locked and read again: a reply or a resolution may have come in meanwhile.
      const [ticket] = await tx.select().from(tickets).where(eq(tickets.id, id)).for('update');
      if (!ticket || !isActiveStatus(ticket.status) || ticket.dueAt > at) return;
      if (ticket.escalationLevel >= TOP_ESCALATION_LEVEL) return;
      const [matrix] = await tx.select().from(ticketMatrix).where(eq(ticketMatrix.id, ticket.matrixId));
      const level = ticket.escalationLevel + 1;
      const owner = level === 2 ? (matrix?.escalationUserId ?? null) : null;
      const dueAt = hoursAfter(at, ticket.slaHours);
      await tx
        .update(tickets)
        .set({ escalationLevel: level, ownerUserId: owner, dueAt, escalatedAt: at, updatedAt: at })
        .where(eq(tickets.id, id));
      const to = await nameOf(c, owner);
      await writeSystemEvent(c, ticket, MESSAGES.escalated(level, to, ticket.slaHours));
      await audit(c, {
        resource: ticketShape,
        recordId: id,
        action: 'escalate',
        franchiseeId: ticket.franchiseeId,
        changes: { escalationLevel: [ticket.escalationLevel, level], ownerUserId: [ticket.ownerUserId, owner] },
      });
      if (level < TOP_ESCALATION_LEVEL) await scheduleSlaCheck(tx, dueAt);
      moved++;
    });
  }
  return moved;
}

/** The SLA sweep, queued for each ticket's due time (and again after each escalation). */
export const slaEscalationJob = defineJob({
  name: SLA_JOB,
  // Run twice? No: it notifies.
  mayRunTwice: false,
  async handler({ db, log }) {
    const escalated = await escalateOverdue(everyFranchiseeContext(anonymousContext(db)));
    if (escalated) log.info(`Escalated ${escalated} ticket(s) past their SLA`);
    return { escalated };
  },
});
