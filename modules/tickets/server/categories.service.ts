import { asc, eq } from 'drizzle-orm';
import type { RequestContext } from '@portal/kit';
import { ticketMatrix } from './schema.ts';

/** The matrix's active categories as a centre picks from them (who owns each stays with head office). */
export async function openCategories(ctx: RequestContext) {
  return ctx.db
    .select({
      id: ticketMatrix.id,
      category: ticketMatrix.category,
      department: ticketMatrix.department,
      slaHours: ticketMatrix.slaHours,
    })
    .from(ticketMatrix)
    .where(eq(ticketMatrix.isActive, true))
    .orderBy(asc(ticketMatrix.category));
}
