import type { RequestContext } from '@portal/kit';
import { placedOnClassToday } from '@portal/mod-academics/server';
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
    placedOnClassToday(ctx, device, userIds),
    centreHeads(ctx, device.franchiseeId),
  ]);
  return new Set([...teaching, ...heads.map((h) => h.id).filter((id) => userIds.includes(id))]);
}
