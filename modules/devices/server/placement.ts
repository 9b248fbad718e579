import { and, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '@portal/kit';
import { classTeachers, placedToday } from '@portal/mod-academics/server';
import { centreHeads } from '@portal/mod-users/server';

/**
 * Who the centre has placed on a class today, and so may take a turn on its tablet: the class's teachers and
 * today's cover (class_teachers, academics), and the centre's heads, who place them and act on every class. A
 * turn reaches everything the tablet shows, so nobody else switches in (a teacher of another class, a parent who
 * teaches, staff without a staff record).
 */
export async function placedOn(
  ctx: RequestContext,
  device: { franchiseeId: number; classId: number },
  userIds: readonly number[],
): Promise<Set<number>> {
  if (!userIds.length) return new Set();
  const [teaching, heads] = await Promise.all([
    ctx.db
      .select({ userId: classTeachers.userId })
      .from(classTeachers)
      .where(
        and(
          eq(classTeachers.franchiseeId, device.franchiseeId),
          eq(classTeachers.classId, device.classId),
          inArray(classTeachers.userId, [...userIds]),
          placedToday,
        ),
      ),
    centreHeads(ctx, device.franchiseeId),
  ]);
  const placed = new Set<number>();
  for (const t of teaching) if (t.userId !== null) placed.add(t.userId);
  for (const h of heads) if (userIds.includes(h.id)) placed.add(h.id);
  return placed;
}
