import { canAccess } from '@portal/core';
import { and, eq } from 'drizzle-orm';
import { fieldError, forbidden, franchiseeFence, type RequestContext } from '@portal/kit';
import { STAFF_MODULES } from '../shared/index.ts';
import { staff } from './schema.ts';

export type StaffRow = typeof staff.$inferSelect;

/** Centre heads and head office decide attendance and leave and may act for any staff member. */
export function isSupervisor(ctx: RequestContext): boolean {
  if (!ctx.user) return false;
  return canAccess(
    { superAdmin: ctx.user.superAdmin, roleNames: ctx.roleNames, endPoints: ctx.endPoints },
    STAFF_MODULES.CENTRE_HEAD_ATTENDANCE,
    'POST',
  );
}

/** The staff record linked to the signed-in account, if any. */
export async function ownStaff(ctx: RequestContext): Promise<StaffRow | null> {
  if (!ctx.user) return null;
  const [row] = await ctx.db.select().from(staff).where(eq(staff.userId, ctx.user.id));
  return row ?? null;
}

/** A staff record inside the caller's fence, or a field error naming the field. */
export async function fencedStaff(ctx: RequestContext, staffId: number, field = 'staffId'): Promise<StaffRow> {
  const [row] = await ctx.db
    .select()
    .from(staff)
    .where(and(eq(staff.id, staffId), franchiseeFence(ctx, staff.franchiseeId)));
  if (!row) throw fieldError(field, 'Staff member not found');
  return row;
}

/**
 * Settles whose record a self-service write is about: supervisors may name anyone in
 * their fence; everyone else only themselves, whatever they send.
 */
export async function actingStaff(ctx: RequestContext, requested: unknown): Promise<StaffRow> {
  if (isSupervisor(ctx)) {
    if (typeof requested !== 'number') throw fieldError('staffId', 'Staff member is required');
    return fencedStaff(ctx, requested);
  }
  const own = await ownStaff(ctx);
  if (!own) throw forbidden('Your account is not linked to a staff record');
  if (requested !== undefined && requested !== null && requested !== own.id)
    throw forbidden('You can only do this for yourself');
  return own;
}
