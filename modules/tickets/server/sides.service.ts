import { eq } from 'drizzle-orm';
import { forbidden, requireUser, type RequestContext } from '@portal/kit';
import { adminUsers } from '@portal/mod-users/server';
import { MESSAGES, type TicketUserKind } from '../shared/index.ts';
import type { tickets } from './schema.ts';

export type Ticket = typeof tickets.$inferSelect;

/**
 * Who may act on a ticket, beside the franchisee fence (which already keeps other centres out): the
 * centre that raised it, and on head office's side the desk it is routed to (its department, its
 * current owner) and super admins. Anyone else in the fence reads it but does not act on it.
 */
export type Side = 'centre' | 'desk';

export async function sideOf(ctx: RequestContext, ticket: Ticket): Promise<Side | null> {
  requireUser(ctx);
  if (ctx.user.franchiseeId === ticket.franchiseeId) return 'centre';
  if (ctx.user.superAdmin || ticket.ownerUserId === ctx.user.id) return 'desk';
  const [me] = await ctx.db
    .select({ department: adminUsers.department })
    .from(adminUsers)
    .where(eq(adminUsers.id, ctx.user.id));
  return me?.department === ticket.department ? 'desk' : null;
}

/** The side the caller acts for, or a 403 naming the routing when it is outside it. */
export async function assertSide(
  ctx: RequestContext,
  ticket: Ticket,
  allowed: readonly Side[],
  action: string,
): Promise<Side> {
  const side = await sideOf(ctx, ticket);
  if (!side) throw forbidden(MESSAGES.outsideRouting(ticket.department));
  if (!allowed.includes(side)) throw forbidden(MESSAGES.deskOnly(action));
  return side;
}

export const kindOf = (side: Side): TicketUserKind => (side === 'centre' ? 'TICKET_FRANCHISEE' : 'TICKET_ADMIN');
