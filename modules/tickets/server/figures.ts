import { and, count, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import { addDays } from '@portal/core';
import { franchiseeFence, serveFigure } from '@portal/kit';
import { ACTIVE_STATUS } from '../shared/constants.ts';
import { TICKETS_OPEN } from '../shared/figures.ts';
import { tickets } from './schema.ts';

/** The tickets still waiting on someone at the end of the period's last India day. */
export function serveTicketFigures() {
  serveFigure(TICKETS_OPEN, async (ctx, s, p) => {
    const end = new Date(`${addDays(p.to, 1)}T00:00:00+05:30`);
    const [r] = await ctx.db
      .select({ n: count() })
      .from(tickets)
      .where(
        and(
          franchiseeFence(ctx, tickets.franchiseeId, s.franchiseeId),
          lte(tickets.createdAt, end),
          or(
            inArray(tickets.status, [...ACTIVE_STATUS]),
            and(
              or(isNull(tickets.resolvedAt), gt(tickets.resolvedAt, end)),
              or(isNull(tickets.closedAt), gt(tickets.closedAt, end)),
            ),
          ),
        ),
      );
    return Number(r.n);
  });
}
