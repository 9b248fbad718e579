import { and, eq, or, sql } from 'drizzle-orm';
import type { RequestContext } from '@portal/kit';
import { staff } from './schema.ts';

/**
 * Whether a parent (by mobile, its last ten digits, or email) is an active staff member of the centre: approved
 * and not archived. The fees' staff-child concession asks it.
 */
export async function isActiveStaffOfCentre(
  ctx: RequestContext,
  franchiseeId: number,
  parent: { mobile: string | null; email?: string | null },
): Promise<boolean> {
  const digits = (parent.mobile ?? '').replace(/\D/g, '').slice(-10);
  const email = parent.email?.trim().toLowerCase() || null;
  const same = or(
    digits.length === 10 ? sql`right(regexp_replace(${staff.mobile}, '\\D', '', 'g'), 10) = ${digits}` : undefined,
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
