import { eq } from 'drizzle-orm';
import { ROLE } from '@portal/core';
import { audit, fieldError, inTransaction, notFound, type RequestContext } from '@portal/kit';
import { headOfficeAccounts } from '@portal/mod-users/server';
import { devProspects } from './schema.ts';
import { prospectShape } from '../shared/resources.ts';

/** Whom a prospect may be owned by: head office's business developers and super admins (the users module says). */
export async function owners(ctx: RequestContext) {
  return { rows: await headOfficeAccounts(ctx, [ROLE.BUSINESS_DEVELOPER]) };
}

/** Refuses an owner who is not one of them. */
export async function checkOwner(ctx: RequestContext, ownerId: number | null | undefined) {
  if (ownerId == null) return;
  if (!(await owners(ctx)).rows.some((o) => o.id === ownerId))
    throw fieldError('ownerId', 'The owner must be one of head office’s business developers');
}

export async function allocateProspect(ctx: RequestContext, id: number, ownerId: number) {
  return inTransaction(ctx, async (ctx) => {
    const [prospect] = await ctx.db.select().from(devProspects).where(eq(devProspects.id, id)).for('update');
    if (!prospect) throw notFound('Prospect');
    await checkOwner(ctx, ownerId);
    await ctx.db.update(devProspects).set({ ownerId, updatedAt: new Date() }).where(eq(devProspects.id, id));
    await audit(ctx, {
      resource: prospectShape,
      recordId: id,
      action: 'allocate',
      changes: { ownerId: [prospect.ownerId, ownerId] },
    });
    return { id, ownerId };
  });
}
