import { addDays, todayInIndia } from '@portal/core';
import { and, asc, gte, isNotNull, lte } from 'drizzle-orm';
import { defineDailySweep, type RequestContext } from '@portal/kit';
import type { AdmissionMove } from '@portal/mod-users/server';
import { followPromotions } from './promotion-carry.service.ts';
import { studentAdmissions } from './schema.ts';

/**
 * How far back the nightly run looks for a new admission that has begun: a year, so a portal that was down for
 * days (or weeks) still follows every admission begun meanwhile. What has followed already is not found again (a
 * family account is no longer on the old admission, a carried record is carried once), so looking back costs reads,
 * not writes.
 */
const LOOK_BACK_DAYS = 366;

/**
 * A promoted child's family accounts (a parent's, a teacher's who is also the child's parent) are linked to one
 * admission, and so are the child's records (promotion-carry.service.ts). A centre promotes in February or March
 * and the child keeps this year's class until its last day (`onTheRoll`), so they follow on the new admission's
 * first day: from then on the parent sees the new class and the new year's records, and the new admission has the
 * child's allergies, its collectors and its parents' consents. Answers how many accounts moved and records were
 * carried.
 */
export async function followBegunPromotions(ctx: RequestContext, today: string): Promise<number> {
  const begun: AdmissionMove[] = (
    await ctx.db
      .select({ from: studentAdmissions.promotedFromId, to: studentAdmissions.id })
      .from(studentAdmissions)
      .where(
        and(
          isNotNull(studentAdmissions.promotedFromId),
          lte(studentAdmissions.admissionDate, today),
          gte(studentAdmissions.admissionDate, addDays(today, -LOOK_BACK_DAYS)),
        ),
      )
      .orderBy(asc(studentAdmissions.admissionDate), asc(studentAdmissions.id))
  ).map((m) => ({ from: m.from!, to: m.to }));
  const { familyAccounts, carried } = await followPromotions(ctx, begun);
  return familyAccounts.length + Object.values(carried).reduce((sum, n) => sum + n, 0);
}

const promotionSweep = defineDailySweep({
  // The name of its first days (family accounts only), kept: a portal's queue holds the next run under it.
  name: 'students.family-accounts-follow-promotion',
  // Run twice? Yes: what has followed is not found on the old admission again.
  mayRunTwice: true,
  // Just after midnight in India: the first morning's check-in finds the parent and the child's records on the new
  // admission.
  at: '00:10',
  what: "family account(s) moved and record(s) carried to a promoted child's new admission",
  sweep: (ctx) => followBegunPromotions(ctx, todayInIndia()),
});

export const promotionSweepJob = promotionSweep.job;
export const schedulePromotionSweep = promotionSweep.schedule;
