import { addDays, todayInIndia } from '@portal/core';
import { and, asc, gte, isNotNull, lte } from 'drizzle-orm';
import { defineDailySweep, type RequestContext } from '@portal/kit';
import { moveFamilyAccounts, type AdmissionMove } from '@portal/mod-users/server';
import { studentAdmissions } from './schema.ts';

/**
 * How far back the nightly move looks for a new admission that has begun: a year, so a portal that was down for
 * days (or weeks) still moves the families of every admission begun meanwhile. A link already moved is not found on
 * the old admission again, so looking back costs a read, not a write.
 */
const LOOK_BACK_DAYS = 366;

/**
 * A promoted child's family accounts (a parent's, a teacher's who is also the child's parent) are linked to one
 * admission: the parent's rights, their screens and every message about the child follow that link. A centre
 * promotes in February or March, and the child keeps this year's class until its last day (`onTheRoll`), so the link
 * moves on the new admission's first day: from then on the parent sees the new class and the new year's records.
 * Answers the accounts moved.
 */
export async function moveFamiliesOfStartedAdmissions(ctx: RequestContext, today: string): Promise<number> {
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
  return (await moveFamilyAccounts(ctx, begun)).length;
}

const familySweep = defineDailySweep({
  name: 'students.family-accounts-follow-promotion',
  // Run twice? Yes: a link already moved is not found on the old admission again.
  mayRunTwice: true,
  // Just after midnight in India: the first morning's check-in finds the parent on the new admission.
  at: '00:10',
  what: "family account(s) moved to a promoted child's new admission",
  sweep: (ctx) => moveFamiliesOfStartedAdmissions(ctx, todayInIndia()),
});

export const familySweepJob = familySweep.job;
export const scheduleFamilySweep = familySweep.schedule;
