/**
 * Demo ratios and late-pickup fees: head office's ratio per class category; at centre 002 the Nursery near its
 * limit today (its teacher in with nine children, her colleague with another class); centre 002's late-pickup
 * rule; and a late pickup last week on the demo parent's fee account.
 */
import { and, asc, eq, inArray, isNotNull, ne, notInArray } from 'drizzle-orm';
import { addDays, formatDate, todayInIndia } from '@portal/core';
import type { Executor } from '@portal/db';
import { anonymousContext, everyFranchiseeContext, type RequestContext, type SeedContext } from '@portal/kit';
import { chargeChild } from '@portal/mod-finance/server';
import { feeHeads } from '@portal/mod-ledger/server';
import { classes } from '@portal/mod-org/server';
import { staff } from '@portal/mod-staff/server';
import { markPresent, studentAdmissions, workingDates } from '@portal/mod-students/server';
import { adminUsers } from '@portal/mod-users/server';
import { dayCheckIns, dayLateFees, dayLatePickupSettings, dayRatios, dayStaffClasses } from '../schema.ts';
import { DEMO_MORNING_MINUTES, demoMorning, KIOSK_DEMO_PARENTS } from '../clock.ts';
import { latePickupDescription } from '@portal/mod-finance/shared';

const CENTRE = 2;
const RATIOS = [
  { classCategory: 'Intellibaby Parent Toddler Circle (1Year - 2Years)', childrenPerStaff: 4 },
  { classCategory: 'Parent Toddler', childrenPerStaff: 4 },
  { classCategory: 'Hybrid', childrenPerStaff: 10 },
  { classCategory: 'Bridge Course', childrenPerStaff: 12 },
];
/** Nursery's children in today: one short of its teacher's ten places. */
const NEAR_LIMIT = 9;

export async function seedRatios(db: Executor, { today }: SeedContext): Promise<void> {
  await db.insert(dayRatios).values(RATIOS);

  const [lateHead] = await db.select({ id: feeHeads.id }).from(feeHeads).where(eq(feeHeads.code, 'LATE_PICKUP'));
  // Centre 002's rule; the others have none until head office sets theirs.
  if (lateHead)
    await db.insert(dayLatePickupSettings).values({
      franchiseeId: CENTRE,
      closingTime: '18:00',
      graceMinutes: 10,
      intervalMinutes: 15,
      feePaise: 10_000,
      feeHeadId: lateHead.id,
    });

  const day = todayInIndia(today);
  const ctx = everyFranchiseeContext(anonymousContext(db));
  await pastLatePickup(db, ctx, day, lateHead?.id);
  if ((await workingDates(ctx, CENTRE, day, day)).length === 0) return;

  const [nursery] = await db.select({ id: classes.id }).from(classes).where(eq(classes.name, 'Nursery'));
  if (!nursery) return;
  await staffTheOtherClasses(db, day, nursery.id);

  // Nursery's children (not the demo parents', who check theirs in themselves) come in up to nine.
  const linked = db
    .select({ id: adminUsers.studentAdmissionId })
    .from(adminUsers)
    .where(and(isNotNull(adminUsers.studentAdmissionId), inArray(adminUsers.email, KIOSK_DEMO_PARENTS)));
  const inAlready = db
    .select({ id: dayCheckIns.studentAdmissionId })
    .from(dayCheckIns)
    .where(and(eq(dayCheckIns.franchiseeId, CENTRE), eq(dayCheckIns.day, day)));
  const nurseryIn = await db
    .select({ id: studentAdmissions.id })
    .from(studentAdmissions)
    .innerJoin(dayCheckIns, eq(dayCheckIns.studentAdmissionId, studentAdmissions.id))
    .where(and(eq(studentAdmissions.classId, nursery.id), eq(dayCheckIns.day, day)));
  const more = await db
    .select({ id: studentAdmissions.id })
    .from(studentAdmissions)
    .where(
      and(
        eq(studentAdmissions.franchiseeId, CENTRE),
        eq(studentAdmissions.classId, nursery.id),
        eq(studentAdmissions.status, 'Active'),
        notInArray(studentAdmissions.id, linked),
        notInArray(studentAdmissions.id, inAlready),
      ),
    )
    .orderBy(asc(studentAdmissions.id))
    .limit(Math.max(0, NEAR_LIMIT - nurseryIn.length));
  for (const [i, child] of more.entries()) {
    // 09:00 India time onwards (or earlier, before that hour).
    const inAt = new Date(demoMorning(today, DEMO_MORNING_MINUTES).getTime() + (10 + i * 3) * 60_000);
    await db
      .insert(dayCheckIns)
      .values({ franchiseeId: CENTRE, studentAdmissionId: child.id, day, inAt, inMethod: 'KIOSK_QR' });
    await markPresent(ctx, child.id, day);
  }
}

/** Last week the demo parent's child was collected 26 minutes after closing: two intervals on the fee account. */
async function pastLatePickup(db: Executor, ctx: RequestContext, today: string, feeHeadId: number | undefined) {
  const [parent] = await db
    .select({ studentAdmissionId: adminUsers.studentAdmissionId })
    .from(adminUsers)
    .where(eq(adminUsers.email, 'parent@demo.school'));
  const child = parent?.studentAdmissionId;
  if (!child || feeHeadId === undefined) return;
  const day = addDays(today, -7);
  const charge = await chargeChild(ctx, {
    franchiseeId: CENTRE,
    studentAdmissionId: child,
    feeHeadId,
    chargeDate: day,
    description: latePickupDescription(formatDate(day), '06:26 PM', 26),
    amountPaise: 20_000,
    sourceKey: `late-pickup:${child}:${day}`,
  });
  await db.insert(dayLateFees).values({
    franchiseeId: CENTRE,
    studentAdmissionId: child,
    day,
    minutesLate: 26,
    feePaise: 20_000,
    chargeId: charge.id,
  });
}

/**
 * Fatima (teacher2@, in since the morning) is with the first other class of centre 002 that has children in today
 * (the Playgroup when none has), so the Nursery keeps its one teacher.
 */
async function staffTheOtherClasses(db: Executor, day: string, nurseryId: number) {
  const [busy] = await db
    .select({ classId: studentAdmissions.classId })
    .from(dayCheckIns)
    .innerJoin(studentAdmissions, eq(studentAdmissions.id, dayCheckIns.studentAdmissionId))
    .where(
      and(eq(dayCheckIns.franchiseeId, CENTRE), eq(dayCheckIns.day, day), ne(studentAdmissions.classId, nurseryId)),
    )
    .orderBy(asc(studentAdmissions.classId))
    .limit(1);
  const [playgroup] = await db.select({ id: classes.id }).from(classes).where(eq(classes.name, 'Playgroup'));
  const classId = busy?.classId ?? playgroup?.id;
  const [fatima] = await db
    .select({ id: staff.id })
    .from(staff)
    .innerJoin(adminUsers, eq(adminUsers.id, staff.userId))
    .where(eq(adminUsers.email, 'teacher2@demo.school'));
  if (classId === undefined || !fatima) return;
  await db.insert(dayStaffClasses).values({ franchiseeId: CENTRE, day, staffId: fatima.id, classId });
}
