import { inTransaction, type RequestContext } from '@portal/kit';
import { activeChildren, markPresent, type ChildSummary } from '@portal/mod-students/server';
import { DAY_LIVE, type CheckInMethod } from '../shared/constants.ts';
import { dayToday, now } from './clock.ts';
import { dayRows } from './day-rows.ts';
import { publishDay } from './live.ts';
import { refreshRatios } from './ratios/ratios.service.ts';
import { dayCheckIns } from './schema.ts';

/**
 * Checks children in for today and marks them present through the students module's attendance, in one
 * transaction: a day the centre does not work refuses both. A child already in keeps their first arrival.
 */
export async function checkIn(ctx: RequestContext, children: readonly ChildSummary[], method: CheckInMethod) {
  const day = dayToday();
  const arrived = new Set<number>();
  await inTransaction(ctx, async (tx) => {
    for (const child of children) {
      const [added] = await tx.db
        .insert(dayCheckIns)
        .values({
          franchiseeId: child.franchiseeId,
          studentAdmissionId: child.studentAdmissionId,
          day,
          inAt: now(),
          inMethod: method,
          inBy: tx.user?.id ?? null,
        })
        .onConflictDoNothing()
        .returning({ id: dayCheckIns.id });
      if (!added) continue;
      arrived.add(child.franchiseeId);
      await markPresent(tx, child.studentAdmissionId, day);
      await publishDay(tx, DAY_LIVE.checkIn, child);
    }
  });
  // A second tap on a child already in changes no ratio: only centres with a new arrival are counted again.
  for (const franchiseeId of arrived) await refreshRatios(ctx, franchiseeId);
  return { day, children: await dayRows(ctx, children, day) };
}

/** The children linked to a set of admissions at one centre (Active ones, inside the user's fence). */
export async function childrenAt(ctx: RequestContext, franchiseeId: number, studentAdmissionIds: readonly number[]) {
  const children = await activeChildren(ctx, { studentAdmissionIds });
  return children.filter((c) => c.franchiseeId === franchiseeId);
}
