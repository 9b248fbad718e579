import { and, eq, or, sql } from 'drizzle-orm';
import { nationalMobile } from '@portal/core';
import type { RequestContext } from '@portal/kit';
import { staff } from './schema.ts';

/**
 * Whether a parent (by mobile, the same number, or email) is an active staff member of the centre: approved
 * and not archived. The fees' staff-child concession asks it.
 */
export async function isActiveStaffOfCentre(
  ctx: RequestContext,
  franchiseeId: number,
  parent: { mobile: string | null; email?: string | null },
): Promise<boolean> {
  // The whole number, read by the shared normaliser: a number ending in the same ten digits is another phone.
  const mobile = parent.mobile ? nationalMobile(parent.mobile) : null;
  const email = parent.email?.trim().toLowerCase() || null;
  const same = or(
    mobile ? eq(staff.mobile, mobile) : undefined,
    email ? sql`lower(trim(${staff.email})) = ${email}` : undefined,
  );
  if (!same) return false;
  const [row] = await ctx.db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.franchiseeId, franchiseeId), eq(staff.status, 'APPROVED'), eq(staff.isActive, true), same))
    .limit(1);
  return Boolean(row);
}
