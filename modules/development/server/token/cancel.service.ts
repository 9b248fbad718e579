import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '@portal/kit';
import { devTokenPayments } from '../schema.ts';

/** A token recorded by hand makes any link still open for it void: the token is paid once. */
export async function cancelOpenTokenLinks(ctx: RequestContext, prospectId: number) {
  await ctx.db
    .update(devTokenPayments)
    .set({ status: 'CANCELLED', updatedAt: new Date() })
    .where(and(eq(devTokenPayments.prospectId, prospectId), eq(devTokenPayments.status, 'LINK_SENT')));
}
