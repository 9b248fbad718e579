import { and, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '@portal/kit';
import { classTeachers, placedToday } from './schema.ts';

/**
 * Which of these accounts the centre has placed on a class today: its teachers and today's cover (a class tablet's
 * turn asks, room devices).
 */
export async function placedOnClassToday(
  ctx: RequestContext,
  where: { franchiseeId: number; classId: number },
  userIds: readonly number[],
): Promise<number[]> {
  if (!userIds.length) return [];
  const rows = await ctx.db
    .select({ userId: classTeachers.userId })
    .from(classTeachers)
    .where(
      and(
        eq(classTeachers.franchiseeId, where.franchiseeId),
        eq(classTeachers.classId, where.classId),
        inArray(classTeachers.userId, [...userIds]),
        placedToday,
      ),
    );
  return rows.flatMap((r) => (r.userId === null ? [] : [r.userId]));
}
